import FoodlyCore
import Foundation

/// What a restaurant's numbers and reviews read: its orders by promised arrival with the kitchen's and the courier's
/// times, and its reviews with their replies.
public struct NumbersQueries {
    let connection: any DatabaseConnection

    /// Queries on `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The restaurant's orders promised from `start` until before `end`, in the order they were placed.
    public func soldOrders(restaurantID: ID<Restaurant>, promisedFrom start: Date, before end: Date) throws
        -> [SoldOrder]
    {
        try connection.query(
            """
            SELECT o.id, o.number, o.status, o.items, o.subtotal, o.placed_at, o.promised_by,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.accepted))
                    AS accepted_at,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.ready))
                    AS ready_at,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.delivered))
                    AS delivered_at
            FROM orders o
            WHERE o.restaurant_id = \(restaurantID) AND o.promised_by >= \(start) AND o.promised_by < \(end)
            ORDER BY o.placed_at, o.number
            """, as: SoldOrderRow.self
        ).map(\.order)
    }

    /// The restaurant's reviews, newest first, at most `limit`.
    public func reviews(restaurantID: ID<Restaurant>, limit: Int) throws -> [RestaurantReview] {
        try connection.query(
            """
            SELECT r.order_id, o.number, r.rating, r.comment, u.full_name, r.created_at, r.reply, r.replied_at
            FROM reviews r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
            WHERE r.restaurant_id = \(restaurantID)
            ORDER BY r.created_at DESC, o.number DESC
            LIMIT \(limit)
            """, as: ReviewRow.self
        ).map(\.review)
    }

    /// Sets (or with nil, takes back) the public reply to the review of `orderID`, if that review is the
    /// restaurant's; false otherwise.
    public func setReply(_ text: String?, orderID: ID<Order>, restaurantID: ID<Restaurant>, at time: Date) throws
        -> Bool
    {
        let stamp: Date? = text == nil ? nil : time
        return try connection.execute(
            """
            UPDATE reviews SET reply = \(text), replied_at = \(stamp)
            WHERE order_id = \(orderID) AND restaurant_id = \(restaurantID)
            """) == 1
    }
}

/// A row of `reviews`.
private struct ReviewRow: Decodable {
    let orderID: ID<Order>
    let number: Int
    let rating: Int
    let comment: String
    let fullName: String
    let createdAt: Date
    let reply: String?
    let repliedAt: Date?

    enum CodingKeys: String, CodingKey {
        case number, rating, comment, reply
        case orderID = "order_id"
        case fullName = "full_name"
        case createdAt = "created_at"
        case repliedAt = "replied_at"
    }

    var review: RestaurantReview {
        RestaurantReview(
            orderID: orderID, orderNumber: number, rating: rating, comment: comment,
            author: RestaurantReview.publicName(of: fullName), createdAt: createdAt, reply: reply, repliedAt: repliedAt)
    }
}

/// A row of `soldOrders` (and, within a larger row, of the reports' orders).
struct SoldOrderRow: Decodable {
    let id: ID<Order>
    let number: Int
    let status: OrderStatus
    let items: JSONColumn<[StoredOrderItem]>
    let subtotal: Int
    let placedAt: Date
    let promisedBy: Date
    let acceptedAt: Date?
    let readyAt: Date?
    let deliveredAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, number, status, items, subtotal
        case placedAt = "placed_at"
        case promisedBy = "promised_by"
        case acceptedAt = "accepted_at"
        case readyAt = "ready_at"
        case deliveredAt = "delivered_at"
    }

    var order: SoldOrder {
        SoldOrder(
            id: id, number: number, status: status, items: items.value.map(\.item), subtotal: subtotal,
            placedAt: placedAt, promisedBy: promisedBy, acceptedAt: acceptedAt, readyAt: readyAt,
            deliveredAt: deliveredAt)
    }
}
