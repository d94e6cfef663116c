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

    /// Restaurants and dishes for `query`; unavailable dishes are never found. Blank words with a filter list
    /// everything the filters let through, nearest restaurants first (dishes lightest first with `lighterFirst`).
    public func search(_ query: SearchQuery) throws -> SearchResults {
        let snapshot = try catalog.snapshot()
        if query.text.allSatisfy(\.isWhitespace) { return browse(query, snapshot) }
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

    /// What the filters of a query without words let through: restaurants nearest first, then their dishes.
    private func browse(_ query: SearchQuery, _ snapshot: CatalogSnapshot) -> SearchResults {
        let now = environment.clock.now()
        let origin = query.point.map(GreatCirclePoint.init)
        let nearby = snapshot.restaurants.indices.compactMap { number -> (Int, Double)? in
            let km = origin.map { $0.distanceKm(to: snapshot.keys[number].place) } ?? 0
            guard origin == nil || km <= snapshot.keys[number].radiusKm,
                query.category.map({ snapshot.restaurants[number].categories.contains($0) }) ?? true
            else { return nil }
            return (number, km)
        }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
        let restaurants = nearby.filter { number in
            (query.diet.map { snapshot.restaurantDiets[number].contains($0) } ?? true)
                && (query.maxKcal.map { snapshot.restaurantMinKcal[number] <= $0 } ?? true)
        }
        let owners = Set(nearby)
        var dishes = snapshot.dishes.indices.filter { number in
            let dish = snapshot.dishes[number]
            return dish.available && owners.contains(Int(snapshot.dishRestaurant[number]))
                && (query.diet.map { snapshot.dishDiets[number].contains($0) } ?? true)
                && (query.maxKcal.map { dish.nutrition.kcal <= $0 } ?? true)
        }
        let rank = Dictionary(uniqueKeysWithValues: nearby.enumerated().map { ($1, $0) })
        dishes.sort { lhs, rhs in
            if query.lighterFirst, snapshot.dishes[lhs].nutrition.kcal != snapshot.dishes[rhs].nutrition.kcal {
                return snapshot.dishes[lhs].nutrition.kcal < snapshot.dishes[rhs].nutrition.kcal
            }
            let left = rank[Int(snapshot.dishRestaurant[lhs])] ?? 0
            let right = rank[Int(snapshot.dishRestaurant[rhs])] ?? 0
            return left != right ? left < right : lhs < rhs
        }
        return SearchResults(
            restaurants: restaurants.prefix(query.limit).map {
                CatalogService.listing(snapshot.restaurants[$0], from: query.point, at: now)
            },
            dishes: dishes.prefix(query.limit).map { number in
                SearchResults.DishResult(
                    dish: snapshot.dishes[number],
                    restaurant: CatalogService.listing(
                        snapshot.restaurants[Int(snapshot.dishRestaurant[number])], from: query.point, at: now))
            })
    }
}
