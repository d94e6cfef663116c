import FoodlyCore
import Foundation

/// What the operator's console reads about restaurants and their applications, on one connection.
public struct RestaurantConsoleQueries {
    private let connection: any DatabaseConnection

    /// The tables as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The applications with `status` (every one when nil), newest first, at most `limit`.
    public func applications(status: ApplicationStatus?, limit: Int) throws -> [RestaurantApplication] {
        let condition: SQL = status.map { "WHERE status = \($0)" } ?? ""
        return try connection.query(
            """
            SELECT \(ApplicationRow.columns) FROM restaurant_applications \(condition)
            ORDER BY created_at DESC, id LIMIT \(limit)
            """, as: ApplicationRow.self
        ).map { try $0.application() }
    }

    /// The restaurants whose name contains `text` (any case; every one when empty), by name, at most `limit`, with
    /// the number of dishes on each one's menu.
    public func restaurants(named text: String, limit: Int) throws -> [(restaurant: Restaurant, dishes: Int)] {
        let pattern = LikePattern.containing(text.lowercased())
        let rows = try connection.query(
            """
            SELECT \(SQLCatalogStore.restaurantColumns),
                (SELECT COUNT(*) FROM dishes d WHERE d.restaurant_id = r.id AND d.archived = 0) AS dish_count
            FROM restaurants r WHERE LOWER(r.name) LIKE \(pattern) ESCAPE '\\'
            ORDER BY LOWER(r.name), r.id LIMIT \(limit)
            """)
        return try rows.map { (try SQLCatalogStore.restaurant(from: $0), try $0.int("dish_count")) }
    }

    /// A restaurant's dishes on its menu (sold out or not; archived ones left out), in menu order.
    public func dishes(restaurantID: ID<Restaurant>) throws -> [Dish] {
        try connection.query(
            "SELECT * FROM dishes WHERE restaurant_id = \(restaurantID) AND archived = 0 ORDER BY position"
        ).map(SQLCatalogStore.dish(from:))
    }
}
