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
    /// On a card order, the payment provider's object that moved this money (`pi_…` for the hold, its capture or
    /// release and a tip's charge, `re_…` for a refund sent to the card); nil for an order paid on delivery and for
    /// a refund not sent yet. Read from the payment tables, not written with the line.
    public var providerID: String?

    /// Creates a line.
    public init(
        id: ID<LedgerLine>, orderID: ID<Order>, kind: LedgerKind, amount: Int, reason: String,
        actorID: ID<UserAccount>? = nil, at: Date, providerID: String? = nil
    ) {
        self.id = id
        self.orderID = orderID
        self.kind = kind
        self.amount = amount
        self.reason = reason
        self.actorID = actorID
        self.at = at
        self.providerID = providerID
    }
}
