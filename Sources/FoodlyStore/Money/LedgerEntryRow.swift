import FoodlyCore
import Foundation

/// A row of `ledger_entries` joined with one of its `ledger_postings`.
struct LedgerEntryRow: Decodable {
    let id: String
    let event: String
    let orderID: String?
    let amount: Int
    let reason: String
    let actorID: String?
    let at: Date
    let account: String
    let postingAmount: Int

    enum CodingKeys: String, CodingKey {
        case id, event, amount, reason, at, account
        case orderID = "order_id"
        case actorID = "actor_id"
        case postingAmount = "posting_amount"
    }

    /// The entries `rows` hold, in the rows' order (each entry's rows next to each other).
    static func entries(_ rows: [LedgerEntryRow]) throws -> [LedgerEntry] {
        var entries: [LedgerEntry] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            let first = rows[index]
            let end = rows[index...].firstIndex { $0.id != first.id } ?? rows.endIndex
            guard let event = LedgerEntry.Event(rawValue: first.event) else {
                throw StoreError.corrupt("ledger entry \(first.id) has an unknown event \(first.event)")
            }
            let postings = try rows[index..<end].map { row in
                guard let account = LedgerAccount(row.account) else {
                    throw StoreError.corrupt("ledger entry \(row.id) names an unknown account \(row.account)")
                }
                return LedgerEntry.Posting(account, row.postingAmount)
            }
            entries.append(
                try LedgerEntry(
                    id: first.id, event: event, orderID: first.orderID.map { ID($0) }, amount: first.amount,
                    reason: first.reason, actorID: first.actorID.map { ID($0) }, at: first.at, postings: postings))
            index = end
        }
        return entries
    }
}
