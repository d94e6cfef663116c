import FoodlyCore
import Foundation

/// The `order_ledger` table on one connection: each order's charges and refunds, appended in the transaction of
/// what caused them (placing, a tip, a cancellation, an operator's refund) and never changed (the table refuses
/// updates). A refund is checked against the lines read in the same write transaction, so two at once cannot both
/// fit: SQLite writes one transaction at a time and PostgreSQL's serializable transactions run the loser again.
public struct LedgerQueries {
    private let connection: any DatabaseConnection

    /// The ledger as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// One order's money: its lines, oldest first (a charge before a refund of the same instant).
    public func money(orderID: ID<Order>) throws -> OrderMoney {
        OrderMoney(
            lines: try connection.query(
                "SELECT \(LedgerRow.columns) FROM order_ledger WHERE order_id = \(orderID) ORDER BY at, kind, id",
                as: LedgerRow.self
            ).map(\.line))
    }

    /// Appends `line`.
    public func append(_ line: LedgerLine) throws {
        try connection.execute(
            """
            INSERT INTO order_ledger (id, order_id, kind, amount, reason, actor_id, at)
            VALUES (\(line.id), \(line.orderID), \(line.kind), \(line.amount), \(line.reason), \(line.actorID),
                \(line.at))
            """)
    }
}

extension LedgerKind: SQLBindable {}
