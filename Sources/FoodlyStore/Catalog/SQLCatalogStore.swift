import FoodlyCore
import Foundation

/// `CatalogStore` over any `Database`, in portable SQL.
public struct SQLCatalogStore: CatalogStore {
    let database: any Database

    /// Runs a read body.
    func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try database.read(body)
    }

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// Stores restaurants and menus in one transaction.
    public func insert(_ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date) throws
        -> [ID<Restaurant>]
    {
        return try database.write { connection in
            var nextKey =
                try connection.queryOne("SELECT COALESCE(MAX(area_key), 0) AS top FROM restaurants", [])?.int("top")
                ?? 0
            var ids: [ID<Restaurant>] = []
            for restaurant in restaurants {
                nextKey += 1
                let id = ID<Restaurant>(makeID())
                try insert(restaurant, id: id, areaKey: nextKey, time: time, connection)
                for (position, item) in restaurant.menu.flatMap({ section in section.dishes.map { (section.name, $0) } }
                )
                .enumerated() {
                    try insert(
                        dish: item.1, section: item.0, position: position, id: makeID(), restaurantID: id, connection)
                }
                ids.append(id)
            }
            try CatalogQueries(connection).raiseVersion()
            return ids
        }
    }

    /// Marks a dish available or not, and raises the catalog version, in one transaction.
    public func setAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool {
        try database.write { connection in
            let changed = try connection.execute(
                "UPDATE dishes SET available = $1 WHERE id = $2", [.integer(available ? 1 : 0), .text(dishID.rawValue)])
            guard changed > 0 else { return false }
            try CatalogQueries(connection).raiseVersion()
            return true
        }
    }

    private func insert(
        _ restaurant: ImportedRestaurant, id: ID<Restaurant>, areaKey: Int, time: Date,
        _ connection: any DatabaseConnection
    ) throws {
        let box = restaurant.location.boundingBox(radiusKm: restaurant.deliveryRadiusKm)
        try connection.execute(
            """
            INSERT INTO restaurants (id, area_key, name, cuisine, description, phone, categories, image_url, address,
                latitude, longitude, delivery_radius_km, area_min_lat, area_max_lat, area_min_lon, area_max_lon,
                time_zone, prep_minutes, opening_hours, delivery_base, delivery_per_km, free_delivery_over,
                minimum_order, tax_rate_bps, nutri_grade, created_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24, $25, $26)
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
            ])
    }

    private func insert(
        dish: ImportedRestaurant.Dish, section: String, position: Int, id: String, restaurantID: ID<Restaurant>,
        _ connection: any DatabaseConnection
    ) throws {
        let nutrition = dish.nutrition
        try connection.execute(
            """
            INSERT INTO dishes (id, restaurant_id, section, position, name, description, price, portion_grams, kcal,
                protein_g, carbs_g, sugars_g, fat_g, saturated_fat_g, fiber_g, salt_g, fruit_veg_legume_percent,
                nutri_category, nutri_grade, allergens, diets, available, image_url, ingredients)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24)
            """,
            [
                .text(id), .text(restaurantID.rawValue), .text(section), SQLValue(position), .text(dish.name),
                .text(dish.description), SQLValue(dish.price), .real(dish.portionGrams), .real(nutrition.kcal),
                .real(nutrition.proteinG), .real(nutrition.carbsG), .real(nutrition.sugarsG), .real(nutrition.fatG),
                .real(nutrition.saturatedFatG), .real(nutrition.fiberG), .real(nutrition.saltG),
                .real(nutrition.fruitVegLegumePercent), .text(dish.nutriScoreCategory.rawValue),
                .text(dish.nutriScore.grade.rawValue), .text(dish.allergens.map(\.rawValue).joined(separator: ",")),
                .text(dish.diets.map(\.rawValue).joined(separator: ",")), SQLValue(dish.available),
                SQLValue(dish.imageURL), .text(dish.ingredients),
            ])
    }
}
