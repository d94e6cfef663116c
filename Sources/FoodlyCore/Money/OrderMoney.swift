import FoodlyShared
import Foundation

/// An order's money as its ledger adds it up: what the customer was charged (the total when placed, tips added
/// later), what was refunded, and what is left to refund. Foodly takes no payment online: the customer is billed the
/// total when the order is placed and pays the courier on delivery, so a refund before delivery takes money off the
/// bill and one after gives it back. The refunded total never exceeds the charged one (``refusal(of:)``).
public struct OrderMoney: Sendable, Equatable {
    /// The reason of the charge written when an order is placed.
    public static let placedReason = "order placed"
    /// The reason of the charge written when a tip is added after delivery.
    public static let tipReason = "tip"

    /// The ledger's lines, oldest first.
    public var lines: [LedgerLine]

    /// Adds up `lines`.
    public init(lines: [LedgerLine]) {
        self.lines = lines
    }

    /// Every charge added up, in cents.
    public var charged: Int { total(.charge) }
    /// Every refund added up, in cents.
    public var refunded: Int { total(.refund) }
    /// What may still be refunded: charged − refunded.
    public var remaining: Int { charged - refunded }

    /// The refund that ends an order cancelled or rejected: whatever is left, with the status as its reason; nil
    /// for any other status or when nothing is left.
    public func closingRefund(for status: OrderStatus) -> (amount: Int, reason: String)? {
        guard OrderMoney.refundsRest(status), remaining > 0 else { return nil }
        return (remaining, status.rawValue)
    }

    /// Whether an order reaching `status` gets back what is left of its charges: cancelled or rejected.
    public static func refundsRest(_ status: OrderStatus) -> Bool {
        status == .cancelled || status == .rejected
    }

    /// Why an order in `status` can have no refund whatever its amount: one to be paid on delivery that nobody
    /// answered the door for (`failed`) was never paid — its bill was written off (``Settlement/undelivered``) — so
    /// there is nothing to give back, and a refund would owe the customer cash they never handed over. Nil when a
    /// refund may be weighed against what is left (``refusal(of:)``).
    public static func refusal(status: OrderStatus, byCard: Bool) -> String? {
        guard status == .failed, !byCard else { return nil }
        return "Nothing was paid for this order: it was to be paid on delivery and was not delivered."
    }

    /// Why a refund of `amount` cents is refused now: nil when it fits in what is left.
    public func refusal(of amount: Int) -> String? {
        guard amount > remaining else { return nil }
        return remaining == 0
            ? "Nothing is left to refund on this order."
            : "At most \(Money.format(remaining)) is left to refund on this order."
    }

    /// The issues of an operator's refund as asked: an amount of at least 1 cent and a reason of 1–500 characters.
    /// Whether it fits in what is left is judged in the refund's transaction (``refusal(of:)``).
    public static func refundIssues(amount: Int, reason: String) -> [FieldError] {
        var issues: [FieldError] = []
        if amount < 1 {
            issues.append(
                FieldError(field: "amount", code: "out_of_range", message: "Refund at least $0.01."))
        }
        issues += Reason.issues(reason)
        return issues
    }

    private func total(_ kind: LedgerKind) -> Int {
        lines.filter { $0.kind == kind }.reduce(0) { $0 + $1.amount }
    }
}
