import Foundation

/// Adding or raising the tip of a delivered order paid by card: within 24 hours of its delivery, never lower, at most
/// the cart's largest tip. The order's total follows the tip (the tip is not taxed, so nothing else changes). An
/// order paid on delivery takes no tip afterwards: nobody would collect it, so it is given to the courier in person.
/// A pickup order takes none at all: no courier brought it.
public enum TipRaise {
    /// The largest tip, in cents (the cart's too).
    public static let maximum = 10_000
    /// How long after delivery the tip may still be raised.
    public static let window: TimeInterval = 24 * 3600

    /// Why a tip was refused.
    public enum Refusal: Sendable, Equatable {
        /// Outside 0…``TipRaise/maximum``.
        case outOfRange
        /// Paid on delivery: a tip now is the courier's in person, not Foodly's to collect.
        case inPerson
        /// The order has not been delivered (yet, or ever).
        case notDelivered
        /// More than 24 hours since delivery.
        case windowClosed
        /// Less than the tip already given.
        case lower(than: Int)
        /// Collected at the counter: no courier to tip.
        case noCourier
    }

    /// Until when the tip of `order` may be raised; nil when it was not delivered.
    public static func deadline(of order: Order) -> Date? {
        guard order.status == .delivered, let delivered = order.reached(.delivered) else { return nil }
        return delivered.addingTimeInterval(window)
    }

    /// Why `amount` cannot be the tip of `order` (paid `byCard` or on delivery) at `now`; nil when it can (the same
    /// tip again changes nothing).
    public static func refusal(_ amount: Int, for order: Order, byCard: Bool, at now: Date) -> Refusal? {
        guard (0...maximum).contains(amount) else { return .outOfRange }
        guard order.fulfilment == .delivery else { return .noCourier }
        guard byCard else { return .inPerson }
        guard let deadline = deadline(of: order) else { return .notDelivered }
        guard now < deadline else { return .windowClosed }
        guard amount >= order.pricing.tip else { return .lower(than: order.pricing.tip) }
        return nil
    }

    /// The order's prices with `amount` as the tip.
    public static func pricing(_ pricing: PriceBreakdown, tip amount: Int) -> PriceBreakdown {
        var changed = pricing
        changed.total = max(0, pricing.total - pricing.tip + amount)
        changed.tip = amount
        return changed
    }
}
