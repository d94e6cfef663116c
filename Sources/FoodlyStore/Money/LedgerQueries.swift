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

    /// One order's money: its lines, oldest first (a charge before a refund of the same instant), each with the
    /// payment provider's object that moved it on a card order: a refund's own (`card_refunds`, once sent), a later
    /// charge's (`card_charges`), else the order's payment (its hold, capture or release).
    public func money(orderID: ID<Order>) throws -> OrderMoney {
        OrderMoney(
            lines: try connection.query(
                """
                SELECT l.id, l.order_id, l.kind, l.amount, l.reason, l.actor_id, l.at,
                    CASE WHEN r.id IS NOT NULL THEN r.provider_id WHEN c.id IS NOT NULL THEN c.intent_id
                        ELSE p.intent_id END AS provider_id
                FROM order_ledger l
                LEFT JOIN card_refunds r ON r.id = l.id
                LEFT JOIN card_charges c ON c.id = l.id
                LEFT JOIN card_payments p ON p.order_id = l.order_id
                WHERE l.order_id = \(orderID) ORDER BY l.at, l.kind, l.id
                """,
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
