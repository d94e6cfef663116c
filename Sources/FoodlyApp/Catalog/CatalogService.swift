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
        try snapshot().categories.map { ($0.slug, CatalogService.categoryName($0.slug)) }
    }

    /// The in-memory catalog at the store's current version.
    func snapshot() throws -> CatalogSnapshot {
        try environment.catalogCache.snapshot(store)
    }

    /// One page of restaurants, whether more follow, and the catalog version they come from (for caches of
    /// what is derived from restaurants).
    public func restaurants(_ query: RestaurantQuery) throws -> (
        items: [RestaurantListing], hasMore: Bool, version: Int
    ) {
        let snapshot = try snapshot()
        let now = environment.clock.now()
        let numbers = snapshot.restaurantNumbers(near: query.point, category: query.category, diet: query.diet)
        let ranks = snapshot.ranks(numbers, from: query.point, at: now).sorted(by: RestaurantRank.ordering(query.sort))
        let page = ranks.dropFirst(query.offset).prefix(query.limit)
        let items = page.map {
            CatalogService.listing(snapshot.restaurants[$0.number], from: query.point, isOpen: $0.isOpen)
        }
        return (items, query.offset + page.count < ranks.count, snapshot.version)
    }

    /// A restaurant as seen from `point` at `instant`.
    static func listing(_ restaurant: Restaurant, from point: GeoPoint?, at instant: Date) -> RestaurantListing {
        listing(restaurant, from: point, isOpen: restaurant.isOpen(at: instant))
    }

    /// A restaurant as seen from `point`, its open state already known (lists work it out once per request).
    static func listing(_ restaurant: Restaurant, from point: GeoPoint?, isOpen: Bool) -> RestaurantListing {
        let distance = point.map { restaurant.location.distanceKm(to: $0) }
        return RestaurantListing(
            restaurant: restaurant, distanceKm: distance, deliveryFee: restaurant.fees.fee(distanceKm: distance ?? 0),
            eta: restaurant.etaMinutes(to: point), isOpen: isOpen)
    }

    /// A restaurant with its dishes in menu order, seen from `point`; nil when unknown.
    public func restaurant(_ id: ID<Restaurant>, from point: GeoPoint?) throws -> (RestaurantListing, [Dish])? {
        guard let restaurant = try store.restaurant(id: id) else { return nil }
        let listing = CatalogService.listing(restaurant, from: point, at: environment.clock.now())
        return (listing, try store.dishes(restaurantID: id))
    }

    /// Marks a dish available or not; lists and search follow at once. False when there is no such dish.
    @discardableResult
    public func setDishAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool {
        try store.setAvailable(available, dishID: dishID)
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
}
