import FoodlyCore
import Foundation

/// `CatalogStore` over any `Database`, in portable SQL; whole loads and changes hold only the restaurants of
/// `regions` when given (the other reads and the writes see every region).
public struct SQLCatalogStore: CatalogStore {
    let database: any Database
    /// The regions `contents()` and `changes(since:)` hold, sorted; nil for all.
    let regions: [String]?

    /// Runs a read body.
    func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try database.read(body)
    }

    /// Creates the store; its whole loads and changes hold only `regions` when given.
    public init(database: any Database, regions: Set<String>? = nil) {
        self.database = database
        self.regions = regions?.sorted()
    }

    /// Stores restaurants and menus in one transaction.
    public func insert(_ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date) throws
        -> [ID<Restaurant>]
    {
        try database.write { try SQLCatalogStore.insert(restaurants, makeID: makeID, at: time, on: $0) }
    }

    /// Stores restaurants and menus, recorded as a catalog change, in the caller's write transaction on
    /// `connection` (an approved application's restaurant is made in the transaction that approves it).
    public static func insert(
        _ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date, on connection: any DatabaseConnection
    ) throws -> [ID<Restaurant>] {
        var nextKey =
            try connection.queryOne("SELECT COALESCE(MAX(area_key), 0) AS top FROM restaurants", [])?.int("top") ?? 0
        var ids: [ID<Restaurant>] = []
        for restaurant in restaurants {
            nextKey += 1
            let id = ID<Restaurant>(makeID())
            try insert(restaurant, id: id, areaKey: nextKey, time: time, connection)
            for (position, item) in restaurant.menu.flatMap({ section in section.dishes.map { (section.name, $0) } })
                .enumerated()
            {
                try insert(
                    dish: item.1, section: item.0, position: position, id: makeID(), restaurantID: id, connection)
            }
            ids.append(id)
        }
        try CatalogQueries(connection).record(.restaurantAdded, restaurants: ids)
        return ids
    }

    /// Marks a dish available or not and updates its restaurant's grade, recorded as a change, in one transaction.
    public func setAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool {
        try database.write { try Self.setAvailable(available, dishID: dishID, on: $0) }
    }

    /// `setAvailable(_:dishID:)` in the caller's write transaction on `connection` (the kitchen's switch checks the
    /// listing rule and writes its audit entry in the same one).
    public static func setAvailable(_ available: Bool, dishID: ID<Dish>, on connection: any DatabaseConnection) throws
        -> Bool
    {
        try changeDish(dishID, .dishAvailability, on: connection) { connection in
            try connection.execute("UPDATE dishes SET available = \(available) WHERE id = \(dishID) AND archived = 0")
        }
    }

    /// Changes a restaurant's own details to `details`' (its region and menu are left alone), recorded as a change.
    public func updateRestaurant(_ id: ID<Restaurant>, to details: ImportedRestaurant) throws -> Bool {
        try database.write { connection in
            let box = details.location.boundingBox(radiusKm: details.deliveryRadiusKm)
            let changed = try connection.execute(
                """
                UPDATE restaurants SET name = \(details.name), cuisine = \(details.cuisine),
                    description = \(details.description), phone = \(details.phone),
                    categories = \(details.categories.joined(separator: ",")), image_url = \(details.imageURL),
                    address = \(details.address), latitude = \(details.location.latitude),
                    longitude = \(details.location.longitude), delivery_radius_km = \(details.deliveryRadiusKm),
                    area_min_lat = \(box.minLatitude), area_max_lat = \(box.maxLatitude),
                    area_min_lon = \(box.minLongitude), area_max_lon = \(box.maxLongitude),
                    time_zone = \(details.timeZone.identifier), prep_minutes = \(details.prepMinutes),
                    opening_hours = \(HoursCodec.encode(details.openingHours)),
                    delivery_base = \(details.fees.deliveryBase), delivery_per_km = \(details.fees.deliveryPerKm),
                    free_delivery_over = \(details.fees.freeDeliveryOver), minimum_order = \(details.fees.minimumOrder),
                    tax_rate_bps = \(details.taxRateBps), drinks_tax_rate_bps = \(details.drinksTaxRateBps),
                    offers_pickup = \(details.offersPickup)
                WHERE id = \(id)
                """)
            guard changed > 0 else { return false }
            try CatalogQueries(connection).record(.restaurantEdited, restaurants: [id])
            return true
        }
    }

    /// Adds a dish at the end of `section` of a restaurant's menu (at the end of the menu for a new section); false
    /// when there is no such restaurant or its menu is full (`ImportedRestaurant.maxDishes`, archived dishes not
    /// counted).
    public func addDish(
        _ dish: ImportedRestaurant.Dish, section: String, id: ID<Dish>, to restaurantID: ID<Restaurant>
    ) throws -> Bool {
        try database.write { try Self.addDish(dish, section: section, id: id, to: restaurantID, on: $0) }
    }

    /// `addDish(_:section:id:to:)` in the caller's write transaction on `connection` (the menu editor checks its
    /// rules and writes its audit entry in the same one).
    public static func addDish(
        _ dish: ImportedRestaurant.Dish, section: String, id: ID<Dish>, to restaurantID: ID<Restaurant>,
        on connection: any DatabaseConnection
    ) throws -> Bool {
        guard try connection.queryOne("SELECT id FROM restaurants WHERE id = \(restaurantID)") != nil,
            try connection.queryOne(
                "SELECT COUNT(*) AS n FROM dishes WHERE restaurant_id = \(restaurantID) AND archived = 0"
            )?.int("n") ?? 0 < ImportedRestaurant.maxDishes
        else { return false }
        let position =
            try connection.queryOne(
                "SELECT COALESCE(MAX(position), -1) + 1 AS next FROM dishes WHERE restaurant_id = \(restaurantID)"
            )?.int("next") ?? 0
        try SQLCatalogStore.insert(
            dish: dish, section: section, position: position, id: id.rawValue, restaurantID: restaurantID,
            connection)
        try SQLCatalogStore.settle(id, in: section, restaurantID: restaurantID, connection)
        let queries = CatalogQueries(connection)
        try queries.refreshGrade(of: restaurantID)
        try queries.record(.dishAdded, restaurants: [restaurantID], dish: id)
        return true
    }

    /// Changes a dish's details, price and section to `dish`'s, recorded as a change (a dish moved to another
    /// section goes to its end); false when there is no such dish on a menu.
    public func updateDish(_ id: ID<Dish>, to dish: ImportedRestaurant.Dish, section: String) throws -> Bool {
        try database.write { try Self.updateDish(id, to: dish, section: section, on: $0) }
    }

    /// `updateDish(_:to:section:)` in the caller's write transaction on `connection`.
    public static func updateDish(
        _ id: ID<Dish>, to dish: ImportedRestaurant.Dish, section: String, on connection: any DatabaseConnection
    ) throws -> Bool {
        try changeDish(id, .dishEdited, on: connection) { connection in
            let nutrition = dish.nutrition
            let before = try connection.queryOne(
                "SELECT section, restaurant_id FROM dishes WHERE id = \(id) AND archived = 0")
            let changed = try connection.execute(
                """
                UPDATE dishes SET section = \(section), name = \(dish.name), description = \(dish.description),
                    price = \(dish.price), portion_grams = \(dish.portionGrams), kcal = \(nutrition.kcal),
                    protein_g = \(nutrition.proteinG), carbs_g = \(nutrition.carbsG), sugars_g = \(nutrition.sugarsG),
                    fat_g = \(nutrition.fatG), saturated_fat_g = \(nutrition.saturatedFatG),
                    fiber_g = \(nutrition.fiberG), salt_g = \(nutrition.saltG),
                    fruit_veg_legume_percent = \(nutrition.fruitVegLegumePercent),
                    nutri_category = \(dish.nutriScoreCategory.rawValue), nutri_grade = \(dish.nutriScore.grade.rawValue),
                    allergens = \(dish.allergens.map(\.rawValue).joined(separator: ",")),
                    diets = \(dish.diets.map(\.rawValue).joined(separator: ",")), available = \(dish.available),
                    image_url = \(dish.imageURL), ingredients = \(dish.ingredients), spicy_level = \(dish.spicyLevel)
                WHERE id = \(id) AND archived = 0
                """)
            if changed > 0, let before, try before.string("section") != section {
                try SQLCatalogStore.settle(
                    id, in: section, restaurantID: ID(try before.string("restaurant_id")), connection)
            }
            return changed
        }
    }

    /// Takes a dish off its menu for good (orders that name it keep it), recorded as a change; false when there is
    /// no such dish on a menu.
    public func archiveDish(_ id: ID<Dish>) throws -> Bool {
        try database.write { try Self.archiveDish(id, on: $0) }
    }

    /// `archiveDish(_:)` in the caller's write transaction on `connection`.
    public static func archiveDish(_ id: ID<Dish>, on connection: any DatabaseConnection) throws -> Bool {
        try changeDish(id, .dishArchived, on: connection) { connection in
            try connection.execute("UPDATE dishes SET archived = 1, available = 0 WHERE id = \(id) AND archived = 0")
        }
    }

    /// Runs `update` on a dish (it returns the rows changed); when it changed one, updates the restaurant's grade and
    /// records the change.
    private static func changeDish(
        _ id: ID<Dish>, _ kind: CatalogChangeKind, on connection: any DatabaseConnection,
        _ update: (any DatabaseConnection) throws -> Int
    ) throws -> Bool {
        guard try update(connection) > 0,
            let owner = try connection.queryOne("SELECT restaurant_id FROM dishes WHERE id = \(id)")
        else { return false }
        let restaurantID = ID<Restaurant>(try owner.string("restaurant_id"))
        let queries = CatalogQueries(connection)
        try queries.refreshGrade(of: restaurantID)
        try queries.record(kind, restaurants: [restaurantID], dish: id)
        return true
    }

    private static func insert(
        _ restaurant: ImportedRestaurant, id: ID<Restaurant>, areaKey: Int, time: Date,
        _ connection: any DatabaseConnection
    ) throws {
        let box = restaurant.location.boundingBox(radiusKm: restaurant.deliveryRadiusKm)
        try connection.execute(
            """
            INSERT INTO restaurants (id, area_key, name, cuisine, description, phone, categories, image_url, address,
                latitude, longitude, delivery_radius_km, area_min_lat, area_max_lat, area_min_lon, area_max_lon,
                time_zone, prep_minutes, opening_hours, delivery_base, delivery_per_km, free_delivery_over,
                minimum_order, tax_rate_bps, nutri_grade, created_at, region, drinks_tax_rate_bps, offers_pickup)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24, $25, $26, $27, $28, $29)
            """,
            [
                .text(id.rawValue), SQLValue(areaKey), .text(restaurant.name), .text(restaurant.cuisine),
                .text(restaurant.description), .text(restaurant.phone),
                .text(restaurant.categories.joined(separator: ",")), SQLValue(restaurant.imageURL),
                .text(restaurant.address), .real(restaurant.location.latitude), .real(restaurant.location.longitude),
                .real(restaurant.deliveryRadiusKm), .real(box.minLatitude), .real(box.maxLatitude),
                .real(box.minLongitude), .real(box.maxLongitude), .text(restaurant.timeZone.identifier),
                SQLValue(restaurant.prepMinutes), .text(HoursCodec.encode(restaurant.openingHours)),
                SQLValue(restaurant.fees.deliveryBase), SQLValue(restaurant.fees.deliveryPerKm),
                SQLValue(restaurant.fees.freeDeliveryOver), SQLValue(restaurant.fees.minimumOrder),
                SQLValue(restaurant.taxRateBps), .text(restaurant.nutriGrade.rawValue), .text(StoreTime.text(time)),
                .text(restaurant.region), SQLValue(restaurant.drinksTaxRateBps), SQLValue(restaurant.offersPickup),
            ])
    }

    private static func insert(
        dish: ImportedRestaurant.Dish, section: String, position: Int, id: String, restaurantID: ID<Restaurant>,
        _ connection: any DatabaseConnection
    ) throws {
        let nutrition = dish.nutrition
        try connection.execute(
            """
            INSERT INTO dishes (id, restaurant_id, section, position, name, description, price, portion_grams, kcal,
                protein_g, carbs_g, sugars_g, fat_g, saturated_fat_g, fiber_g, salt_g, fruit_veg_legume_percent,
                nutri_category, nutri_grade, allergens, diets, available, image_url, ingredients, spicy_level)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24, $25)
            """,
            [
                .text(id), .text(restaurantID.rawValue), .text(section), SQLValue(position), .text(dish.name),
                .text(dish.description), SQLValue(dish.price), .real(dish.portionGrams), .real(nutrition.kcal),
                .real(nutrition.proteinG), .real(nutrition.carbsG), .real(nutrition.sugarsG), .real(nutrition.fatG),
                .real(nutrition.saturatedFatG), .real(nutrition.fiberG), .real(nutrition.saltG),
                .real(nutrition.fruitVegLegumePercent), .text(dish.nutriScoreCategory.rawValue),
                .text(dish.nutriScore.grade.rawValue), .text(dish.allergens.map(\.rawValue).joined(separator: ",")),
                .text(dish.diets.map(\.rawValue).joined(separator: ",")), SQLValue(dish.available),
                SQLValue(dish.imageURL), .text(dish.ingredients), SQLValue(dish.spicyLevel),
            ])
    }
}
