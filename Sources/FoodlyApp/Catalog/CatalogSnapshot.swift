import FoodlyCore
import FoodlyStore
import Foundation

/// The whole catalog in memory at one version, with the indexes that listing and search read: an area grid for
/// "who delivers here" and a full-text index over restaurants and dishes. Immutable; a newer catalog version
/// means a new snapshot (`CatalogCache`).
public struct CatalogSnapshot: Sendable {
    /// The catalog version it was built from.
    public let version: Int
    /// Every restaurant, by number.
    public let restaurants: [Restaurant]
    /// Every dish, by number (grouped by restaurant, in menu order).
    public let dishes: [Dish]
    /// The restaurant number of each dish.
    let dishRestaurant: [Int32]
    /// Diets each restaurant offers through an available dish, as `DietMask` bits.
    let restaurantDiets: [DietMask]
    /// The diets of each dish.
    let dishDiets: [DietMask]
    /// The fewest kcal of each restaurant's available dishes (infinity when it has none).
    let restaurantMinKcal: [Double]
    /// What lists filter and sort each restaurant by.
    let keys: [RestaurantKeys]
    /// The distinct time zones of the restaurants.
    let zones: [TimeZone]
    /// Category slugs in use with their restaurant counts, by slug.
    let categories: [(slug: String, restaurantCount: Int)]
    /// Who delivers where.
    let grid: AreaGrid
    /// Restaurants (ids `0..<restaurants.count`) and dishes (ids `restaurants.count + dish number`).
    let searchIndex: SearchIndex

    /// Builds the indexes over `contents`.
    public init(_ contents: CatalogContents) {
        version = contents.version
        restaurants = contents.restaurants
        dishes = contents.dishes
        var numbers: [ID<Restaurant>: Int32] = [:]
        for (number, restaurant) in restaurants.enumerated() { numbers[restaurant.id] = Int32(number) }
        dishRestaurant = dishes.map { numbers[$0.restaurantID] ?? -1 }
        dishDiets = dishes.map { DietMask($0.diets) }
        var offered = [DietMask](repeating: DietMask(), count: restaurants.count)
        for (number, dish) in dishes.enumerated() where dish.available && dishRestaurant[number] >= 0 {
            offered[Int(dishRestaurant[number])].formUnion(dishDiets[number])
        }
        restaurantDiets = offered
        var lightest = [Double](repeating: .infinity, count: restaurants.count)
        for (number, dish) in dishes.enumerated() where dish.available && dishRestaurant[number] >= 0 {
            let owner = Int(dishRestaurant[number])
            lightest[owner] = min(lightest[owner], dish.nutrition.kcal)
        }
        restaurantMinKcal = lightest
        var nameRanks = [Int32](repeating: 0, count: restaurants.count)
        let names = contents.restaurants.map(\.name)
        for (rank, number) in names.indices.sorted(by: { names[$0] < names[$1] }).enumerated() {
            nameRanks[number] = Int32(rank)
        }
        var zoneNumbers: [String: Int] = [:]
        for restaurant in restaurants where zoneNumbers[restaurant.timeZone.identifier] == nil {
            zoneNumbers[restaurant.timeZone.identifier] = zoneNumbers.count
        }
        zones = zoneNumbers.sorted { $0.value < $1.value }.map { TimeZone(identifier: $0.key) ?? .gmt }
        let grades = NutriGrade.allCases.sorted()
        keys = restaurants.enumerated().map { number, restaurant in
            RestaurantKeys(
                place: GreatCirclePoint(restaurant.location), radiusKm: restaurant.deliveryRadiusKm,
                fees: restaurant.fees, prepMinutes: restaurant.prepMinutes,
                zone: zoneNumbers[restaurant.timeZone.identifier] ?? 0, ratingCount: restaurant.ratingCount,
                rating: restaurant.rating ?? 0,
                gradeOrder: UInt64(grades.firstIndex(of: restaurant.nutriGrade) ?? 0),
                nameRank: nameRanks[number])
        }
        var counts: [String: Int] = [:]
        for restaurant in restaurants {
            for slug in Set(restaurant.categories) { counts[slug, default: 0] += 1 }
        }
        categories = counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        grid = AreaGrid(areas: restaurants.map { ($0.location, $0.deliveryRadiusKm) })
        searchIndex = SearchIndex(documents: CatalogSnapshot.searchDocuments(restaurants, dishes, dishRestaurant))
    }

    /// The first `count` of the restaurants that deliver to `query.point` (all without one), in its category and
    /// offering its diet when given, in the query's order, with their distance and whether they are open at
    /// `instant`; and how many there are in all.
    func ranked(_ query: RestaurantQuery, first count: Int, at instant: Date) -> (
        first: [RestaurantRank], total: Int
    ) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let localSeconds = zones.map { seconds + $0.secondsFromGMT(for: instant) }
        let origin = query.point.map(GreatCirclePoint.init)
        var ranks = TopRanks(count: count)
        func consider(_ number: Int) {
            let keys = keys[number]
            let distance = origin.map { $0.distanceKm(to: keys.place) } ?? 0
            guard origin == nil || distance <= keys.radiusKm,
                query.category.map({ restaurants[number].categories.contains($0) }) ?? true,
                query.diet.map({ restaurantDiets[number].contains($0) }) ?? true
            else { return }
            let isOpen = restaurants[number].openingHours.isOpen(localSeconds: localSeconds[keys.zone])
            ranks.offer(
                RestaurantRank(number: number, isOpen: isOpen, distanceKm: distance, keys: keys, sort: query.sort))
        }
        if let point = query.point {
            for number in grid.candidates(at: point) { consider(Int(number)) }
        } else {
            for number in restaurants.indices { consider(number) }
        }
        return (ranks.ranks, ranks.offered)
    }

    /// Restaurants are found by name, cuisine and category names; dishes by name and description. A dish ranks
    /// with its restaurant's popularity (number of reviews).
    private static func searchDocuments(
        _ restaurants: [Restaurant], _ dishes: [Dish], _ dishRestaurant: [Int32]
    ) -> [SearchDocument] {
        let restaurantDocuments = restaurants.enumerated().map { number, restaurant in
            SearchDocument(
                id: number, kind: .restaurant, name: restaurant.name,
                secondary: ([restaurant.cuisine] + restaurant.categories.map(CatalogService.categoryName))
                    .joined(separator: " "),
                popularity: Double(restaurant.ratingCount))
        }
        let dishDocuments = dishes.enumerated().map { number, dish in
            let owner = Int(dishRestaurant[number])
            return SearchDocument(
                id: restaurants.count + number, kind: .dish, name: dish.name, secondary: dish.description,
                popularity: owner >= 0 ? Double(restaurants[owner].ratingCount) : 0)
        }
        return restaurantDocuments + dishDocuments
    }
}
