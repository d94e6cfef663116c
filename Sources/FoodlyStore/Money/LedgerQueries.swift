import FoodlyCore
import Foundation

/// The double-entry ledger (`ledger_entries`, `ledger_postings`) on one connection: entries appended in the
/// transaction of what caused them, never changed (both tables refuse updates) and checked by the
/// database as they are written: an entry whose postings do not sum to zero is refused. A refund is checked against
/// the entries read in the same write transaction, so two at once cannot both fit: SQLite writes one transaction at a
/// time and PostgreSQL's serializable transactions run the loser again.
public struct LedgerQueries {
    let connection: any DatabaseConnection

    /// The ledger as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Appends `entry`: its postings first, then the entry, whose insert checks that they sum to zero. An entry
    /// that moves nothing (every posting zero) is not written.
    public func post(_ entry: LedgerEntry) throws {
        guard !entry.postings.isEmpty else { return }
        for posting in entry.postings {
            try connection.execute(
                """
                INSERT INTO ledger_postings (entry_id, account, amount)
                VALUES (\(entry.id), \(posting.account.description), \(posting.amount))
                """)
        }
        try connection.execute(
            """
            INSERT INTO ledger_entries (id, event, order_id, amount, reason, actor_id, at)
            VALUES (\(entry.id), \(entry.event.rawValue), \(entry.orderID), \(entry.amount), \(entry.reason),
                \(entry.actorID), \(entry.at))
            """)
    }

    /// Whether an entry with this id is written already.
    public func contains(_ id: String) throws -> Bool {
        try connection.queryOne("SELECT id FROM ledger_entries WHERE id = \(id)", as: IDRow.self) != nil
    }

    /// One order's entries with their postings, oldest first.
    public func entries(orderID: ID<Order>) throws -> [LedgerEntry] {
        let rows = try connection.query(
            """
            SELECT e.id, e.event, e.order_id, e.amount, e.reason, e.actor_id, e.at, p.account,
                p.amount AS posting_amount
            FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
            WHERE e.order_id = \(orderID) ORDER BY e.at, e.id, p.account
            """,
            as: LedgerEntryRow.self)
        return try LedgerEntryRow.entries(rows)
    }

    /// What the order's entries moved, per account (zero sums left out).
    public func balances(orderID: ID<Order>) throws -> [LedgerAccount: Int] {
        var balances: [LedgerAccount: Int] = [:]
        for entry in try entries(orderID: orderID) {
            for posting in entry.postings { balances[posting.account, default: 0] += posting.amount }
        }
        return balances.filter { $0.value != 0 }
    }

    /// One order's money as the customer's bill shows it: its charges and refunds, oldest first (a charge before a
    /// refund of the same instant), each with the payment provider's object that moved it on a card order: a
    /// refund's own (`card_refunds`, once sent), a later charge's (`card_charges`), else the order's payment (its
    /// hold, capture or release).
    public func money(orderID: ID<Order>) throws -> OrderMoney {
        let providers = try connection.query(
            """
            SELECT e.id, CASE WHEN r.id IS NOT NULL THEN r.provider_id WHEN c.id IS NOT NULL THEN c.intent_id
                ELSE p.intent_id END AS provider_id
            FROM ledger_entries e
            LEFT JOIN card_refunds r ON r.id = e.id
            LEFT JOIN card_charges c ON c.id = e.id
            LEFT JOIN card_payments p ON p.order_id = e.order_id
            WHERE e.order_id = \(orderID)
            """,
            as: ProviderRow.self)
        let byEntry = Dictionary(providers.map { ($0.id, $0.providerID) }, uniquingKeysWith: { first, _ in first })
        let lines = try entries(orderID: orderID).compactMap { entry -> LedgerLine? in
            guard var line = entry.customerLine else { return nil }
            line.providerID = byEntry[entry.id] ?? nil
            return line
        }
        return OrderMoney(
            lines: lines.enumerated().sorted {
                ($0.element.at, $0.element.kind == .charge ? 0 : 1, $0.offset)
                    < ($1.element.at, $1.element.kind == .charge ? 0 : 1, $1.offset)
            }.map(\.element))
    }

    private struct IDRow: Decodable {
        let id: String
    }

    private struct ProviderRow: Decodable {
        let id: String
        let providerID: String?

        enum CodingKeys: String, CodingKey {
            case id
            case providerID = "provider_id"
        }
    }
}
