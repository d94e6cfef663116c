import FoodlyCore
import FoodlyShared

extension OrderingError {
    /// A tip a delivered order cannot take now.
    static func tip(_ refusal: TipRaise.Refusal) -> OrderingError {
        switch refusal {
        case .outOfRange:
            return .tip
        case .inPerson:
            return OrderingError(
                kind: .conflict, code: "tip_in_person",
                message: "This order was paid on delivery, so a tip goes to your courier in person, not through Foodly."
            )
        case .notDelivered:
            return OrderingError(
                kind: .conflict, code: "not_delivered", message: "You can add a tip once the order is delivered.")
        case .windowClosed:
            return OrderingError(
                kind: .conflict, code: "tip_window_closed",
                message: "A tip can be added or raised until 24 hours after delivery.")
        case .noCourier:
            return OrderingError(
                kind: .conflict, code: "no_courier_to_tip",
                message: "This order was collected at the counter: there is no courier to tip.")
        case .lower(let current):
            return OrderingError(
                kind: .invalid, code: "tip_cannot_be_lowered",
                message: "Your tip is \(Money.format(current)); you can raise it, not lower it.")
        }
    }

    /// A favourite past the limit.
    static let tooManyFavourites = OrderingError(
        kind: .invalid, code: "too_many_favourites",
        message: "You can keep up to \(Favourites.limit) favourites. Take one out to add another.")

    /// No restaurant with this id.
    static let restaurantNotFound = OrderingError(
        kind: .notFound, code: "not_found", message: "There is no such restaurant.")
}
