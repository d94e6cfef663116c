import FoodlyAPI
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Search API")
struct SearchAPITests {
    static let dishKeys: Set<String> = [
        "id", "name", "description", "price", "portionGrams", "kcal", "proteinG", "carbsG", "sugarsG", "fatG",
        "saturatedFatG", "fiberG", "saltG", "nutriGrade", "allergens", "diets", "available", "imageUrl", "optionGroups",
        "spicyLevel",
    ]

    /// Two restaurants: one next to the customer, one 30 km north (outside its 5 km area).
    static func seeded() throws -> TestApp {
        let app = try TestApp()
        try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant(
                    "Quinoa Corner", northKm: 1,
                    menu: [
                        [
                            "section": "Bowls",
                            "dishes": [CatalogAPI.dish("Avocado Quinoa Bowl"), CatalogAPI.dish("Crème Brûlée Oats")],
                        ]
                    ]),
                CatalogAPI.restaurant(
                    "Faraway Greens", northKm: 30, categories: ["salads"],
                    menu: [["section": "Salads", "dishes": [CatalogAPI.dish("Broccoli Salad")]]]),
            ])
        return app
    }

    static func search(_ app: TestApp, _ query: String) throws -> (restaurants: [String], dishes: [String]) {
        let response = app.send(.get, "/api/v1/search?" + query)
        #expect(response.status == 200, "\(query): \(response.status)")
        let object = try CatalogAPI.object(response)
        let restaurants = object["restaurants"] as? [[String: Any]] ?? []
        let dishes = object["dishes"] as? [[String: Any]] ?? []
        return (
            restaurants.compactMap { $0["name"] as? String },
            dishes.compactMap { ($0["dish"] as? [String: Any])?["name"] as? String }
        )
    }

    @Test func notSpicyKeepsToDishesAtMostThatHotAndMenusShowEachDishsHeat() throws {
        let app = try TestApp()
        var hot = CatalogAPI.dish("Chilli Bean Bowl")
        hot["spicyLevel"] = 3
        var mild = CatalogAPI.dish("Harissa Bean Bowl")
        mild["spicyLevel"] = 1
        let ids = try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant(
                    "Bean Corner", northKm: 1,
                    menu: [["section": "Bowls", "dishes": [hot, mild, CatalogAPI.dish("Plain Bean Bowl")]]])
            ])
        let here = "&lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        #expect(try Self.search(app, "q=bean" + here).dishes.count == 3)
        #expect(try Self.search(app, "q=bean&maxSpicy=0" + here).dishes == ["Plain Bean Bowl"])
        #expect(
            Set(try Self.search(app, "q=bean&maxSpicy=1" + here).dishes) == ["Plain Bean Bowl", "Harissa Bean Bowl"])
        #expect(app.send(.get, "/api/v1/search?q=bean&maxSpicy=4").status == 400)
        let found = try app.send(.get, "/api/v1/search?q=chilli" + here).decoded(SearchResponse.self)
        #expect(found.dishes.first?.dish.spicyLevel == 3)
        let page = String(
            decoding: app.send(
                .get, "/restaurants/\(ids[0])", headers: try WebRouteGroupTests.signedInHeaders(app)
            ).body, as: UTF8.self)
        #expect(page.contains(#"<span class="heat" title="Hot"><span class="visually-hidden">Hot</span>"#))
        #expect(page.components(separatedBy: #"title="Mild""#).count == 2, "one mild dish, the plain one unmarked")

        var tooHot = CatalogAPI.dish("Ghost Pepper Bowl")
        tooHot["spicyLevel"] = 5
        let refused = app.send(
            .post, "/api/v1/admin/restaurants", headers: CatalogAPI.bearer(try CatalogAPI.token(app, role: .admin)),
            body: CatalogAPI.body(
                CatalogAPI.restaurant("Too Hot", northKm: 2, menu: [["section": "Bowls", "dishes": [tooHot]]])))
        #expect(refused.status == 422)
        #expect(try CatalogAPI.problem(refused).fields == ["menu[0].dishes[0].spicyLevel"])
    }

    @Test func aTypoFindsTheDishWithItsRestaurantInTheDocumentedShape() throws {
        let app = try Self.seeded()
        let response = app.send(.get, "/api/v1/search?q=quinao")
        #expect(response.status == 200)
        let object = try CatalogAPI.object(response)
        #expect(Set(object.keys) == ["restaurants", "dishes"])
        let dishes = try #require(object["dishes"] as? [[String: Any]])
        let first = try #require(dishes.first)
        #expect(Set(first.keys) == ["dish", "restaurant"])
        let dish = try #require(first["dish"] as? [String: Any])
        #expect(Set(dish.keys) == Self.dishKeys)
        #expect(dish["name"] as? String == "Avocado Quinoa Bowl")
        let restaurant = try #require(first["restaurant"] as? [String: Any])
        #expect(Set(restaurant.keys) == ["id", "name"])
        #expect(restaurant["name"] as? String == "Quinoa Corner")
        // The restaurant's name matches too, as a restaurant.
        let restaurants = try #require(object["restaurants"] as? [[String: Any]])
        #expect(restaurants.compactMap { $0["name"] as? String } == ["Quinoa Corner"])
        #expect(Set(restaurants[0].keys) == CatalogAPITests.summaryKeys)
    }

    @Test func prefixesAccentsAndCaseAllMatch() throws {
        let app = try Self.seeded()
        #expect(try Self.search(app, "q=avoc").dishes == ["Avocado Quinoa Bowl"])
        #expect(try Self.search(app, "q=creme%20brulee").dishes == ["Crème Brûlée Oats"])
        #expect(try Self.search(app, "q=BROCOLI").dishes == ["Broccoli Salad"])
    }

    @Test func filtersNarrowTheResults() throws {
        let app = try Self.seeded()
        let near = CatalogAPITests.near
        #expect(try Self.search(app, "q=broccoli&\(near)").dishes.isEmpty, "Faraway Greens does not deliver here")
        #expect(try Self.search(app, "q=bowl&category=salads").dishes.isEmpty)
        #expect(try Self.search(app, "q=salad&category=salads").dishes == ["Broccoli Salad"])
        #expect(try Self.search(app, "q=bowl&diet=vegan&maxKcal=500").dishes == ["Avocado Quinoa Bowl"])
        #expect(try Self.search(app, "q=bowl&maxKcal=100").dishes.isEmpty, "the bowl has 120 kcal")
        #expect(try Self.search(app, "q=bowl&diet=keto").dishes.isEmpty)
    }

    @Test(arguments: [
        ("", "q"), ("q=", "q"), ("q=%20%20", "q"), ("q=" + String(repeating: "a", count: 101), "q"),
        ("q=bowl&category=pizza", "category"), ("q=bowl&category=DROP%20TABLE", "category"),
        ("q=bowl&diet=carnivore", "diet"), ("q=bowl&maxKcal=lots", "maxKcal"), ("q=bowl&maxKcal=0", "maxKcal"),
        ("q=bowl&sort=cheapest", "sort"), ("q=bowl&limit=0", "limit"), ("q=bowl&limit=51", "limit"),
        ("q=bowl&lat=37.7", "lon"),
    ])
    func badInputIs400NamingTheParameter(query: String, parameter: String) throws {
        let app = try Self.seeded()
        let response = app.send(.get, "/api/v1/search?" + query)
        #expect(response.status == 400)
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "invalid_query")
        #expect(problem.fields == [parameter])
    }

    @Test func queryOperatorsAndSQLAreJustText() throws {
        let app = try Self.seeded()
        #expect(try Self.search(app, "q=%22avocado%20quinoa%22").dishes == ["Avocado Quinoa Bowl"])
        #expect(try Self.search(app, "q=bowl*").dishes == ["Avocado Quinoa Bowl"])
        #expect(try Self.search(app, "q=-bowl").dishes == ["Avocado Quinoa Bowl"])
        #expect(try Self.search(app, "q=quinoa%20OR%20broccoli").dishes.isEmpty, "OR is a word, not an operator")
        _ = try Self.search(app, "q=%27%3B%20DROP%20TABLE%20dishes%3B%20--")
        _ = try Self.search(app, "q=bowl%20NEAR%2F3%20salad%20AND%20(x%3A*)")
        #expect(try CatalogAPI.restaurantCount(app) == 2)
        #expect(try Self.search(app, "q=broccoli").dishes == ["Broccoli Salad"])
    }

    @Test func anImportIsSearchableAtOnce() throws {
        let app = try Self.seeded()
        #expect(try Self.search(app, "q=zucchini").dishes.isEmpty)
        let admin = try CatalogAPI.token(app, role: .admin)
        let created = app.send(
            .post, "/api/v1/admin/restaurants", headers: CatalogAPI.bearer(admin),
            body: CatalogAPI.body(
                CatalogAPI.restaurant(
                    "Zucchini Hut", menu: [["section": "Mains", "dishes": [CatalogAPI.dish("Zucchini Noodles")]]])))
        #expect(created.status == 201)
        let found = try Self.search(app, "q=zuchini")
        #expect(found.dishes == ["Zucchini Noodles"])
        #expect(found.restaurants == ["Zucchini Hut"])
    }
}
