import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Importing restaurants and browsing the catalog.
public struct CatalogService: Sendable {
    private let environment: AppEnvironment
    private let store: any CatalogStore

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.store = SQLCatalogStore(database: environment.database, regions: environment.regions)
    }

    /// Validates restaurants in the import format (one object or a list) and stores them all, or none; each imported
    /// restaurant is an entry of the audit log as `actor`'s, written in the same transaction.
    public func importRestaurants(_ json: JSONValue, by actor: AuditEntry.Actor) throws -> [ID<Restaurant>] {
        let restaurants = try RestaurantImporter.restaurants(from: json)
        let now = environment.clock.now()
        let ids = try environment.database.write { connection in
            let ids = try SQLCatalogStore.insert(restaurants, makeID: environment.makeID, at: now, on: connection)
            for (id, restaurant) in zip(ids, restaurants) {
                try environment.audit(
                    .restaurantImported, by: actor, on: .restaurant(id, name: restaurant.name), restaurant: id,
                    after: [
                        "name": restaurant.name, "region": restaurant.region,
                        "dishes": String(restaurant.menu.reduce(0) { $0 + $1.dishes.count }),
                    ], at: now, connection)
            }
            return ids
        }
        try environment.catalogCache.catchUp(store)
        return ids
    }

    /// Applies catalog changes other processes commit as soon as they are told (PostgreSQL), until the listener is
    /// stopped; nil when the database is this process's alone.
    public func followChanges() -> (any BroadcastListener)? {
        environment.catalogCache.follow(store, broadcast: environment.database.broadcast)
    }

    /// Category slugs in use, with names for people.
    public func categories() throws -> [(slug: String, name: String)] {
        try snapshot().categories.map { ($0.slug, CatalogService.categoryName($0.slug)) }
    }

    /// The in-memory catalog at the store's current version.
    func snapshot() throws -> CatalogSnapshot {
        try environment.catalogCache.snapshot(store)
    }

    /// The in-memory catalog, for a request about `point`: refused with `OtherRegion` when this process holds only
    /// some regions, none of its restaurants delivers to the point and another region's do.
    func snapshot(about point: GeoPoint?) throws -> CatalogSnapshot {
        let snapshot = try snapshot()
        if let point, let regions = environment.regions, !snapshot.delivers(to: point),
            let other = try environment.otherRegions.region(
                serving: point, store: store, now: environment.clock.now())
        {
            throw OtherRegion.point(servedBy: other, served: regions)
        }
        return snapshot
    }

    /// One page of restaurants for `query`.
    public func restaurants(_ query: RestaurantQuery) throws -> RestaurantListPage {
        let snapshot = try snapshot(about: query.point)
        let now = environment.clock.now()
        let (first, total) = snapshot.ranked(query, first: query.offset + query.limit, at: now)
        let page = first.dropFirst(query.offset)
        let entries = page.map { rank in
            // From the restaurant's flat keys, next to each other in memory.
            let keys = snapshot.keys[rank.number]
            let distance = query.point == nil ? nil : rank.distanceKm
            let fees = snapshot.deliveryFees(rank.number, at: query.point)
            return RestaurantListPage.Entry(
                number: rank.number, distanceKm: distance, deliveryFee: fees.fee(distanceKm: distance ?? 0),
                minimumOrder: fees.minimumOrder,
                eta: Restaurant.etaMinutes(prepMinutes: keys.prepMinutes, distanceKm: distance), isOpen: rank.isOpen,
                closed: rank.isOpen ? nil : ClosedState(snapshot.restaurants[rank.number], at: now))
        }
        return RestaurantListPage(snapshot: snapshot, entries: entries, hasMore: query.offset + page.count < total)
    }

    /// For each point, whether any restaurant delivers there (one snapshot for all).
    public func delivered(to points: [GeoPoint]) throws -> [Bool] {
        let snapshot = try snapshot()
        let now = environment.clock.now()
        return points.map { snapshot.ranked(RestaurantQuery(point: $0, limit: 1), first: 1, at: now).total > 0 }
    }

    /// A restaurant as seen from `point` at `instant`.
    static func listing(_ restaurant: Restaurant, from point: GeoPoint?, at instant: Date) -> RestaurantListing {
        let distance = point.map { restaurant.location.distanceKm(to: $0) }
        let fees = restaurant.fees(at: point)
        return RestaurantListing(
            restaurant: restaurant, distanceKm: distance, deliveryFee: fees.fee(distanceKm: distance ?? 0),
            minimumOrder: fees.minimumOrder,
            eta: restaurant.etaMinutes(distanceKm: distance), isOpen: restaurant.isOpen(at: instant),
            closed: ClosedState(restaurant, at: instant))
    }

    /// A restaurant with its dishes in menu order, seen from `point`; nil when unknown.
    public func restaurant(_ id: ID<Restaurant>, from point: GeoPoint?) throws -> (RestaurantListing, [Dish])? {
        try page(of: id, from: point).map { ($0.listing, Array($0.dishes)) }
    }

    /// A restaurant's page, seen from `point`, from the in-memory catalog (the store is asked only where the
    /// restaurant is in it); nil when unknown or when its menu has no dish (`RestaurantMenu.isListed`); refused with
    /// `OtherRegion` when in a region this process does not hold.
    public func page(of id: ID<Restaurant>, from point: GeoPoint?) throws -> CatalogRestaurant? {
        let snapshot = try snapshot()
        guard let key = try store.areaKey(of: id) else { return nil }
        let now = environment.clock.now()
        guard let number = snapshot.number(areaKey: key), snapshot.restaurants[number].id == id else {
            // Added after the snapshot's version was read (or the database was replaced meanwhile).
            guard let restaurant = try store.restaurant(id: id) else { return nil }
            if let regions = environment.regions, !regions.contains(restaurant.region) {
                throw OtherRegion.restaurant(in: restaurant.region, served: regions)
            }
            let dishes = try store.dishes(restaurantID: id)
            let menu = RestaurantMenu(dishes, of: restaurant)
            guard menu.isListed else { return nil }
            return CatalogRestaurant(
                listing: CatalogService.listing(restaurant, from: point, at: now), dishes: menu.dishes, number: nil,
                revision: 0)
        }
        guard snapshot.menus[number].isListed else { return nil }
        return CatalogRestaurant(
            listing: CatalogService.listing(snapshot.restaurants[number], from: point, at: now),
            dishes: snapshot.menus[number].dishes, number: number, revision: snapshot.keys[number].revision)
    }

    /// A restaurant with its dishes as the store holds them now, in any region (what an import answers with); nil
    /// when unknown.
    public func storedRestaurant(_ id: ID<Restaurant>) throws -> (RestaurantListing, [Dish])? {
        guard let restaurant = try store.restaurant(id: id) else { return nil }
        return (
            CatalogService.listing(restaurant, from: nil, at: environment.clock.now()),
            try store.dishes(restaurantID: id)
        )
    }

    /// A dish and the restaurant that makes it; nil when unknown or when customers do not see its restaurant
    /// (suspended: its menu, which holds this dish, is not empty).
    public func dish(_ id: ID<Dish>) throws -> (dish: Dish, restaurant: Restaurant)? {
        try environment.database.read { connection in
            let queries = CatalogQueries(connection)
            guard let dish = try queries.dishes(ids: [id], includingArchived: false)[id],
                let restaurant = try queries.restaurant(id: dish.restaurantID),
                RestaurantStanding.listing(restaurant, dishCount: 1) == .listed
            else { return nil }
            return (dish, restaurant)
        }
    }

    /// Marks a dish available or not; lists and search follow at once. False when there is no such dish.
    @discardableResult
    public func setDishAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool {
        guard try store.setAvailable(available, dishID: dishID) else { return false }
        try environment.catalogCache.catchUp(store)
        return true
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
