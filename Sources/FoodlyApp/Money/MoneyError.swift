import FoodlyCore
import FoodlyShared

extension OrderingError {
    /// A refund larger than what is left of the order's charges; the message says what is left.
    static func refundExceedsCharge(_ message: String) -> OrderingError {
        OrderingError(kind: .conflict, code: "refund_exceeds_charge", message: message)
    }

    /// An operator's cancellation of an order that has ended.
    static func notCancellable(_ status: OrderStatus) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "invalid_transition",
            message: "This order is \(status.label.lowercased()); it can no longer be cancelled.")
    }
}
