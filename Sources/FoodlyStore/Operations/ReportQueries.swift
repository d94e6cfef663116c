import FoodlyCore
import Foundation

/// What the operator's reports read: every restaurant's (or one restaurant's) orders by promised arrival with the
/// courier's delivery time, what was paid and the sum of their refunds in the ledger; the restaurants to choose from.
public struct ReportQueries {
    let connection: any DatabaseConnection

    /// Queries on `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The orders promised from `start` until before `end`, of `restaurantID` only when given, in the order they
    /// were placed.
    public func orders(promisedFrom start: Date, before end: Date, restaurantID: ID<Restaurant>?) throws
        -> [ReportOrder]
    {
        let only = restaurantID.map { (id) -> SQL in "AND o.restaurant_id = \(id)" } ?? SQL(stringLiteral: "")
        return try connection.query(
            """
            SELECT o.id, o.number, o.status, o.items, o.subtotal, o.total, o.placed_at, o.promised_by,
                o.restaurant_id, r.name AS restaurant_name, r.time_zone, o.kitchen_at,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.accepted))
                    AS accepted_at,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.ready))
                    AS ready_at,
                (SELECT MIN(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = \(OrderStatus.delivered))
                    AS delivered_at,
                COALESCE((SELECT SUM(e.amount) FROM ledger_entries e
                    WHERE e.order_id = o.id AND e.event IN ('refund', 'closed')), 0) AS refunded
            FROM orders o JOIN restaurants r ON r.id = o.restaurant_id
            WHERE o.promised_by >= \(start) AND o.promised_by < \(end) \(only)
            ORDER BY o.placed_at, o.number
            """, as: ReportOrderRow.self
        ).map(\.order)
    }

    /// Every restaurant's id and name, by name.
    public func restaurants() throws -> [(id: ID<Restaurant>, name: String)] {
        try connection.query("SELECT id, name FROM restaurants ORDER BY name, id", as: RestaurantNameRow.self)
            .map { ($0.id, $0.name) }
    }
}

/// A row of `orders`: the restaurant's numbers' row and the report's columns.
private struct ReportOrderRow: Decodable {
    let sold: SoldOrderRow
    let restaurantID: ID<Restaurant>
    let restaurantName: String
    let timeZone: String
    let total: Int
    let refunded: Int
    let kitchenAt: Date?

    enum CodingKeys: String, CodingKey {
        case total, refunded
        case kitchenAt = "kitchen_at"
        case restaurantID = "restaurant_id"
        case restaurantName = "restaurant_name"
        case timeZone = "time_zone"
    }

    init(from decoder: any Decoder) throws {
        sold = try SoldOrderRow(from: decoder)
        let row = try decoder.container(keyedBy: CodingKeys.self)
        restaurantID = try row.decode(ID<Restaurant>.self, forKey: .restaurantID)
        restaurantName = try row.decode(String.self, forKey: .restaurantName)
        timeZone = try row.decode(String.self, forKey: .timeZone)
        total = try row.decode(Int.self, forKey: .total)
        refunded = try row.decode(Int.self, forKey: .refunded)
        kitchenAt = try row.decodeIfPresent(Date.self, forKey: .kitchenAt)
    }

    var order: ReportOrder {
        ReportOrder(
            sold: sold.order, restaurantID: restaurantID, restaurantName: restaurantName,
            timeZone: TimeZoneCache.zone(timeZone), total: total, refunded: refunded, kitchenAt: kitchenAt)
    }
}

/// A row of `restaurants`.
private struct RestaurantNameRow: Decodable {
    let id: ID<Restaurant>
    let name: String
}

extension ReportQueries {
    /// When each order (at every restaurant) placed from `start` until before `end` was placed.
    public func placedTimes(from start: Date, before end: Date) throws -> [Date] {
        try connection.query("SELECT placed_at FROM orders WHERE placed_at >= \(start) AND placed_at < \(end)").map {
            try StoreTime.date(try $0.string("placed_at"))
        }
    }
}
