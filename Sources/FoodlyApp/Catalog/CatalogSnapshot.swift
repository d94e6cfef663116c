import FoodlyCore
import FoodlyStore
import Foundation

/// The whole catalog in memory at one version, with the indexes that listing and search read: who delivers where
/// and a full-text index over restaurants and dishes. A value: a reader keeps the one it started with while
/// `applying(_:)` makes the next version from it, sharing everything the change does not touch (`PagedArray`,
/// `CatalogSearch`, `DeliveryAreas`), so a change costs what it touches and is seen wholly or not at all.
///
/// Restaurants are numbered in the order they were added (their area key), which a whole load and any sequence of
/// changes agree on; a dish is known by its restaurant's number and its place on the menu (`CatalogSearch.dishDocument`).
public struct CatalogSnapshot: Sendable {
    /// The catalog version it holds.
    public private(set) var version: Int
    /// Every restaurant, by number.
    private(set) var restaurants: PagedArray<Restaurant>
    /// Each restaurant's area key, ascending, by number.
    private var areaKeys: PagedArray<Int>
    /// Each restaurant's menu, by number, its text written with `words`.
    private(set) var menus: PagedArray<RestaurantMenu>
    /// The table every menu's text is written with (so the catalog file holds it once).
    private let words: WordTable
    /// What lists filter and sort each restaurant by, by number.
    private(set) var keys: PagedArray<RestaurantKeys>
    /// The distinct time zones of the restaurants.
    private(set) var zones: [TimeZone] = []
    /// Each zone's position in `zones`, by identifier.
    private var zoneNumbers: [String: Int] = [:]
    /// Restaurant counts by category slug.
    private var categoryCounts: [String: Int] = [:]
    /// Category slugs in use with their restaurant counts, by slug.
    private(set) var categories: [(slug: String, restaurantCount: Int)] = []
    /// Who delivers where.
    private(set) var areas: DeliveryAreas
    /// The zones of the restaurants that have some, ready to test, by number.
    private var zoneShapes: [Int: ZoneShapes] = [:]
    /// Restaurants (ids = numbers) and dishes (ids from `CatalogSearch.dishDocument`).
    private(set) var search: CatalogSearch

    /// Builds the catalog and its indexes from `contents`; the search index is `index` when given (read with
    /// `contents` from a catalog file, so built from the same documents).
    public init(_ contents: CatalogContents, index: SearchIndex? = nil) {
        version = contents.version
        words = contents.words
        let menus = contents.restaurants.map { [words] in
            RestaurantMenu((contents.menus[$0.id] ?? PackedDishes([], of: $0.id)).sharing(words), of: $0)
        }
        restaurants = PagedArray(contents.restaurants)
        areaKeys = PagedArray(contents.areaKeys)
        self.menus = PagedArray(menus)
        keys = PagedArray([])
        areas = DeliveryAreas(areas: contents.restaurants.map { ($0.location, $0.reachKm) })
        search = CatalogSearch(documents: [], version: contents.version)
        var documents: [SearchDocument] = []
        var keys: [RestaurantKeys] = []
        keys.reserveCapacity(contents.restaurants.count)
        for (number, restaurant) in contents.restaurants.enumerated() {
            if !restaurant.zones.isEmpty { zoneShapes[number] = ZoneShapes(restaurant.zones) }
            keys.append(RestaurantKeys(restaurant, menu: menus[number], zone: zone(restaurant), revision: version))
            if menus[number].isListed {
                for slug in Set(restaurant.categories) { categoryCounts[slug, default: 0] += 1 }
            }
            if index == nil { documents += CatalogSnapshot.documents(number, restaurant, menus[number]) }
        }
        self.keys = PagedArray(keys)
        categories = CatalogSnapshot.sorted(categoryCounts)
        search =
            index.map { CatalogSearch(main: $0, version: version) }
            ?? CatalogSearch(documents: documents, version: version)
    }

    /// Writes its restaurants and menus with `index` (built from its documents) to `file`, read in place.
    func write(to file: CatalogFile, index: SearchIndex, identity: String) throws {
        try file.write(
            version: version,
            restaurants: restaurants.indices.lazy.map { [self] in
                (restaurants[$0], areaKeys[$0], menus[$0].dishes)
            }, words: words, index: index.parts, identity: identity)
    }

