import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API: restaurant detail and the Nutri-Score calculator")
struct CatalogDetailAPITests {
    /// Every `Dish` field of the OpenAPI document, and nothing else.
    static let dishKeys: Set<String> = [
        "id", "name", "description", "price", "portionGrams", "kcal", "proteinG", "carbsG", "sugarsG", "fatG",
        "saturatedFatG", "fiberG", "saltG", "nutriGrade", "allergens", "diets", "available", "imageUrl", "optionGroups",
        "spicyLevel",
    ]

    @Test func theDetailHasTheMenuBySectionWithEveryDishField() throws {
        let app = try TestApp()
        var unavailable = CatalogAPI.dish("Old Soup")
        unavailable["available"] = false
        let menu: [CatalogAPI.Object] = [
            ["section": "Bowls", "dishes": [CatalogAPI.dish("Tofu Bowl"), CatalogAPI.dish("Rice Bowl")]],
            ["section": "Soups", "dishes": [unavailable]],
            ["section": "Salads", "dishes": [CatalogAPI.dish("Kale Salad")]],
        ]
        let id = try #require(try CatalogAPI.seed(app, [CatalogAPI.restaurant("Green Bowl", menu: menu)]).first)
        let response = app.send(.get, "/api/v1/restaurants/\(id)?\(CatalogAPITests.near)")
        #expect(response.status == 200)
        let keys = try CatalogAPI.object(response)
        #expect(CatalogAPITests.summaryKeys.isSubset(of: Set(keys.keys)))
        let dishKeys = (keys["menu"] as? [CatalogAPI.Object] ?? []).flatMap {
            $0["dishes"] as? [CatalogAPI.Object] ?? []
        }
        for dish in dishKeys { #expect(Set(dish.keys) == Self.dishKeys) }
        let detail: RestaurantDetail = try response.decoded()
        #expect(detail.summary.id == id && detail.summary.name == "Green Bowl" && detail.summary.distanceKm == 1.0)
        #expect(detail.phone == "+14155550100" && detail.timeZone == "America/Los_Angeles" && detail.currency == "USD")
        #expect(detail.menu.map(\.section) == ["Bowls", "Soups", "Salads"])
        #expect(
            detail.menu.map { $0.dishes.map(\.name) } == [["Tofu Bowl", "Rice Bowl"], ["Old Soup"], ["Kale Salad"]])
        let tofu = try #require(detail.menu.first?.dishes.first)
        #expect(!tofu.id.isEmpty)
        #expect(
            tofu
                == DishBody(
                    id: tofu.id, name: "Tofu Bowl", description: "Tofu Bowl, made today.", price: 1250,
                    portionGrams: 100,
                    kcal: 120, proteinG: 8, carbsG: 12, sugarsG: 2, fatG: 3, saturatedFatG: 0.5, fiberG: 6, saltG: 0.3,
                    nutriGrade: .a, allergens: [.sesame], diets: [.vegan], available: true, imageUrl: nil))
        #expect(detail.menu[1].dishes.first?.available == false)
    }

    @Test func withoutAPointTheDetailHasNoDistance() throws {
        let app = try TestApp()
        let id = try #require(try CatalogAPI.seed(app, [CatalogAPI.restaurant("Green Bowl")]).first)
        let detail = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants/\(id)"))
        #expect(detail["distanceKm"] is NSNull)
        #expect(detail["deliveryFee"] as? Int == 199)
    }

    /// Pages are written from a kept template of their fixed JSON: byte for byte what `JSONEncoder` writes for the
    /// same values, for every customer's own distance and fee, and written afresh once the restaurant changes.
    @Test func thePageIsWhatJSONEncoderWritesAndFollowsChanges() throws {
        let app = try TestApp()
        let menu: [CatalogAPI.Object] = [
            ["section": "Bowls", "dishes": [CatalogAPI.dish("Tofu Bowl"), CatalogAPI.dish("Rice Bowl")]]
        ]
        let id = try #require(try CatalogAPI.seed(app, [CatalogAPI.restaurant("Green Bowl", menu: menu)]).first)
        func page(_ query: String) throws -> (bytes: [UInt8], detail: RestaurantDetail) {
            let response = app.send(.get, "/api/v1/restaurants/\(id)\(query)")
            #expect(response.status == 200)
            let detail = try JSONCoding.decode(RestaurantDetail.self, from: Data(response.body))
            #expect(response.body == Array(try JSONCoding.encode(detail)), "byte for byte as JSONEncoder")
            return (response.body, detail)
        }
        let near = try page("?\(CatalogAPITests.near)")
        #expect(try page("?\(CatalogAPITests.near)").bytes == near.bytes)
        let farther = try page("?lat=\(CatalogAPI.customer.latitude + 0.02)&lon=\(CatalogAPI.customer.longitude)")
        #expect(farther.detail.summary.distanceKm != near.detail.summary.distanceKm)
        #expect(farther.detail.menu == near.detail.menu)
        let tofu = try #require(near.detail.menu.first?.dishes.first)
        #expect(tofu.available)
        #expect(try CatalogService(environment: app.environment).setDishAvailable(false, dishID: ID(tofu.id)))
        #expect(try page("?\(CatalogAPITests.near)").detail.menu.first?.dishes.first?.available == false)
    }

    @Test func anUnknownRestaurantIs404() throws {
        let app = try TestApp()
        try CatalogAPI.seed(app, [CatalogAPI.restaurant("Green Bowl")])
        for target in ["/api/v1/restaurants/no-such-restaurant", "/api/v1/restaurants/0?\(CatalogAPITests.near)"] {
            let response = app.send(.get, target)
            #expect(response.status == 404)
            #expect(response.headers["Content-Type"] == "application/problem+json")
            #expect(try CatalogAPI.problem(response).code == "not_found")
        }
        let badPoint = app.send(.get, "/api/v1/restaurants/x?lat=north&lon=1")
        #expect(badPoint.status == 400)
    }

    @Test func aDishHasItsWholeLabelPer100gWithTheScoresPointsAndIngredients() throws {
        let app = try TestApp()
        var lentils = CatalogAPI.dish("Lentil Bowl")
        lentils["portionGrams"] = 400
        lentils["ingredients"] = "Lentils (40%), spinach, tahini (sesame), lemon"
        let id = try #require(
            try CatalogAPI.seed(
                app, [CatalogAPI.restaurant("Green Bowl", menu: [["section": "Bowls", "dishes": [lentils]]])]
            ).first)
        let page: RestaurantDetail = try app.send(.get, "/api/v1/restaurants/\(id)").decoded()
        let listed = try #require(page.menu.first?.dishes.first)
        let response = app.send(.get, "/api/v1/dishes/\(listed.id)")
        #expect(response.status == 200)
        let detail: DishDetail = try response.decoded()
        #expect(detail.dish == listed && detail.restaurant.id == id && detail.section == "Bowls")
        #expect(detail.ingredients == "Lentils (40%), spinach, tahini (sesame), lemon")
        #expect(detail.nutriScoreCategory == .general)
        // 120 kcal and 8 g protein in 400 g: 30 kcal (125.52 kJ) and 2 g in 100 g.
        #expect(detail.per100g.kcal == 30 && detail.per100g.proteinG == 2 && detail.per100g.saltG == 0.075)
        #expect(abs(detail.per100g.energyKj - 125.52) < 1e-9)
        #expect(detail.nutriScore.grade == listed.nutriGrade)
        #expect(
            detail.maximumPoints
                == NutriScorePoints(
                    energy: 10, sugars: 15, saturatedFat: 10, salt: 20, fiber: 5, protein: 7, fruitVegLegume: 5,
                    sweeteners: 0))
        let unknown = app.send(.get, "/api/v1/dishes/no-such-dish")
        #expect(unknown.status == 404)
        #expect(try CatalogAPI.problem(unknown).code == "not_found")
    }

    static var scoreBody: [String: Any] {
        [
            "energyKj": 1000, "sugarsG": 5, "saturatedFatG": 1.5, "saltG": 0.5, "fiberG": 3.5, "proteinG": 5,
            "fruitVegLegumePercent": 45,
        ]
    }

    private static func score(_ app: TestApp, _ body: String) -> Response {
        app.send(.post, "/api/v1/nutrition/score", headers: CatalogAPI.json, body: body)
    }

    /// N = energy 2 + sugars 1 + saturates 1 + salt 2 = 6; P = fibre 1 + protein 2 + fruit/veg 1 = 4 → 2, B.
    @Test func scoringNeedsNoLoginAndReturnsScoreGradeAndPoints() throws {
        let app = try TestApp()
        let response = Self.score(app, CatalogAPI.body(Self.scoreBody))
        #expect(response.status == 200)
        let result = try CatalogAPI.object(response)
        #expect(Set(result.keys) == ["score", "grade", "points"])
        #expect(result["score"] as? Int == 2)
        #expect(result["grade"] as? String == "B")
        let points = try #require(result["points"] as? [String: Int])
        #expect(
            points == [
                "energy": 2, "sugars": 1, "saturatedFat": 1, "salt": 2, "fiber": 1, "protein": 2, "fruitVegLegume": 1,
                "sweeteners": 0,
            ])
    }

    @Test(arguments: [
        ("{}", ["energyKj", "sugarsG", "saturatedFatG", "saltG", "fiberG", "proteinG", "fruitVegLegumePercent"]),
        (
            #"{"energyKj": 100, "saltG": 1}"#,
            ["sugarsG", "saturatedFatG", "fiberG", "proteinG", "fruitVegLegumePercent"]
        ),
        (
            #"{"energyKj": 100, "sugarsG": null, "saturatedFatG": 1, "saltG": 1, "fiberG": 1, "proteinG": 1, "fruitVegLegumePercent": 1}"#,
            ["sugarsG"]
        ),
    ])
    func missingValuesAre422ListingEachField(body: String, fields: [String]) throws {
        let response = Self.score(try TestApp(), body)
        #expect(response.status == 422)
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "validation_failed")
        #expect(problem.fields == fields)
    }

    @Test(
        arguments: [
            ("sugarsG", -1.0, "sugarsG"), ("energyKj", -0.5, "energyKj"),
            ("fruitVegLegumePercent", 101, "fruitVegLegumePercent"),
            ("fatG", -2, "fatG"),
        ] as [(String, Double, String)])
    func negativeOrImpossibleValuesAre422(key: String, value: Double, field: String) throws {
        var body = Self.scoreBody
        body[key] = value
        let response = Self.score(try TestApp(), CatalogAPI.body(body))
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).fields == [field])
    }

    @Test func fatsOilsNutsAndSeedsNeedTotalFat() throws {
        let app = try TestApp()
        var oil: [String: Any] = [
            "energyKj": 3378, "sugarsG": 0, "saturatedFatG": 14, "saltG": 0, "fiberG": 0, "proteinG": 0,
            "fruitVegLegumePercent": 0, "category": "fat_oil_nut_seed",
        ]
        let missing = Self.score(app, CatalogAPI.body(oil))
        #expect(missing.status == 422)
        #expect(try CatalogAPI.problem(missing).fields == ["fatG"])
        oil["fatG"] = 100
        let scored = Self.score(app, CatalogAPI.body(oil))
        #expect(scored.status == 200)
        #expect(["A", "B", "C", "D", "E"].contains(try CatalogAPI.object(scored)["grade"] as? String ?? ""))
        oil["category"] = "fish"
        #expect(try CatalogAPI.problem(Self.score(app, CatalogAPI.body(oil))).fields == ["category"])
    }

    @Test func malformedJSONIs400AndAnotherMediaTypeIs415() throws {
        let app = try TestApp()
        let malformed = Self.score(app, #"{"energyKj": 100,"#)
        #expect(malformed.status == 400)
        #expect(try CatalogAPI.problem(malformed).code == "malformed_json")
        let plain = app.send(
            .post, "/api/v1/nutrition/score", headers: ["Content-Type": "text/plain"],
            body: CatalogAPI.body(Self.scoreBody))
        #expect(plain.status == 415)
    }
}
