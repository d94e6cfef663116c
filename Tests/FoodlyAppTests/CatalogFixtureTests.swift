import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A catalog over a fresh, migrated in-memory database, a still clock and restaurants built in the import format.
struct CatalogWorld {
    typealias Object = [String: Any]

    /// Friday 2027-01-15 08:00 UTC (midnight in San Francisco).
    let clock = TestClock()
    let database: any Database
    let environment: AppEnvironment
    let catalog: CatalogService

    /// The middle of San Francisco, where the customer stands unless told otherwise.
    static let customer = GeoPoint(latitude: 37.7749, longitude: -122.4194)

    init() throws {
        database = try TestDatabase.migrated()
        environment = AppEnvironment(database: database, clock: clock)
        catalog = CatalogService(environment: environment)
    }

    /// Imports restaurants and returns their ids in order.
    @discardableResult
    func add(_ restaurants: [Object]) throws -> [ID<Restaurant>] {
        try catalog.importRestaurants(try CatalogWorld.json(restaurants), by: .commandLine)
    }

    /// Gives a restaurant `count` reviews adding up to `sum` stars (a catalog change, as reviews will be).
    func rate(_ id: ID<Restaurant>, sum: Int, count: Int) throws {
        _ = try database.write { connection in
            try connection.execute(
                "UPDATE restaurants SET rating_sum = $1, rating_count = $2 WHERE id = $3",
                [.integer(Int64(sum)), .integer(Int64(count)), .text(id.rawValue)])
            try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
        }
    }

    /// The names of the listed restaurants for `query`, in order.
    func names(_ query: RestaurantQuery) throws -> [String] {
        try catalog.restaurants(query).listings.map(\.restaurant.name)
    }

    /// A 100 g lentil salad (graded A) in the import format.
    static func dish(_ name: String, diets: [String] = [], available: Bool = true) -> Object {
        [
            "name": name, "description": "", "price": 1250, "portionGrams": 100, "allergens": ["sesame"],
            "diets": diets, "available": available,
            "nutrition": [
                "kcal": 120, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5, "fiberG": 6,
                "saltG": 0.3, "fruitVegLegumePercent": 70,
            ],
        ]
    }

    /// Open around the clock every day.
    static let allDay: [String: [[String]]] = Dictionary(
        uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [["00:00", "24:00"]]) })

    /// A valid restaurant in the import format at `location`.
    static func restaurant(
        _ name: String, at location: GeoPoint = customer, radiusKm: Double = 5, categories: [String] = ["bowls"],
        hours: [String: [[String]]] = allDay, menu: [Object]? = nil
    ) -> Object {
        [
            "name": name, "cuisine": "Bowls", "description": "", "phone": "+14155550100", "categories": categories,
            "location": ["address": "\(name) St", "latitude": location.latitude, "longitude": location.longitude],
            "deliveryRadiusKm": radiusKm, "timeZone": "America/Los_Angeles", "prepMinutes": 15, "openingHours": hours,
            "fees": ["deliveryBase": 199, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000],
            "taxRateBps": 863, "menu": menu ?? [["section": "Bowls", "dishes": [dish("\(name) Bowl")]]],
        ]
    }

    /// The point `km` from `start` along the initial `bearing` (degrees clockwise from north), on a sphere.
    static func point(_ km: Double, bearing: Double, from start: GeoPoint = customer) -> GeoPoint {
        let lat1 = start.latitude * .pi / 180
        let angle = km / GeoPoint.earthRadiusKm
        let heading = bearing * .pi / 180
        let lat2 = asin(sin(lat1) * cos(angle) + cos(lat1) * sin(angle) * cos(heading))
        let lon = atan2(sin(heading) * sin(angle) * cos(lat1), cos(angle) - sin(lat1) * sin(lat2)) * 180 / .pi
        return GeoPoint(latitude: lat2 * 180 / .pi, longitude: start.longitude + lon)
    }

    /// The `JSONValue` of a JSON object or array.
    static func json(_ object: Any) throws -> JSONValue {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }
}

@Suite("Catalog fixture")
struct CatalogFixtureTests {
    @Test func theFixtureRestaurantImportsAndIsOpenAtTheTestClock() throws {
        let world = try CatalogWorld()
        let ids = try world.add([CatalogWorld.restaurant("Green Bowl")])
        #expect(ids.count == 1)
        #expect(try world.catalog.restaurantCount() == 1)
        let page = try world.catalog.restaurants(RestaurantQuery())
        #expect(page.listings.map(\.isOpen) == [true])
        #expect(abs(CatalogWorld.point(3, bearing: 77).distanceKm(to: CatalogWorld.customer) - 3) < 1e-9)
    }
}
