import FoodlyCore
import FoodlyShared

/// A refusal from the cart or the ordering flow: what kind of refusal it is and the stable `code` clients match
/// on. The server turns the kind into an HTTP status.
public struct OrderingError: DomainError, Equatable {
    /// Not found, conflict, invalid, forbidden or malformed.
    public let kind: ProblemKind
    /// The API's `code`, e.g. `cart_restaurant_conflict`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates an error.
    public init(kind: ProblemKind, code: String, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    /// No saved card with this id for this user.
    static let cardNotFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such card.")
    /// No dish with this id (or not in the cart).
    static let dishNotFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such dish.")
    /// Another restaurant's dish while the cart holds something.
    static let restaurantConflict = OrderingError(
        kind: .conflict, code: "cart_restaurant_conflict",
        message: "Your cart holds dishes from another restaurant. Empty it first to order from this one.")
    /// A swap to a dish of another restaurant than the cart's.
    static let swapElsewhere = OrderingError(
        kind: .conflict, code: "cart_restaurant_conflict",
        message: "A swap keeps to the cart's restaurant; this dish is from another one.")
    /// A dish that cannot be ordered now.
    static func soldOut(_ name: String) -> OrderingError {
        OrderingError(kind: .conflict, code: "dish_unavailable", message: "\(name) is sold out today.")
    }
    /// Pickup asked of a cart whose restaurant (named when there is one) does not offer it, or of an empty cart.
    static func pickupUnavailable(_ restaurant: String?) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "pickup_unavailable",
            message: restaurant.map { "\($0) does not offer pickup: choose delivery." }
                ?? "Add a dish from a restaurant that offers pickup first.")
    }
    /// Quantity out of 1–50.
    static let quantity = OrderingError(
        kind: .invalid, code: "invalid_quantity", message: "Choose a quantity from 1 to 50.")
    /// Tip out of range.
    static let tip = OrderingError(kind: .invalid, code: "invalid_tip", message: "Choose a tip from $0 to $100.")
    /// No order with this id for this user.
    static let orderNotFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such order.")
    /// No usable idempotency key.
    static let keyRequired = OrderingError(
        kind: .malformed, code: "idempotency_key_required",
        message: "Send an Idempotency-Key (1–100 visible characters, e.g. a UUID) with each new order.")
    /// A key used before with a different cart.
    static let keyReused = OrderingError(
        kind: .invalid, code: "idempotency_key_reused",
        message: "This Idempotency-Key was used for a different order. Use a new key for a new order.")
    /// Cancelling too late.
    static let tooLateToCancel = OrderingError(
        kind: .conflict, code: "invalid_transition",
        message: "The restaurant has accepted this order; it can no longer be cancelled.")
    /// Cancelling an order that is cancelled already (a second press, a retry).
    static let alreadyCancelled = OrderingError(
        kind: .conflict, code: "invalid_transition", message: "This order is already cancelled.")

    /// Changing the slot of an order whose kitchen's time has come.
    static let tooLateToReschedule = OrderingError(
        kind: .conflict, code: "invalid_transition",
        message: "The kitchen has started this order; its time can no longer change.")
    /// An order for later whose card is already held for its time: a hold lasts only days, so the time stays.
    static let heldForItsTime = OrderingError(
        kind: .conflict, code: "invalid_transition",
        message:
            "Your card is already held for this time, so it can no longer change. Cancel the order and order again.")

    /// The account's role may not do this (or it is not linked to a restaurant or a courier).
    public static let forbidden = OrderingError(
        kind: .forbidden, code: "forbidden", message: "Your account may not do this.")

    /// No courier with this id.
    public static let courierNotFound = OrderingError(
        kind: .notFound, code: "not_found", message: "There is no such courier.")

    /// An inactive courier going on duty.
    public static let courierInactive = OrderingError(
        kind: .conflict, code: "courier_inactive",
        message: "Your courier account is inactive, so you cannot go on duty. Ask Foodly to activate it.")

    /// A move the order lifecycle does not allow from where the order is.
    static func invalidTransition(to status: OrderStatus) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "invalid_transition", message: "This order cannot become \(status.rawValue) now.")
    }

    /// A problem that stops checkout, as an error.
    static func blocking(_ problem: CartProblem) -> OrderingError {
        OrderingError(kind: problem.kind, code: problem.code, message: problem.message)
    }
}
