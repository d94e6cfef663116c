import FoodlyCore
import Foundation

extension SQLCatalogStore {
    static let restaurantColumns: SQL = """
        r.id, r.name, r.cuisine, r.description, r.phone, r.categories, r.image_url, r.address, r.region, r.latitude,
        r.longitude, r.delivery_radius_km, r.delivery_zones, r.time_zone, r.prep_minutes, r.opening_hours,
        r.delivery_base, r.delivery_per_km, r.free_delivery_over, r.minimum_order, r.tax_rate_bps, r.drinks_tax_rate_bps, r.rating_sum,
        r.rating_count, r.offers_pickup,
        r.nutri_grade, r.closures, r.paused, r.paused_until, r.suspended_at, r.suspension_reason
        """

    /// The restaurant with `id`.
    public func restaurant(id: ID<Restaurant>) throws -> Restaurant? {
        try read { try CatalogQueries($0).restaurant(id: id) }
    }

    /// The area key of a restaurant (its place in the order restaurants were added), or nil when unknown.
    public func areaKey(of id: ID<Restaurant>) throws -> Int? {
        try database.queryOnce("SELECT area_key FROM restaurants WHERE id = $1", [.text(id.rawValue)]).first?
            .int("area_key")
    }

    /// A restaurant's dishes in menu order (archived ones left out).
    public func dishes(restaurantID: ID<Restaurant>) throws -> [Dish] {
        try read { try CatalogQueries($0).menu(of: restaurantID) }
    }

    /// The catalog's version number.
    public func version() throws -> Int {
        // Checked on every list and search request: one statement, no transaction around it.
        try database.queryOnce("SELECT version FROM catalog_version WHERE id = 1", []).first?.int("version") ?? 0
    }

    /// What a catalog file of this store's whole loads must have been written under: the origin of the database's
    /// catalog history and the regions held.
    public func fileIdentity() throws -> String {
        let origin =
            try database.queryOnce("SELECT origin FROM catalog_version WHERE id = 1", []).first?
            .string("origin") ?? ""
        return "\(origin) \(regions?.joined(separator: ",") ?? "*")"
    }

    /// The whole catalog (of the store's regions), read in one snapshot.
    public func contents() throws -> CatalogContents {
        try read { connection in
            let rows = try connection.query(
                """
                SELECT r.area_key, \(SQLCatalogStore.restaurantColumns) FROM restaurants r WHERE \(inRegions)
                ORDER BY r.area_key
                """)
            let dishes: SQL =
                regions == nil
                ? "SELECT * FROM dishes WHERE archived = 0 ORDER BY restaurant_id, position"
                : """
                SELECT d.* FROM dishes d JOIN restaurants r ON r.id = d.restaurant_id
                WHERE d.archived = 0 AND \(inRegions) ORDER BY d.restaurant_id, d.position
                """
            let words = WordTable()
            let restaurants = try rows.map(SQLCatalogStore.restaurant(from:))
            return CatalogContents(
                version: try SQLCatalogStore.version(connection), restaurants: restaurants,
                areaKeys: try rows.map { try $0.int("area_key") },
                menus: try SQLCatalogStore.menus(
                    dishes, of: restaurants, on: connection,
                    options: OptionQueries(connection: connection).groups(ofRestaurants: nil), words: words),
                words: words)
        }
    }

    /// The condition on `catalog_changes` rows that keeps those of the store's regions (and reloads, which name no
    /// restaurant), so that another region's bulk import does not count towards a whole load here.
    private var heldChanges: SQL {
        guard regions != nil else { return "1 = 1" }
        return "(restaurant_id IS NULL OR restaurant_id IN (SELECT r.id FROM restaurants r WHERE \(inRegions)))"
    }

    /// The condition on restaurants `r` that keeps the store's regions.
    private var inRegions: SQL {
        guard let regions else { return "1 = 1" }
        return "r.region IN (\(list: regions))"
    }

    /// Above this many changed restaurants a whole load is cheaper than applying the change.
    static let maxChangedRestaurants = 2_000

