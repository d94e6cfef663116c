import FoodlyCore
import Foundation

/// A row of `order_ledger`.
struct LedgerRow: Decodable {
    let id: String
    let orderID: String
    let kind: LedgerKind
    let amount: Int
    let reason: String
    let actorID: String?
    let at: Date

    enum CodingKeys: String, CodingKey {
        case id, kind, amount, reason, at
        case orderID = "order_id"
        case actorID = "actor_id"
    }

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = "id, order_id, kind, amount, reason, actor_id, at"

    var line: LedgerLine {
        LedgerLine(
            id: ID(id), orderID: ID(orderID), kind: kind, amount: amount, reason: reason,
            actorID: actorID.map { ID($0) }, at: at)
    }
}
