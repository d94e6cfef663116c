import FoodlyCore
import FoodlyStore
import Foundation

/// Finds restaurants and dishes by name, cuisine, category and description, tolerant of prefixes, accents and
/// small typos (`SearchIndex`), over the in-memory catalog, which follows every catalog change.
public struct SearchService: Sendable {
    private let environment: AppEnvironment
    private let catalog: CatalogService

    /// Results considered for another order than relevance (lighter first, a restaurant order): the most relevant
    /// this many, then sorted.
    static let lighterFirstPool = 200

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.catalog = CatalogService(environment: environment)
    }

    /// Whether `slug` is a category some restaurant is in; refused with `OtherRegion` first for a point another
    /// region's server serves (whose categories this process may not hold).
    public func isKnownCategory(_ slug: String, near point: GeoPoint? = nil) throws -> Bool {
        try catalog.snapshot(about: point).categories.contains { $0.slug == slug }
    }

    /// Restaurants and dishes for `query`; unavailable dishes are never found. Blank words with a filter list
    /// everything the filters let through, nearest restaurants first (dishes lightest first with `lighterFirst`).
    /// Refused with `OtherRegion` for a point another region's server serves.
    public func search(_ query: SearchQuery) throws -> SearchResults {
        let snapshot = try catalog.snapshot(about: query.point)
        if query.text.allSatisfy(\.isWhitespace) { return browse(query, snapshot) }
        let now = environment.clock.now()
        /// With a point, the restaurants that deliver there and pass the category and pickup filters, found once through the delivery
        /// areas (a common word matches dishes all over the catalog: each is then one bit to test), with their km.
        let nearby = query.point.map { point in
            NearbyRestaurants(snapshot, point: point) { number in
                query.admits(snapshot.restaurants[number])
            }
        }
        /// Km from the customer to a restaurant that passes (0 without a point).
        func distance(_ restaurant: Int) -> Double {
            nearby?.distanceKm(restaurant) ?? 0
        }
        /// Whether a restaurant passes the location, category and pickup filters.
        func restaurantPasses(_ restaurant: Int) -> Bool {
            if let nearby { return nearby.contains(restaurant) }
            return query.admits(snapshot.restaurants[restaurant])
        }
        func order(_ restaurant: Int) -> (UInt64, UInt64)? {
            SearchService.place(of: restaurant, distanceKm: distance(restaurant), in: query, snapshot)
        }
        let reordered = query.lighterFirst || query.restaurantOrder != nil
        let pool = reordered ? max(query.limit, SearchService.lighterFirstPool) : query.limit
        var restaurantHits = snapshot.search.search(
            query.text, limit: query.restaurantOrder == nil ? query.limit : pool, kind: .restaurant,
            filter: { number in
                let keys = snapshot.keys[number]
                return restaurantPasses(number) && (query.diet.map { keys.diets.contains($0) } ?? true)
                    && (query.maxKcal.map { keys.minKcal <= $0 } ?? true)
            },
            distance: query.point == nil ? nil : { distance($0) })
        let dishHits = snapshot.search.search(
            query.text, limit: pool, kind: .dish,
            filter: { id in
                let (owner, place) = CatalogSearch.dish(document: id)
                // The restaurant first: with a point, one bit rules out the dishes of every other one.
                guard restaurantPasses(owner) else { return false }
                let menu = snapshot.menus[owner]
                return menu.offers(place, diet: query.diet, maxKcal: query.maxKcal, maxSpicy: query.maxSpicy)
            },
            distance: query.point == nil ? nil : { distance(CatalogSearch.dish(document: $0).restaurant) })
        var dishes = dishHits.map { CatalogSearch.dish(document: $0.id) }
        if query.restaurantOrder != nil {
            // Stable: within one restaurant's place, the most relevant first.
            restaurantHits = restaurantHits.enumerated().sorted { lhs, rhs in
                let (left, right) = (order(lhs.element.id)!, order(rhs.element.id)!)
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element).prefix(query.limit).map { $0 }
            dishes = dishes.enumerated().sorted { lhs, rhs in
                let (left, right) = (order(lhs.element.restaurant)!, order(rhs.element.restaurant)!)
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element).prefix(query.limit).map { $0 }
        } else if query.lighterFirst {
            // Stable: equally light dishes keep their relevance order.
            func kcal(_ dish: (restaurant: Int, place: Int)) -> Double {
                snapshot.menus[dish.restaurant].dishes.kcal(at: dish.place)
            }
            dishes = dishes.enumerated().sorted { lhs, rhs in
                let (left, right) = (kcal(lhs.element), kcal(rhs.element))
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element).prefix(query.limit).map { $0 }
        }
        return SearchResults(
            restaurants: restaurantHits.map {
                CatalogService.listing(snapshot.restaurants[$0.id], from: query.point, at: now)
            },
            dishes: dishes.map { dish in
                SearchResults.DishResult(
                    dish: snapshot.menus[dish.restaurant].dishes[dish.place],
                    restaurant: CatalogService.listing(
                        snapshot.restaurants[dish.restaurant], from: query.point, at: now))
            })
    }

    /// A restaurant's place in the query's restaurant order (smaller first, as lists rank it: ``RestaurantRank``);
    /// nil when the query has none.
    private static func place(
        of restaurant: Int, distanceKm: Double, in query: SearchQuery, _ snapshot: CatalogSnapshot
    ) -> (UInt64, UInt64)? {
        query.restaurantOrder.map {
            RestaurantRank(
                number: restaurant, isOpen: true, distanceKm: distanceKm, keys: snapshot.keys[restaurant],
                fees: snapshot.deliveryFees(restaurant, at: query.point), sort: $0
            ).order
        }
    }

    /// What the filters of a query without words let through: restaurants nearest first (or in the query's
    /// restaurant order), then their dishes.
    private func browse(_ query: SearchQuery, _ snapshot: CatalogSnapshot) -> SearchResults {
        let now = environment.clock.now()
        let origin = query.point.map(GreatCirclePoint.init)
        let nearby = snapshot.restaurants.indices.compactMap { number -> (Int, Double)? in
            var km = 0.0
            if let origin, let point = query.point {
                guard let distance = snapshot.deliveryDistance(number, from: origin, at: point) else { return nil }
                km = distance
            }
            guard query.admits(snapshot.restaurants[number]) else { return nil }
            return (number, km)
        }.sorted { lhs, rhs in
            let (left, right) = (
                SearchService.place(of: lhs.0, distanceKm: lhs.1, in: query, snapshot),
                SearchService.place(of: rhs.0, distanceKm: rhs.1, in: query, snapshot)
            )
            if let left, let right, left != right { return left < right }
            return lhs.1 != rhs.1 ? lhs.1 < rhs.1 : lhs.0 < rhs.0
        }.map(\.0)
        let restaurants = nearby.filter { number in
            let keys = snapshot.keys[number]
            return (query.diet.map { keys.diets.contains($0) } ?? true)
                && (query.maxKcal.map { keys.minKcal <= $0 } ?? true)
        }
        // Dishes of the nearby restaurants, nearest (or first in the restaurant order) first, in menu order (lightest
        // first when asked).
        var dishes: [(rank: Int, place: Int, kcal: Double, restaurant: Int)] = []
        for (rank, number) in nearby.enumerated() {
            let menu = snapshot.menus[number]
            for place in menu.dishes.indices
            where menu.offers(place, diet: query.diet, maxKcal: query.maxKcal, maxSpicy: query.maxSpicy) {
                dishes.append((rank, place, menu.dishes.kcal(at: place), number))
            }
        }
        if query.lighterFirst {
            dishes.sort { lhs, rhs in
                lhs.kcal != rhs.kcal ? lhs.kcal < rhs.kcal : (lhs.rank, lhs.place) < (rhs.rank, rhs.place)
            }
        }
        return SearchResults(
            restaurants: restaurants.prefix(query.limit).map {
                CatalogService.listing(snapshot.restaurants[$0], from: query.point, at: now)
            },
            dishes: dishes.prefix(query.limit).map { entry in
                SearchResults.DishResult(
                    dish: snapshot.menus[entry.restaurant].dishes[entry.place],
                    restaurant: CatalogService.listing(
                        snapshot.restaurants[entry.restaurant], from: query.point, at: now))
            })
    }
}
