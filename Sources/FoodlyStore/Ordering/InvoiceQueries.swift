import FoodlyCore
import Foundation

/// The `invoices` table on one connection: the number each delivered order's invoice has in its restaurant's
/// gap-free sequence.
public struct InvoiceQueries {
    private let connection: any DatabaseConnection

    /// The invoices as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Gives order `orderID` of `restaurantID` the restaurant's next number, in the caller's write transaction, and
    /// returns it; an order that has one keeps it.
    @discardableResult
    public func issue(orderID: ID<Order>, restaurantID: ID<Restaurant>, at time: Date) throws -> Int {
        if let issued = try number(orderID: orderID) { return issued.number }
        let last =
            try connection.queryOne(
                "SELECT COALESCE(MAX(number), 0) AS number FROM invoices WHERE restaurant_id = \(restaurantID)",
                as: LastRow.self)?.number ?? 0
        try connection.execute(
            """
            INSERT INTO invoices (order_id, restaurant_id, number, issued_at)
            VALUES (\(orderID), \(restaurantID), \(last + 1), \(time))
            """)
        return last + 1
    }

    /// Order `orderID`'s invoice number and when it was issued; nil before delivery.
    public func number(orderID: ID<Order>) throws -> (number: Int, issuedAt: Date)? {
        try connection.queryOne(
            "SELECT number, issued_at FROM invoices WHERE order_id = \(orderID)", as: InvoiceRow.self
        ).map { ($0.number, $0.issuedAt) }
    }

    /// The invoice numbers of those of `orderIDs` that have one.
    public func numbers(orderIDs: [ID<Order>]) throws -> [ID<Order>: Int] {
        guard !orderIDs.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT order_id, number FROM invoices WHERE order_id IN (\(list: orderIDs))", as: NumberRow.self)
        return Dictionary(rows.map { (ID($0.orderID), $0.number) }, uniquingKeysWith: { first, _ in first })
    }

    private struct NumberRow: Decodable {
        let orderID: String
        let number: Int

        enum CodingKeys: String, CodingKey {
            case number
            case orderID = "order_id"
        }
    }

    private struct LastRow: Decodable {
        let number: Int
    }

    private struct InvoiceRow: Decodable {
        let number: Int
        let issuedAt: Date

        enum CodingKeys: String, CodingKey {
            case number
            case issuedAt = "issued_at"
        }
    }
}
