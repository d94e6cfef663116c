import FoodlyCore
import Foundation

extension LedgerQueries {
    /// The entries (with all their postings) that moved `account` from `start` until before `end`, oldest first.
    public func entries(moving account: LedgerAccount, from start: Date, before end: Date) throws -> [LedgerEntry] {
        let rows = try connection.query(
            """
            SELECT e.id, e.event, e.order_id, e.amount, e.reason, e.actor_id, e.at, p.account,
                p.amount AS posting_amount
            FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
            WHERE e.at >= \(start) AND e.at < \(end)
                AND e.id IN (SELECT entry_id FROM ledger_postings WHERE account = \(account.description))
            ORDER BY e.at, e.id, p.account
            """,
            as: LedgerEntryRow.self)
        return try LedgerEntryRow.entries(rows)
    }

    /// Every account's balance from the entries written from `start` until before `end` (one row per account
    /// moved: linear in what happened in the period).
    public func balances(from start: Date, before end: Date) throws -> [LedgerAccount: Int] {
        let rows = try connection.query(
            """
            SELECT p.account, SUM(p.amount) AS total FROM ledger_postings p
            JOIN ledger_entries e ON e.id = p.entry_id
            WHERE e.at >= \(start) AND e.at < \(end)
            GROUP BY p.account
            """,
            as: AccountTotalRow.self)
        var balances: [LedgerAccount: Int] = [:]
        for row in rows {
            guard let account = LedgerAccount(row.account) else {
                throw StoreError.corrupt("a ledger posting names an unknown account \(row.account)")
            }
            balances[account, default: 0] += row.total
        }
        return balances
    }

    /// The balance before `end` of every account kept for a payee: each restaurant's and courier's payable and each
    /// courier's cash (accounts at zero left out), from entries of no order or of orders that have ended (delivered,
    /// cancelled or rejected): an order still on its way was not paid for yet, so what it owes a restaurant waits.
    public func payeeBalances(before end: Date) throws -> [LedgerAccount: Int] {
        let rows = try connection.query(
            """
            SELECT p.account, SUM(p.amount) AS total FROM ledger_postings p
            JOIN ledger_entries e ON e.id = p.entry_id
            LEFT JOIN orders o ON o.id = e.order_id
            WHERE e.at < \(end) AND (p.account LIKE 'restaurant_payable:%' OR p.account LIKE 'courier_payable:%'
                OR p.account LIKE 'courier_cash:%')
                AND (e.order_id IS NULL OR o.status IN ('delivered', 'cancelled', 'rejected'))
            GROUP BY p.account
            """,
            as: AccountTotalRow.self)
        var balances: [LedgerAccount: Int] = [:]
        for row in rows where row.total != 0 {
            guard let account = LedgerAccount(row.account) else {
                throw StoreError.corrupt("a ledger posting names an unknown account \(row.account)")
            }
            balances[account] = row.total
        }
        return balances
    }

    /// `account`'s balance from every entry before `end`.
    public func balance(of account: LedgerAccount, before end: Date) throws -> Int {
        try connection.queryOne(
            """
            SELECT COALESCE(SUM(p.amount), 0) AS total FROM ledger_postings p
            JOIN ledger_entries e ON e.id = p.entry_id
            WHERE p.account = \(account.description) AND e.at < \(end)
            """,
            as: TotalRow.self)?.total ?? 0
    }

    /// For each of `orders`, what their refund entries before `end` debited to `account` (the refunds a restaurant
    /// bore).
    public func refundsBorne(by account: LedgerAccount, orders: [ID<Order>], before end: Date) throws -> [ID<Order>:
        Int]
    {
        guard !orders.isEmpty else { return [:] }
        let rows = try connection.query(
            """
            SELECT e.order_id, SUM(p.amount) AS total FROM ledger_postings p
            JOIN ledger_entries e ON e.id = p.entry_id
            WHERE p.account = \(account.description) AND e.event = 'refund' AND e.at < \(end)
                AND e.order_id IN (\(list: orders))
            GROUP BY e.order_id
            """,
            as: OrderTotalRow.self)
        return Dictionary(rows.map { (ID($0.orderID), $0.total) }, uniquingKeysWith: +)
    }

    private struct AccountTotalRow: Decodable {
        let account: String
        let total: Int
    }

    private struct TotalRow: Decodable {
        let total: Int
    }

    private struct OrderTotalRow: Decodable {
        let orderID: String
        let total: Int

        enum CodingKeys: String, CodingKey {
            case total
            case orderID = "order_id"
        }
    }
}