    /// The search index holding every document of this version, when nothing changed in place since it was built.
    var wholeIndex: SearchIndex? { search.wholeIndex }

    /// The next version: this catalog with `changes` applied (the search's recent level folded past `foldAfter`
    /// documents). Nil when they cannot be applied in place (a restaurant that is neither known nor the newest);
    /// then a whole load is needed.
    func applying(_ changes: CatalogContents, foldAfter: Int) -> CatalogSnapshot? {
        guard changes.version > version else { return self }
        var next = self
        next.version = changes.version
        var replaced: [(number: Int, documents: [SearchDocument])] = []
        for (restaurant, areaKey) in zip(changes.restaurants, changes.areaKeys) {
            let menu = RestaurantMenu(
                (changes.menus[restaurant.id] ?? PackedDishes([], of: restaurant.id)).sharing(words), of: restaurant)
            let number: Int
            if let known = next.number(areaKey: areaKey) {
                number = known
                let old = next.restaurants[number]
                if next.menus[number].isListed {
                    for slug in Set(old.categories) { next.categoryCounts[slug, default: 0] -= 1 }
                }
                if old.location != restaurant.location || old.deliveryRadiusKm != restaurant.deliveryRadiusKm
                    || old.zones != restaurant.zones
                {
                    next.areas.move(number, at: changes.version)
                }
                next.restaurants[number] = restaurant
                next.menus[number] = menu
                next.keys[number] = RestaurantKeys(
                    restaurant, menu: menu, zone: next.zone(restaurant), revision: changes.version)
            } else {
                guard areaKey > (next.areaKeys.last ?? .min) else { return nil }
                number = next.restaurants.count
                next.restaurants.append(restaurant)
                next.areaKeys.append(areaKey)
                next.menus.append(menu)
                next.keys.append(
                    RestaurantKeys(restaurant, menu: menu, zone: next.zone(restaurant), revision: changes.version))
                next.areas.move(number, at: changes.version)
            }
            if menu.isListed {
                for slug in Set(restaurant.categories) { next.categoryCounts[slug, default: 0] += 1 }
            }
            next.zoneShapes[number] = restaurant.zones.isEmpty ? nil : ZoneShapes(restaurant.zones)
            replaced.append((number, CatalogSnapshot.documents(number, restaurant, menu)))
        }
        next.categoryCounts = next.categoryCounts.filter { $0.value > 0 }
        next.categories = CatalogSnapshot.sorted(next.categoryCounts)
        next.search.replace(replaced, at: changes.version, foldAfter: foldAfter)
        return next
    }

    /// Every search document of this version (for a new main index).
    func searchDocuments() -> [SearchDocument] {
        var documents: [SearchDocument] = []
        for number in restaurants.indices {
            documents += CatalogSnapshot.documents(number, restaurants[number], menus[number])
        }
        return documents
    }

    /// The area grid of this version's restaurants (for `compacted`).
    func areaGrid() -> AreaGrid {
        AreaGrid(areas: restaurants.map { ($0.location, $0.reachKm) })
    }

    /// This snapshot with a search index and an area grid built off the request path from an earlier snapshot of
    /// version `builtAt` (`searchDocuments()`, `areaGrid()`); what changed after it stays in the overlays.
    func compacted(search index: SearchIndex, grid: AreaGrid, builtAt version: Int) -> CatalogSnapshot {
        // A whole load since then has indexes newer than these.
        guard search.mainVersion < version, version <= self.version else { return self }
        var next = self
        next.search = search.compacted(main: index, builtAt: version)
        next.areas = areas.compacted(grid: grid, builtAt: version)
        return next
    }

    /// Whether the in-place overlays have grown enough to build the search index and area grid afresh: past
    /// `limit` changed search documents, or a sixteenth of that in moved delivery areas.
    func needsCompaction(limit: Int) -> Bool {
        search.needsCompaction(limit: limit) || areas.needsCompaction(limit: limit / 16)
    }

