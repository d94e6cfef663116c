import FoodlyCore

/// A refusal from the cart or the ordering flow, with the HTTP status and the stable `code` clients match on.
public struct OrderingError: Error, Sendable, Equatable {
    /// 404, 409 or 422.
    public let status: Int
    /// The API's `code`, e.g. `cart_restaurant_conflict`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates an error.
    public init(status: Int, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// No dish with this id (or not in the cart).
    static let dishNotFound = OrderingError(status: 404, code: "not_found", message: "There is no such dish.")
    /// Another restaurant's dish while the cart holds something.
    static let restaurantConflict = OrderingError(
        status: 409, code: "cart_restaurant_conflict",
        message: "Your cart holds dishes from another restaurant. Empty it first to order from this one.")
    /// Quantity out of 1–50.
    static let quantity = OrderingError(
        status: 422, code: "invalid_quantity", message: "Choose a quantity from 1 to 50.")
    /// Tip out of range.
    static let tip = OrderingError(status: 422, code: "invalid_tip", message: "Choose a tip from $0 to $100.")
    /// No order with this id for this user.
    static let orderNotFound = OrderingError(status: 404, code: "not_found", message: "There is no such order.")
    /// No usable idempotency key.
    static let keyRequired = OrderingError(
        status: 400, code: "idempotency_key_required",
        message: "Send an Idempotency-Key (1–100 visible characters, e.g. a UUID) with each new order.")
    /// A key used before with a different cart.
    static let keyReused = OrderingError(
        status: 422, code: "idempotency_key_reused",
        message: "This Idempotency-Key was used for a different order. Use a new key for a new order.")
    /// Cancelling too late.
    static let tooLateToCancel = OrderingError(
        status: 409, code: "invalid_transition",
        message: "The restaurant has accepted this order; it can no longer be cancelled.")

    /// The account's role may not do this (or it is not linked to a restaurant or a courier).
    public static let forbidden = OrderingError(
        status: 403, code: "forbidden", message: "Your account may not do this.")

    /// A move the order lifecycle does not allow from where the order is.
    static func invalidTransition(to status: OrderStatus) -> OrderingError {
        OrderingError(
            status: 409, code: "invalid_transition", message: "This order cannot become \(status.rawValue) now.")
    }

    /// A problem that stops checkout, as an error.
    static func blocking(_ problem: CartProblem) -> OrderingError {
        OrderingError(
            status: problem.code.hasPrefix("coupon_") ? 422 : 409, code: problem.code, message: problem.message)
    }
}
