import FoodlyCore
import Foundation

extension OrderQueries {
    /// The restaurant a staff member works for.
    public func restaurantID(ofStaff userID: ID<UserAccount>) throws -> ID<Restaurant>? {
        try connection.queryOne("SELECT restaurant_id FROM restaurant_staff WHERE user_id = \(userID)")
            .map { ID<Restaurant>(try $0.string("restaurant_id")) }
    }

    /// Stores a review of an order; false when the order already has one. The restaurant's rating is the
    /// catalog's (``CatalogQueries/addRating(_:to:)``).
    public func insertReview(
        orderID: ID<Order>, userID: ID<UserAccount>, restaurantID: ID<Restaurant>, rating: Int, comment: String,
        at time: Date
    ) throws -> Bool {
        try connection.execute(
            """
            INSERT INTO reviews (order_id, user_id, restaurant_id, rating, comment, created_at)
            VALUES (\(orderID), \(userID), \(restaurantID), \(rating), \(comment), \(time))
            ON CONFLICT (order_id) DO NOTHING
            """) == 1
    }

    /// Which of these orders have a review, in one query.
    public func reviewed(orderIDs: some Collection<ID<Order>>) throws -> Set<ID<Order>> {
        guard !orderIDs.isEmpty else { return [] }
        let rows = try connection.query("SELECT order_id FROM reviews WHERE order_id IN (\(list: Array(orderIDs)))")
        return Set(try rows.map { ID<Order>(try $0.string("order_id")) })
    }
}