    /// The restaurants (of the store's regions) changed after `version` as they are now, with their menus; nil when the change log lacks a
    /// version since (pruned, or raised without it), asks for a whole load, or names too many restaurants to be
    /// worth it.
    public func changes(since version: Int) throws -> CatalogContents? {
        try read { connection in
            let current = try SQLCatalogStore.version(connection)
            guard current > version else {
                return current == version
                    ? CatalogContents(version: current, restaurants: [], areaKeys: [], menus: [:]) : nil
            }
            // Every version in the range must have its entries: pruned ones, or versions raised without the log (a
            // process of an older release during a rolling upgrade), mean changes this log cannot tell.
            let logged = try connection.queryOne(
                """
                SELECT COUNT(DISTINCT version) AS n FROM catalog_changes
                WHERE version > \(version) AND version <= \(current)
                """)?.int("n")
            guard logged == current - version else { return nil }
            let entries = try connection.query(
                """
                SELECT DISTINCT kind, restaurant_id FROM catalog_changes
                WHERE version > \(version) AND version <= \(current) AND \(heldChanges)
                """)
            var ids = Set<ID<Restaurant>>()
            for entry in entries {
                guard try entry.string("kind") != CatalogChangeKind.reload.rawValue,
                    let id = try entry.optionalString("restaurant_id")
                else { return nil }
                ids.insert(ID(id))
                if ids.count > SQLCatalogStore.maxChangedRestaurants { return nil }
            }
            guard !ids.isEmpty else {
                return CatalogContents(version: current, restaurants: [], areaKeys: [], menus: [:])
            }
            let rows = try connection.query(
                """
                SELECT r.area_key, \(SQLCatalogStore.restaurantColumns) FROM restaurants r
                WHERE r.id IN (\(list: Array(ids))) AND \(inRegions) ORDER BY r.area_key
                """)
            let restaurants = try rows.map(SQLCatalogStore.restaurant(from:))
            let dishes: SQL = """
                SELECT * FROM dishes WHERE restaurant_id IN (\(list: restaurants.map(\.id))) AND archived = 0
                ORDER BY restaurant_id, position
                """
            let words = WordTable()
            return CatalogContents(
                version: current, restaurants: restaurants, areaKeys: try rows.map { try $0.int("area_key") },
                menus: try SQLCatalogStore.menus(
                    dishes, of: restaurants, on: connection,
                    options: OptionQueries(connection: connection).groups(ofRestaurants: restaurants.map(\.id)),
                    words: words),
                words: words)
        }
    }

    /// The delivery areas of the restaurants outside the store's regions (none when it holds every region).
    public func areasOutsideRegions() throws -> [RegionArea] {
        guard regions != nil else { return [] }
        return try read { connection in
            try connection.query(
                """
                SELECT region, latitude, longitude, delivery_radius_km, delivery_zones FROM restaurants r
                WHERE NOT (\(inRegions))
                """
            ).map { row in
                let centre = GeoPoint(latitude: try row.double("latitude"), longitude: try row.double("longitude"))
                return RegionArea(
                    region: try row.string("region"), centre: centre,
                    radiusKm: DeliveryZone.reachKm(
                        of: ZonesCodec.decode(try row.string("delivery_zones")), from: centre,
                        radiusKm: try row.double("delivery_radius_km")))
            }
        }
    }

    /// The dishes `query` selects (of `restaurants`), ordered by restaurant and position, with their option groups,
    /// as packed menus by restaurant id, their text written with `words`. Rows are read one at a time and each menu
    /// is packed as soon as it is complete, so a whole catalog never lives as rows or as `Dish` values. A menu
    /// keeps its restaurant's own id, not the dish row's equal copy (a string each: 8 MB at 100,000 restaurants).
    private static func menus(
        _ query: SQL, of restaurants: [Restaurant], on connection: any DatabaseConnection,
        options: [ID<Dish>: [OptionGroup]], words: WordTable
    ) throws -> [ID<Restaurant>: PackedDishes] {
        let ownIDs = Dictionary(restaurants.map { ($0.id, $0.id) }, uniquingKeysWith: { first, _ in first })
        var menus: [ID<Restaurant>: PackedDishes] = [:]
        var run: [Dish] = []
        func pack() {
            guard let first = run.first?.restaurantID else { return }
            let owner = ownIDs[first] ?? first
            menus[owner] = PackedDishes(run, of: owner, words: words)
            run.removeAll(keepingCapacity: true)
        }
        try connection.forEachRow(query) { row in
            var dish = try dish(from: row)
            dish.optionGroups = options[dish.id] ?? []
            if let owner = run.last?.restaurantID, owner != dish.restaurantID { pack() }
            run.append(dish)
        }
        pack()
        return menus
    }

