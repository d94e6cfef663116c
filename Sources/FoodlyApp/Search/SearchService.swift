import FoodlyCore
import FoodlyStore
import Foundation

/// Finds restaurants and dishes by name, cuisine, category and description, tolerant of prefixes, accents and
/// small typos (`SearchIndex`), over the in-memory catalog, which follows every catalog change.
public struct SearchService: Sendable {
    private let environment: AppEnvironment
    private let catalog: CatalogService

    /// Dishes considered for lighter-first ordering: the most relevant this many, then sorted by kcal.
    static let lighterFirstPool = 200

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.catalog = CatalogService(environment: environment)
    }

    /// Whether `slug` is a category some restaurant is in.
    public func isKnownCategory(_ slug: String) throws -> Bool {
        try catalog.snapshot().categories.contains { $0.slug == slug }
    }

    /// Restaurants and dishes for `query`; unavailable dishes are never found.
    public func search(_ query: SearchQuery) throws -> SearchResults {
        let snapshot = try catalog.snapshot()
        let now = environment.clock.now()
        let restaurantCount = snapshot.restaurants.count
        var distances: [Int: Double] = [:]
        let origin = query.point.map(GreatCirclePoint.init)
        /// Km from the customer to a restaurant (0 without a point), worked out once per restaurant.
        func distance(_ restaurant: Int) -> Double {
            guard let origin else { return 0 }
            if let known = distances[restaurant] { return known }
            let km = origin.distanceKm(to: snapshot.keys[restaurant].place)
            distances[restaurant] = km
            return km
        }
        /// Whether a restaurant passes the location and category filters.
        func restaurantPasses(_ restaurant: Int) -> Bool {
            (query.point == nil || distance(restaurant) <= snapshot.keys[restaurant].radiusKm)
                && (query.category.map { snapshot.restaurants[restaurant].categories.contains($0) } ?? true)
        }
        let restaurantHits = snapshot.searchIndex.search(
            query.text, limit: query.limit, kind: .restaurant,
            filter: { number in
                restaurantPasses(number) && (query.diet.map { snapshot.restaurantDiets[number].contains($0) } ?? true)
                    && (query.maxKcal.map { snapshot.restaurantMinKcal[number] <= $0 } ?? true)
            },
            distance: query.point == nil ? nil : { distance($0) })
        let dishHits = snapshot.searchIndex.search(
            query.text, limit: query.lighterFirst ? max(query.limit, SearchService.lighterFirstPool) : query.limit,
            kind: .dish,
            filter: { id in
                let number = id - restaurantCount
                let dish = snapshot.dishes[number]
                let owner = Int(snapshot.dishRestaurant[number])
                return dish.available && owner >= 0 && restaurantPasses(owner)
                    && (query.diet.map { snapshot.dishDiets[number].contains($0) } ?? true)
                    && (query.maxKcal.map { dish.nutrition.kcal <= $0 } ?? true)
            },
            distance: query.point == nil ? nil : { distance(Int(snapshot.dishRestaurant[$0 - restaurantCount])) })
        var dishNumbers = dishHits.map { $0.id - restaurantCount }
        if query.lighterFirst {
            // Stable: equally light dishes keep their relevance order.
            dishNumbers = dishNumbers.enumerated().sorted { lhs, rhs in
                let left = snapshot.dishes[lhs.element].nutrition.kcal
                let right = snapshot.dishes[rhs.element].nutrition.kcal
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element).prefix(query.limit).map { $0 }
        }
        return SearchResults(
            restaurants: restaurantHits.map {
                CatalogService.listing(snapshot.restaurants[$0.id], from: query.point, at: now)
            },
            dishes: dishNumbers.map { number in
                SearchResults.DishResult(
                    dish: snapshot.dishes[number],
                    restaurant: CatalogService.listing(
                        snapshot.restaurants[Int(snapshot.dishRestaurant[number])], from: query.point, at: now))
            })
    }
}
