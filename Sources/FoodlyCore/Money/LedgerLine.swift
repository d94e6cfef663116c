import FoodlyShared
import Foundation

/// One movement of an order's money, as the append-only ledger records it: a charge or a refund, in cents.
public struct LedgerLine: Sendable, Equatable {
    /// The line's id.
    public let id: ID<LedgerLine>
    /// The order it belongs to.
    public var orderID: ID<Order>
    /// Charge or refund.
    public var kind: LedgerKind
    /// How much, in cents (always more than 0).
    public var amount: Int
    /// Why: "order placed", "tip", "cancelled", "rejected" or an operator's words.
    public var reason: String
    /// The operator who wrote it; nil when the system did (placing, a tip, a cancellation).
    public var actorID: ID<UserAccount>?
    /// When.
    public var at: Date

    /// Creates a line.
    public init(
        id: ID<LedgerLine>, orderID: ID<Order>, kind: LedgerKind, amount: Int, reason: String,
        actorID: ID<UserAccount>? = nil, at: Date
    ) {
        self.id = id
        self.orderID = orderID
        self.kind = kind
        self.amount = amount
        self.reason = reason
        self.actorID = actorID
        self.at = at
    }
}
