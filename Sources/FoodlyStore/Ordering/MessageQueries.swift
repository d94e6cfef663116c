import FoodlyCore
import Foundation

/// The `order_messages` table on one connection: what an order's customer and courier wrote to each other.
public struct MessageQueries {
    private let connection: any DatabaseConnection

    /// The messages as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Stores a new message.
    public func insert(_ message: OrderMessage) throws {
        try connection.execute(
            """
            INSERT INTO order_messages (id, order_id, sender, body, sent_at)
            VALUES (\(message.id), \(message.orderId), \(message.sender.rawValue), \(message.text), \(message.sentAt))
            """)
    }

    /// An order's messages, the oldest first.
    public func messages(orderID: ID<Order>) throws -> [OrderMessage] {
        try connection.query(
            """
            SELECT id, order_id, sender, body, sent_at, read_at FROM order_messages WHERE order_id = \(orderID)
            ORDER BY sent_at, id
            """
        ).map { row in
            OrderMessage(
                id: try row.string("id"), orderId: try row.string("order_id"),
                sender: MessageSender(rawValue: try row.string("sender")) ?? .customer, text: try row.string("body"),
                sentAt: try StoreTime.date(try row.string("sent_at")),
                readAt: try row.optionalString("read_at").map(StoreTime.date))
        }
    }

    /// How many messages an order has.
    public func count(orderID: ID<Order>) throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM order_messages WHERE order_id = \(orderID)")?.int("n") ?? 0
    }

    /// Marks what `sender` wrote about an order and nobody read yet as read at `time`; how many.
    @discardableResult
    public func markRead(orderID: ID<Order>, from sender: MessageSender, at time: Date) throws -> Int {
        try connection.execute(
            """
            UPDATE order_messages SET read_at = \(time)
            WHERE order_id = \(orderID) AND sender = \(sender.rawValue) AND read_at IS NULL
            """)
    }
}