    /// The number of the restaurant with area key `key`, by binary search.
    func number(areaKey key: Int) -> Int? {
        var low = 0
        var high = areaKeys.count
        while low < high {
            let middle = (low + high) / 2
            if areaKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < areaKeys.count && areaKeys[low] == key ? low : nil
    }

    /// The position of `restaurant`'s time zone in `zones`, adding it when new.
    private mutating func zone(_ restaurant: Restaurant) -> Int {
        let identifier = restaurant.timeZone.identifier
        if let known = zoneNumbers[identifier] { return known }
        zoneNumbers[identifier] = zones.count
        zones.append(restaurant.timeZone)
        return zones.count - 1
    }

    private static func sorted(_ counts: [String: Int]) -> [(slug: String, restaurantCount: Int)] {
        counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether some restaurant delivers to `point`.
    func delivers(to point: GeoPoint) -> Bool {
        let origin = GreatCirclePoint(point)
        var found = false
        areas.forEachCandidate(at: point) { number in
            if !found && menus[number].isListed && deliveryDistance(number, from: origin, at: point) != nil {
                found = true
            }
        }
        return found
    }

    /// The km from `point` (`origin`) to restaurant `number` when it delivers there, else nil: `Restaurant.delivers`
    /// on the flat keys and the prepared zones, without copying the restaurant.
    func deliveryDistance(_ number: Int, from origin: GreatCirclePoint, at point: GeoPoint) -> Double? {
        let keys = keys[number]
        let km = origin.distanceKm(to: keys.place)
        guard km <= keys.radiusKm, !keys.zoned || zoneShapes[number]?.first(containing: point) != nil else {
            return nil
        }
        return km
    }

    /// Restaurant `number`'s fees for a delivery to `point` (`Restaurant.fees(at:)`: its own without a point, or
    /// where it does not deliver).
    func deliveryFees(_ number: Int, at point: GeoPoint?) -> DeliveryFees {
        let fees = keys[number].fees
        guard let point, let shapes = zoneShapes[number] else { return fees }
        return shapes.fees(at: point, base: fees) ?? fees
    }

    /// The first `count` of the restaurants that deliver to `query.point` (all without one), in its category,
    /// offering its diet and pickup when asked, in the query's order, with their distance and whether they are open at
    /// `instant`; and how many there are in all.
    func ranked(_ query: RestaurantQuery, first count: Int, at instant: Date) -> (
        first: [RestaurantRank], total: Int
    ) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let localSeconds = zones.map { seconds + $0.secondsFromGMT(for: instant) }
        let origin = query.point.map(GreatCirclePoint.init)
        var ranks = TopRanks(count: count, restaurants: restaurants)
        func consider(_ number: Int) {
            let keys = keys[number]
            var distance = 0.0
            if let origin, let point = query.point {
                guard let km = deliveryDistance(number, from: origin, at: point) else { return }
                distance = km
            }
            guard menus[number].isListed,
                query.category.map({ restaurants[number].categories.contains($0) }) ?? true,
                query.diet.map({ keys.diets.contains($0) }) ?? true, !query.pickup || restaurants[number].offersPickup
            else { return }
            let isOpen = restaurants[number].isOpen(localSeconds: localSeconds[keys.zone], at: instant)
            ranks.offer(
                RestaurantRank(
                    number: number, isOpen: isOpen, distanceKm: distance, keys: keys,
                    fees: deliveryFees(number, at: query.point), sort: query.sort))
        }
        if let point = query.point {
            areas.forEachCandidate(at: point, consider)
        } else {
            for number in restaurants.indices { consider(number) }
        }
        return (ranks.ranks, ranks.offered)
    }

    /// Restaurants are found by name, cuisine and category names; dishes by name and description. A dish ranks
    /// with its restaurant's popularity (number of reviews).
    /// Restaurants whose menu has no dish are not found.
    private static func documents(_ number: Int, _ restaurant: Restaurant, _ menu: RestaurantMenu) -> [SearchDocument] {
        guard menu.isListed else { return [] }
        let popularity = Double(restaurant.ratingCount)
        var documents = [
            SearchDocument(
                id: number, kind: .restaurant, name: restaurant.name,
                secondary: ([restaurant.cuisine] + restaurant.categories.map(CatalogService.categoryName))
                    .joined(separator: " "),
                popularity: popularity)
        ]
        for (place, dish) in menu.dishes.enumerated() {
            documents.append(
                SearchDocument(
                    id: CatalogSearch.dishDocument(number, place), kind: .dish, name: dish.name,
                    secondary: dish.description,
                    popularity: popularity))
        }
        return documents
    }
}
