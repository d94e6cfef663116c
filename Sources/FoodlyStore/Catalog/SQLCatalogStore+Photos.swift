import FoodlyCore
import Foundation

extension SQLCatalogStore {
    /// Shows the photo at `url` on a dish of a menu (the drawn picture it replaces is kept, the first time), or with
    /// nil the drawn picture again (none when it had none), recorded as a change, in the caller's write transaction on
    /// `connection`. The URL it showed before, or nil when there is no such dish.
    public static func setPhoto(
        _ url: String?, dishID: ID<Dish>, on connection: any DatabaseConnection
    ) throws -> String?? {
        guard
            let row = try connection.queryOne(
                "SELECT restaurant_id, image_url FROM dishes WHERE id = \(dishID) AND archived = 0")
        else { return nil }
        let before = try row.optionalString("image_url")
        try connection.execute(
            """
            UPDATE dishes SET drawn_image_url = \(drawn(before, url)), image_url = \(shown(url))
            WHERE id = \(dishID)
            """)
        try CatalogQueries(connection).record(
            .dishEdited, restaurants: [ID(try row.string("restaurant_id"))], dish: dishID)
        return .some(before)
    }

    /// `setPhoto(_:dishID:on:)` for a restaurant's cover; nil when there is no such restaurant.
    public static func setPhoto(
        _ url: String?, restaurantID: ID<Restaurant>, on connection: any DatabaseConnection
    ) throws -> String?? {
        guard let row = try connection.queryOne("SELECT image_url FROM restaurants WHERE id = \(restaurantID)") else {
            return nil
        }
        let before = try row.optionalString("image_url")
        try connection.execute(
            """
            UPDATE restaurants SET drawn_image_url = \(drawn(before, url)), image_url = \(shown(url))
            WHERE id = \(restaurantID)
            """)
        try CatalogQueries(connection).record(.restaurantEdited, restaurants: [restaurantID])
        return .some(before)
    }

    /// The new `drawn_image_url`: the picture shown `before` when it was no photo and a photo takes its place, else
    /// as it was.
    private static func drawn(_ before: String?, _ url: String?) -> SQL {
        guard url != nil, let before, PhotoRules.photo(at: before) == nil else { return "drawn_image_url" }
        return "\(before)"
    }

    /// The new `image_url`: the photo, or the drawn picture kept.
    private static func shown(_ url: String?) -> SQL {
        guard let url else { return "drawn_image_url" }
        return "\(url)"
    }
}
