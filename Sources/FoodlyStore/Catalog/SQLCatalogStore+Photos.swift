import FoodlyCore
import Foundation

extension SQLCatalogStore {
    /// Sets (or, with nil, clears) the picture of a dish on a menu, recorded as a change, in the caller's write
    /// transaction on `connection`; the URL it showed before, or nil when there is no such dish.
    public static func setImage(
        _ url: String?, dishID: ID<Dish>, on connection: any DatabaseConnection
    ) throws -> String?? {
        guard
            let row = try connection.queryOne(
                "SELECT restaurant_id, image_url FROM dishes WHERE id = \(dishID) AND archived = 0")
        else { return nil }
        try connection.execute("UPDATE dishes SET image_url = \(url) WHERE id = \(dishID)")
        try CatalogQueries(connection).record(
            .dishEdited, restaurants: [ID(try row.string("restaurant_id"))], dish: dishID)
        return .some(try row.optionalString("image_url"))
    }

    /// Sets (or clears) a restaurant's cover picture, recorded as a change, in the caller's write transaction; the
    /// URL it showed before, or nil when there is no such restaurant.
    public static func setImage(
        _ url: String?, restaurantID: ID<Restaurant>, on connection: any DatabaseConnection
    ) throws -> String?? {
        guard let row = try connection.queryOne("SELECT image_url FROM restaurants WHERE id = \(restaurantID)") else {
            return nil
        }
        try connection.execute("UPDATE restaurants SET image_url = \(url) WHERE id = \(restaurantID)")
        try CatalogQueries(connection).record(.restaurantEdited, restaurants: [restaurantID])
        return .some(try row.optionalString("image_url"))
    }
}
