import FoodlyCore
import FoodlyShared
import Foundation

/// Something that would stop checkout now, shown with the cart.
public struct CartProblem: Sendable, Equatable {
    /// Conflict (the cart's state stops checkout) or invalid (a coupon refusal).
    public let kind: ProblemKind
    /// Stable code: `cart_empty`, `restaurant_closed`, `restaurant_suspended`, `restaurant_paused`, `dish_unavailable`, `minimum_not_met`, `address_missing`,
    /// `address_incomplete`, `outside_delivery_area`, `pickup_unavailable`, or a coupon refusal code.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates a problem.
    public init(kind: ProblemKind = .conflict, code: String, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    static let empty = CartProblem(code: "cart_empty", message: "Your cart is empty.")
    static let closed = CartProblem(code: "restaurant_closed", message: "The restaurant is closed right now.")
    static let noAddress = CartProblem(code: "address_missing", message: "Add a delivery address.")
    static let noHouseNumber = CartProblem(
        code: "address_incomplete", message: "Add the house number to your delivery address, like 600 Valencia St.")
    static let noPickup = CartProblem(
        code: "pickup_unavailable", message: "The restaurant no longer offers pickup: choose delivery.")
    static let outside = CartProblem(
        code: "outside_delivery_area", message: "The restaurant does not deliver to this address.")

    /// A restaurant an operator suspended (for later too; orders placed before go on).
    static func suspended(_ restaurant: Restaurant) -> CartProblem {
        CartProblem(
            code: "restaurant_suspended", message: "\(restaurant.name) is suspended and takes no orders for now.")
    }

    /// A restaurant that paused new orders (for later too: its kitchen only finishes what it has).
    static func paused(_ restaurant: Restaurant, at now: Date) -> CartProblem {
        let again = restaurant.opensAt(after: now).map {
            ", taking orders again \(ClosedNotice.when($0, restaurant, from: now))"
        }
        return CartProblem(
            code: "restaurant_paused",
            message: "\(restaurant.name) has paused new orders\(again ?? " until it reopens").")
    }

    static func unavailable(_ name: String) -> CartProblem {
        CartProblem(code: "dish_unavailable", message: "\(name) is sold out. Remove it to continue.")
    }

    static func optionsChanged(_ name: String) -> CartProblem {
        CartProblem(
            code: "options_changed",
            message: "The options of \(name) changed since you added it. Remove it and choose them again.")
    }

    static func minimum(_ cents: Int) -> CartProblem {
        CartProblem(code: "minimum_not_met", message: "The minimum order here is \(Money.format(cents)).")
    }

    static func coupon(_ refusal: CouponRefusal, of coupon: Coupon? = nil) -> CartProblem {
        CartProblem(
            kind: .invalid, code: refusal.rawValue, message: coupon.map(refusal.message(for:)) ?? refusal.message)
    }
}
