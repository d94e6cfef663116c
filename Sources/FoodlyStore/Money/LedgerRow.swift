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
    let providerID: String?

    enum CodingKeys: String, CodingKey {
        case id, kind, amount, reason, at
        case orderID = "order_id"
        case actorID = "actor_id"
        case providerID = "provider_id"
    }

    var line: LedgerLine {
        LedgerLine(
            id: ID(id), orderID: ID(orderID), kind: kind, amount: amount, reason: reason,
            actorID: actorID.map { ID($0) }, at: at, providerID: providerID)
    }
}
