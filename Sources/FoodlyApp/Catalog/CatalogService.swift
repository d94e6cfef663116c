import FoodlyCore
import FoodlyStore
import Foundation

/// Importing restaurants and browsing the catalog.
public struct CatalogService: Sendable {
    private let environment: AppEnvironment
    private let store: any CatalogStore

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.store = SQLCatalogStore(database: environment.database)
    }

    /// Validates restaurants in the import format (one object or a list) and stores them all, or none.
    public func importRestaurants(_ json: JSONValue) throws -> [ID<Restaurant>] {
        let restaurants = try RestaurantImporter.restaurants(from: json)
        return try store.insert(restaurants, makeID: environment.makeID, at: environment.clock.now())
    }

    /// Category slugs in use, with names for people.
    public func categories() throws -> [(slug: String, name: String)] {
        try store.categories().map { ($0.slug, CatalogService.categoryName($0.slug)) }
    }

    /// One page of restaurants and whether more follow.
    public func restaurants(_ query: RestaurantQuery) throws -> (items: [RestaurantListing], hasMore: Bool) {
        let now = environment.clock.now()
        var listings = try candidates(query)
            .compactMap { restaurant -> RestaurantListing? in
                var distance: Double?
                if let point = query.point {
                    guard restaurant.delivers(to: point) else { return nil }
                    distance = restaurant.location.distanceKm(to: point)
                }
                return RestaurantListing(
                    restaurant: restaurant, distanceKm: distance,
                    deliveryFee: restaurant.fees.fee(distanceKm: distance ?? 0),
                    eta: restaurant.etaMinutes(to: query.point), isOpen: restaurant.isOpen(at: now))
            }
        listings.sort(by: CatalogService.ordering(query.sort))
        let page = listings.dropFirst(query.offset).prefix(query.limit)
        return (Array(page), query.offset + page.count < listings.count)
    }

    /// Restaurants whose area box holds the point; near the antimeridian the boxes are also searched at ±360°.
    private func candidates(_ query: RestaurantQuery) throws -> [Restaurant] {
        var points = [query.point]
        if let point = query.point, abs(point.longitude) > 170 {
            let shifted = point.longitude + (point.longitude > 0 ? -360 : 360)
            points.append(GeoPoint(latitude: point.latitude, longitude: shifted))
        }
        var seen = Set<ID<Restaurant>>()
        return try points.flatMap { point in
            try store.restaurants(near: point, category: query.category, diet: query.diet)
        }.filter { seen.insert($0.id).inserted }
    }

    /// A restaurant with its dishes in menu order, seen from `point`; nil when unknown.
    public func restaurant(_ id: ID<Restaurant>, from point: GeoPoint?) throws -> (RestaurantListing, [Dish])? {
        guard let restaurant = try store.restaurant(id: id) else { return nil }
        let distance = point.map { restaurant.location.distanceKm(to: $0) }
        let listing = RestaurantListing(
            restaurant: restaurant, distanceKm: distance, deliveryFee: restaurant.fees.fee(distanceKm: distance ?? 0),
            eta: restaurant.etaMinutes(to: point), isOpen: restaurant.isOpen(at: environment.clock.now()))
        return (listing, try store.dishes(restaurantID: id))
    }

    /// The number of restaurants in the catalog.
    public func restaurantCount() throws -> Int {
        try store.restaurantCount()
    }

    /// The name of a category slug for people: "juices-smoothies" → "Juices & smoothies".
    public static func categoryName(_ slug: String) -> String {
        let text = slug == "juices-smoothies" ? "juices & smoothies" : slug.replacingOccurrences(of: "-", with: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func ordering(_ sort: RestaurantSort) -> (RestaurantListing, RestaurantListing) -> Bool {
        switch sort {
        case .distance:
            return { ($0.distanceKm ?? 0, $0.restaurant.name) < ($1.distanceKm ?? 0, $1.restaurant.name) }
        case .rating:
            return { ($0.restaurant.rating ?? 0, $1.restaurant.name) > ($1.restaurant.rating ?? 0, $0.restaurant.name) }
        case .popular:
            return { lhs, rhs in
                if lhs.isOpen != rhs.isOpen { return lhs.isOpen }
                if lhs.restaurant.ratingCount != rhs.restaurant.ratingCount {
                    return lhs.restaurant.ratingCount > rhs.restaurant.ratingCount
                }
                if lhs.restaurant.nutriGrade != rhs.restaurant.nutriGrade {
                    return lhs.restaurant.nutriGrade < rhs.restaurant.nutriGrade
                }
                return (lhs.distanceKm ?? 0, lhs.restaurant.name) < (rhs.distanceKm ?? 0, rhs.restaurant.name)
            }
        }
    }
}
