import FoodlyCore
import Foundation

extension OrderingConnection {
    /// The restaurant a staff member works for.
    public func restaurantID(ofStaff userID: ID<UserAccount>) throws -> ID<Restaurant>? {
        let row = try connection.queryOne(
            "SELECT restaurant_id FROM restaurant_staff WHERE user_id = $1", [.text(userID.rawValue)])
        return try row.map { ID<Restaurant>(try $0.string("restaurant_id")) }
    }

    /// Makes `userID` staff of `restaurantID` (replacing an earlier restaurant).
    public func assignStaff(_ userID: ID<UserAccount>, to restaurantID: ID<Restaurant>) throws {
        try connection.execute(
            """
            INSERT INTO restaurant_staff (user_id, restaurant_id) VALUES ($1, $2)
            ON CONFLICT (user_id) DO UPDATE SET restaurant_id = $2
            """, [.text(userID.rawValue), .text(restaurantID.rawValue)])
    }

    /// A restaurant's orders, newest first; only those in `statuses` when given.
    public func orders(restaurantID: ID<Restaurant>, statuses: [OrderStatus]?) throws -> [Order] {
        var sql = "SELECT * FROM orders WHERE restaurant_id = $1"
        if let statuses { sql += " AND status IN (\(statuses.map { "'\($0.rawValue)'" }.joined(separator: ", ")))" }
        return try connection.query(
            sql + " ORDER BY placed_at DESC, number DESC LIMIT 200",
            [
                .text(restaurantID.rawValue)
            ]
        ).map(order(from:))
    }

    /// The courier record of a courier's account.
    public func courier(userID: ID<UserAccount>) throws -> Courier? {
        try connection.queryOne("SELECT * FROM couriers WHERE user_id = $1", [.text(userID.rawValue)])
            .map(SQLCourierStore.courier(from:))
    }

    /// A courier's deliveries: active ones first, then the last delivered, newest first.
    public func deliveries(courierID: ID<Courier>) throws -> [Order] {
        try connection.query(
            "SELECT * FROM orders WHERE courier_id = $1 ORDER BY placed_at DESC, number DESC LIMIT 50",
            [.text(courierID.rawValue)]
        ).map(order(from:))
    }

    /// Updates a courier's position.
    public func moveCourier(_ courierID: ID<Courier>, to point: GeoPoint, at time: Date) throws {
        try connection.execute(
            "UPDATE couriers SET latitude = $2, longitude = $3, updated_at = $4 WHERE id = $1",
            [.text(courierID.rawValue), .real(point.latitude), .real(point.longitude), .text(StoreTime.text(time))])
    }

    /// Turns a courier's availability on or off.
    public func setCourierAvailable(_ courierID: ID<Courier>, _ available: Bool, at time: Date) throws {
        try connection.execute(
            "UPDATE couriers SET available = $2, updated_at = $3 WHERE id = $1",
            [.text(courierID.rawValue), .integer(available ? 1 : 0), .text(StoreTime.text(time))])
    }

    /// Stores a review and adds it to the restaurant's rating; false when the order already has one.
    public func addReview(
        orderID: ID<Order>, userID: ID<UserAccount>, restaurantID: ID<Restaurant>, rating: Int, comment: String,
        at time: Date
    ) throws -> Bool {
        let inserted = try connection.execute(
            """
            INSERT INTO reviews (order_id, user_id, restaurant_id, rating, comment, created_at)
            VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING
            """,
            [
                .text(orderID.rawValue), .text(userID.rawValue), .text(restaurantID.rawValue), .integer(Int64(rating)),
                .text(comment), .text(StoreTime.text(time)),
            ])
        guard inserted == 1 else { return false }
        try connection.execute(
            "UPDATE restaurants SET rating_sum = rating_sum + $2, rating_count = rating_count + 1 WHERE id = $1",
            [.text(restaurantID.rawValue), .integer(Int64(rating))])
        try SQLCatalogStore.raiseVersion(connection)
        return true
    }

    /// Whether an order has a review.
    public func hasReview(orderID: ID<Order>) throws -> Bool {
        try connection.queryOne("SELECT 1 AS found FROM reviews WHERE order_id = $1", [.text(orderID.rawValue)]) != nil
    }

    /// Orders still on their way (placed to picked up), oldest first, at most `limit`.
    public func activeOrders(limit: Int = 500) throws -> [Order] {
        try connection.query(
            """
            SELECT * FROM orders WHERE status IN ('placed', 'accepted', 'preparing', 'ready', 'picked_up')
            ORDER BY placed_at LIMIT $1
            """, [.integer(Int64(limit))]
        ).map(order(from:))
    }
}
