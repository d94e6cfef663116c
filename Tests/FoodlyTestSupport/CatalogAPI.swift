import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// Shared helpers of the catalog API tests: restaurants in the import format, seeding, tokens, bodies.
public enum CatalogAPI {
    /// A JSON object as `JSONSerialization` reads it.
    public typealias Object = [String: Any]

    /// A JSON content type.
    public static let json: HTTPHeaders = ["Content-Type": "application/json"]
    /// Union Square, San Francisco.
    public static let customer = (latitude: 37.7880, longitude: -122.4075)

    /// Headers with a bearer token and a JSON content type.
    public static func bearer(_ token: String) -> HTTPHeaders {
        ["Content-Type": "application/json", "Authorization": "Bearer \(token)"]
    }

    /// A JSON text from a JSON object or array.
    public static func body(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The JSON object of a response body.
    public static func object(_ response: Response) throws -> Object {
        guard let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? Object else {
            throw FixtureError("not a JSON object: \(String(decoding: response.body, as: UTF8.self))")
        }
        return object
    }

    /// The problem `code` and the `field` of each of its `errors`, read as the SDK reads a problem (a body that is
    /// no problem+json `Problem` fails the test).
    public static func problem(_ response: Response) throws -> (code: String?, fields: [String]) {
        let problem = try response.decoded(Problem.self)
        return (problem.code, (problem.errors ?? []).map(\.field))
    }

    /// A 100 g dish in the import format: a lentil salad (A) or, with `fried`, churros (E).
    public static func dish(_ name: String, fried: Bool = false) -> Object {
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
    public static func restaurant(
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
    public static func seed(_ app: TestApp, _ restaurants: [Object]) throws -> [String] {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(body(restaurants).utf8))
        return try CatalogService(environment: app.environment).importRestaurants(value, by: .commandLine).map(
            \.rawValue)
    }

    /// The number of stored restaurants.
    public static func restaurantCount(_ app: TestApp) throws -> Int {
        try CatalogService(environment: app.environment).restaurantCount()
    }

    /// A signed-in account's bearer token.
    public static func token(_ app: TestApp, role: Role) throws -> String {
        let registration = Registration(
            fullName: "Ada \(role.rawValue.capitalized)", email: "\(role.rawValue)@example.com", password: "abcdef1!")
        return try AccountService(environment: app.environment).register(registration, role: role, signIn: true).token
    }
}