    private static func version(_ connection: any DatabaseConnection) throws -> Int {
        try connection.queryOne("SELECT version FROM catalog_version WHERE id = 1", [])?.int("version") ?? 0
    }

    /// The number of restaurants.
    public func restaurantCount() throws -> Int {
        try read { try $0.queryOne("SELECT COUNT(*) AS n FROM restaurants", [])?.int("n") ?? 0 }
    }

    static func restaurant(from row: Row) throws -> Restaurant {
        let ratingCount = try row.int("rating_count")
        return Restaurant(
            id: ID(try row.string("id")), name: try row.string("name"), cuisine: try row.string("cuisine"),
            description: try row.string("description"), phone: try row.string("phone"),
            categories: CategoryListCache.shared(try row.string("categories").split(separator: ",").map(String.init)),
            imageURL: try row.optionalString("image_url"), address: try row.string("address"),
            region: try row.string("region"),
            location: GeoPoint(latitude: try row.double("latitude"), longitude: try row.double("longitude")),
            deliveryRadiusKm: try row.double("delivery_radius_km"),
            zones: ZonesCodec.decode(try row.string("delivery_zones")),
            timeZone: TimeZoneCache.zone(try row.string("time_zone")),
            prepMinutes: try row.int("prep_minutes"),
            openingHours: HoursCodec.decode(try row.string("opening_hours")),
            fees: DeliveryFees(
                deliveryBase: try row.int("delivery_base"), deliveryPerKm: try row.int("delivery_per_km"),
                freeDeliveryOver: try row.optionalInt("free_delivery_over"), minimumOrder: try row.int("minimum_order")),
            taxRateBps: try row.int("tax_rate_bps"), drinksTaxRateBps: try row.optionalInt("drinks_tax_rate_bps"),
            offersPickup: try row.bool("offers_pickup"),
            rating: ratingCount > 0 ? Double(try row.int("rating_sum")) / Double(ratingCount) : nil,
            ratingCount: ratingCount, nutriGrade: NutriGrade(rawValue: try row.string("nutri_grade")) ?? .c,
            closures: ClosuresCodec.decode(try row.string("closures")),
            pause: try row.bool("paused")
                ? RestaurantPause(until: try row.optionalString("paused_until").map(StoreTime.date)) : nil,
            suspension: try row.optionalString("suspended_at").map {
                RestaurantSuspension(
                    since: try StoreTime.date($0), reason: try row.optionalString("suspension_reason") ?? "")
            })
    }

    static func dish(from row: Row) throws -> Dish {
        Dish(
            id: ID(try row.string("id")), restaurantID: ID(try row.string("restaurant_id")),
            section: try row.string("section"), name: try row.string("name"),
            description: try row.string("description"),
            price: try row.int("price"), portionGrams: try row.double("portion_grams"),
            nutrition: DishNutrition(
                kcal: try row.double("kcal"), proteinG: try row.double("protein_g"), carbsG: try row.double("carbs_g"),
                sugarsG: try row.double("sugars_g"), fatG: try row.double("fat_g"),
                saturatedFatG: try row.double("saturated_fat_g"), fiberG: try row.double("fiber_g"),
                saltG: try row.double("salt_g"), fruitVegLegumePercent: try row.double("fruit_veg_legume_percent")),
            nutriScoreCategory: NutriScoreCategory(rawValue: try row.string("nutri_category")) ?? .general,
            nutriGrade: NutriGrade(rawValue: try row.string("nutri_grade")) ?? .c,
            allergens: try row.string("allergens").split(separator: ",").compactMap { Allergen(rawValue: String($0)) },
            diets: try row.string("diets").split(separator: ",").compactMap { Diet(rawValue: String($0)) },
            available: try row.bool("available"), imageURL: try row.optionalString("image_url"),
            ingredients: try row.string("ingredients"), spicyLevel: try row.int("spicy_level"))
    }
}
