import FoodlyAPI
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API: categories, restaurant lists and pages")
struct CatalogAPITests {
    static let summaryKeys: Set<String> = [
        "id", "name", "cuisine", "categories", "rating", "ratingCount", "distanceKm", "deliveryFee", "minimumOrder",
        "offersPickup", "etaMinutes", "isOpen", "nutriGrade", "imageUrl", "closedReason", "opensAt",
    ]
    static let near = "lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"

    @Test func categoriesListTheSlugsInUse() throws {
        let app = try TestApp()
        let empty = app.send(.get, "/api/v1/categories")
        #expect(empty.status == 200)
        #expect(try empty.decoded(Page<CategoryBody>.self).items.isEmpty)
        try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant("Juice Bar", categories: ["juices-smoothies", "bowls"]),
                CatalogAPI.restaurant("Bowl Place", categories: ["bowls"]),
            ])
        let response = app.send(.get, "/api/v1/categories")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        let keys = try CatalogAPI.object(response)["items"] as? [CatalogAPI.Object] ?? []
        #expect(keys.map { Set($0.keys) } == [["id", "name", "slug"], ["id", "name", "slug"]])
        #expect(
            try response.decoded(Page<CategoryBody>.self).items == [
                CategoryBody(id: "bowls", name: "Bowls", slug: "bowls"),
                CategoryBody(id: "juices-smoothies", name: "Juices & smoothies", slug: "juices-smoothies"),
            ])
    }

    @Test func nearAPointEachItemHasItsDistanceAndDeliveryFee() throws {
        let app = try TestApp()
        try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant("Near Bowls", northKm: 1),
                CatalogAPI.restaurant("Far Bowls", northKm: 4),
                CatalogAPI.restaurant("Out Of Reach", northKm: 8, radiusKm: 5),
            ])
        let response = app.send(.get, "/api/v1/restaurants?\(Self.near)&sort=distance")
        #expect(response.status == 200)
        for item in try CatalogAPI.object(response)["items"] as? [CatalogAPI.Object] ?? [] {
            #expect(Set(item.keys) == Self.summaryKeys)
        }
        let page: Page<RestaurantSummary> = try response.decoded()
        #expect(page.nextCursor == nil)
        #expect(page.items.map(\.name) == ["Near Bowls", "Far Bowls"])
        #expect(page.items.map(\.distanceKm) == [1.0, 4.0])
        #expect(page.items.map(\.deliveryFee) == [199, 299])  // 199 + 50 × 2
        let first = try #require(page.items.first)
        #expect(first.minimumOrder == 1000 && first.isOpen && first.nutriGrade == .a)
        #expect(first.rating == nil && first.ratingCount == 0 && first.imageUrl == nil && first.categories == ["bowls"])
        #expect(first.etaMinutes == MinutesRange(min: 20, max: 30))  // 15 + 1.3 km at 18 km/h + 5 = 24.3
    }

    @Test func withoutAPointDistanceIsAnExplicitNull() throws {
        let app = try TestApp()
        try CatalogAPI.seed(
            app, [CatalogAPI.restaurant("Near Bowls"), CatalogAPI.restaurant("Far Bowls", northKm: 40)])
        let response = app.send(.get, "/api/v1/restaurants")
        #expect(response.status == 200)
        for item in try CatalogAPI.object(response)["items"] as? [CatalogAPI.Object] ?? [] {
            #expect(Set(item.keys) == Self.summaryKeys)
        }
        let items = try response.decoded(Page<RestaurantSummary>.self).items
        #expect(items.count == 2 && items.allSatisfy { $0.distanceKm == nil && $0.deliveryFee == 199 })
        #expect(String(decoding: response.body, as: UTF8.self).contains("\"distanceKm\":null"))
    }

    @Test(arguments: [
        ("lat=37.78", "lon"), ("lon=-122.4", "lat"), ("lat=abc&lon=-122.4", "lat"), ("lat=37.78&lon=abc", "lon"),
        ("lat=91&lon=0", "lat"), ("lat=0&lon=-180.5", "lon"), ("limit=0", "limit"), ("limit=101", "limit"),
        ("limit=ten", "limit"), ("limit=2.5", "limit"), ("sort=nearest", "sort"), ("diet=paleo", "diet"),
        ("category=Bad%20Slug!", "category"), ("category=BOWLS", "category"), ("cursor=zzz", "cursor"),
        ("cursor=o-1", "cursor"),
    ])
    func aBadQueryValueIs400NamingTheParameter(query: String, parameter: String) throws {
        let app = try TestApp()
        let response = app.send(.get, "/api/v1/restaurants?\(query)")
        #expect(response.status == 400, "\(query)")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "invalid_query")
        #expect(problem.fields == [parameter], "\(query)")
    }

    @Test(arguments: [
        "limit=1", "limit=100", "sort=popular", "sort=rating", "diet=gluten_free", "category=juices-smoothies",
    ])
    func goodQueryValuesAreAccepted(query: String) throws {
        let app = try TestApp()
        #expect(app.send(.get, "/api/v1/restaurants?\(query)").status == 200, "\(query)")
    }

    @Test func categoryAndDietFilterTheList() throws {
        let app = try TestApp()
        var soup = CatalogAPI.dish("Lentil Soup")
        soup["diets"] = ["gluten_free"]
        try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant("Bowl Place", categories: ["bowls"]),
                CatalogAPI.restaurant(
                    "Soup Place", categories: ["soups"], menu: [["section": "Soups", "dishes": [soup]]]),
            ])
        func names(_ query: String) throws -> [String] {
            try app.send(.get, "/api/v1/restaurants?\(query)").decoded(Page<RestaurantSummary>.self).items.map(\.name)
        }
        #expect(try names("category=soups") == ["Soup Place"])
        #expect(try names("diet=vegan") == ["Bowl Place"])
        #expect(try names("diet=gluten_free&\(Self.near)") == ["Soup Place"])
        #expect(try names("category=salads").isEmpty)
    }

    @Test func pagesOfTwoFollowTheCursorToTheEnd() throws {
        let app = try TestApp()
        try CatalogAPI.seed(app, (1...5).map { CatalogAPI.restaurant("Place \($0)", northKm: Double($0) / 2) })
        var names: [String] = []
        var sizes: [Int] = []
        var cursors: [String?] = []
        var target = "/api/v1/restaurants?\(Self.near)&sort=distance&limit=2"
        for _ in 0..<3 {
            let response = app.send(.get, target)
            try #require(response.status == 200)
            let page: Page<RestaurantSummary> = try response.decoded()
            names += page.items.map(\.name)
            sizes.append(page.items.count)
            let cursor = page.nextCursor
            cursors.append(cursor)
            guard let cursor else { break }
            target = "/api/v1/restaurants?\(Self.near)&sort=distance&limit=2&cursor=\(cursor)"
        }
        #expect(sizes == [2, 2, 1])
        #expect(cursors.map { $0 != nil } == [true, true, false])
        #expect(names == (1...5).map { "Place \($0)" })
    }

    @Test func theDefaultPageSizeIsTwenty() throws {
        let app = try TestApp()
        try CatalogAPI.seed(app, (1...21).map { CatalogAPI.restaurant("Place \($0)") })
        let page: Page<RestaurantSummary> = try app.send(.get, "/api/v1/restaurants").decoded()
        #expect(page.items.count == 20 && page.nextCursor != nil)
    }

    /// Lists are written by a hand-made JSON writer; they must be byte for byte what `JSONEncoder` writes.
    @Test func listBytesAreWhatJSONEncoderWrites() throws {
        let app = try TestApp()
        try CatalogAPI.seed(
            app,
            [
                CatalogAPI.restaurant("Café \"Quote\" & <Co>", northKm: 1, categories: ["bowls", "salads"]),
                CatalogAPI.restaurant("Second Place", northKm: 2.345),
            ])
        for path in ["/api/v1/restaurants?\(Self.near)&limit=1", "/api/v1/restaurants?sort=rating"] {
            let body = app.send(.get, path).body
            let page = try JSONCoding.decode(Page<RestaurantSummary>.self, from: Data(body))
            #expect(
                String(decoding: body, as: UTF8.self) == String(decoding: try JSONCoding.encode(page), as: UTF8.self))
        }
    }
}
