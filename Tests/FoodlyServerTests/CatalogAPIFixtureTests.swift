import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

/// Shared helpers of the catalog API tests: restaurants in the import format, seeding, tokens, bodies.
enum CatalogAPI {
    typealias Object = [String: Any]

    static let json: HTTPHeaders = ["Content-Type": "application/json"]
    /// Union Square, San Francisco.
    static let customer = (latitude: 37.7880, longitude: -122.4075)

    /// Headers with a bearer token and a JSON content type.
    static func bearer(_ token: String) -> HTTPHeaders {
        ["Content-Type": "application/json", "Authorization": "Bearer \(token)"]
    }

    /// A JSON text from a JSON object or array.
    static func body(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The JSON object of a response body.
    static func object(_ response: Response) throws -> Object {
        try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? Object,
            "\(String(decoding: response.body, as: UTF8.self))")
    }

    /// The problem `code` and the `field` of each of its `errors`.
    static func problem(_ response: Response) throws -> (code: String?, fields: [String]) {
        let object = try object(response)
        let errors = object["errors"] as? [Object] ?? []
        return (object["code"] as? String, errors.compactMap { $0["field"] as? String })
    }

    /// A 100 g dish in the import format: a lentil salad (A) or, with `fried`, churros (E).
    static func dish(_ name: String, fried: Bool = false) -> Object {
        let nutrition: Object =
            fried
            ? [
                "kcal": 450, "proteinG": 5, "carbsG": 50, "sugarsG": 30, "fatG": 25, "saturatedFatG": 9.5,
                "fiberG": 2, "saltG": 0.5, "fruitVegLegumePercent": 0,
            ]
            : [
                "kcal": 120, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5,
                "fiberG": 6, "saltG": 0.3, "fruitVegLegumePercent": 70,
            ]
        return [
            "name": name, "description": "\(name), made today.", "price": 1250, "portionGrams": 100,
            "nutrition": nutrition, "allergens": ["sesame"], "diets": ["vegan"], "available": true,
        ]
    }

    /// A valid restaurant, open around the clock, `northKm` north of the customer.
    static func restaurant(
        _ name: String, northKm: Double = 1, radiusKm: Double = 5, categories: [String] = ["bowls"],
        menu: [Object]? = nil
    ) -> Object {
        let hours = Dictionary(uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [["00:00", "24:00"]]) })
        return [
            "name": name, "cuisine": "Bowls", "description": "Bowls and salads.", "phone": "+14155550100",
            "categories": categories, "imageUrl": NSNull(),
            "location": [
                "address": "\(name) St", "latitude": customer.latitude + northKm / 111.195,
                "longitude": customer.longitude,
            ],
            "deliveryRadiusKm": radiusKm, "timeZone": "America/Los_Angeles", "prepMinutes": 15,
            "openingHours": hours,
            "fees": ["deliveryBase": 199, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000],
            "taxRateBps": 863,
            "menu": menu ?? [["section": "Bowls", "dishes": [dish("\(name) Bowl"), dish("\(name) Salad")]]],
        ]
    }

    /// Imports restaurants straight through the catalog service; returns their ids.
    @discardableResult
    static func seed(_ app: TestApp, _ restaurants: [Object]) throws -> [String] {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(body(restaurants).utf8))
        return try CatalogService(environment: app.environment).importRestaurants(value, by: .commandLine).map(
            \.rawValue)
    }

    /// The number of stored restaurants.
    static func restaurantCount(_ app: TestApp) throws -> Int {
        try CatalogService(environment: app.environment).restaurantCount()
    }

    /// A signed-in account's bearer token.
    static func token(_ app: TestApp, role: Role) throws -> String {
        let registration = Registration(
            fullName: "Ada \(role.rawValue.capitalized)", email: "\(role.rawValue)@example.com", password: "abcdef1!")
        return try AccountService(environment: app.environment).register(registration, role: role, signIn: true).token
    }
}

@Suite("Catalog API fixture")
struct CatalogAPIFixtureTests {
    @Test func theFixtureRestaurantsImport() throws {
        let app = try TestApp()
        let ids = try CatalogAPI.seed(app, [CatalogAPI.restaurant("Alpha"), CatalogAPI.restaurant("Beta")])
        #expect(ids.count == 2)
        #expect(try CatalogAPI.restaurantCount(app) == 2)
        #expect(try CatalogAPI.token(app, role: .admin).count >= 43)
    }
}
