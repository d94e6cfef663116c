import Foundation

/// `Cart` (in the OpenAPI document): the user's cart priced now, with what would stop checkout.
public struct CartBody: Codable, Sendable, Equatable {
    /// The restaurant, null when empty.
    @AlwaysWritten public var restaurant: RestaurantReference?
    /// Lines with current prices.
    public var items: [CartLine]
    /// The applied coupon.
    @AlwaysWritten public var coupon: CouponSummary?
    /// Where it would be delivered (for pickup, where the customer is).
    @AlwaysWritten public var address: Address?
    /// `delivery`, or `pickup`: collected at the restaurant, with no delivery fee, tip, minimum order or address.
    public var fulfilment: Fulfilment
    /// Whether the cart's restaurant lets customers collect orders (false for an empty cart).
    public var pickupOffered: Bool
    /// ISO 4217 code of every amount.
    public var currency: String
    /// The price now.
    public var pricing: PriceBreakdown
    /// The meal's totals.
    public var nutrition: MealNutrition
    /// What would stop checkout now.
    public var problems: [CartProblemBody]

    /// Creates a cart body.
    public init(
        restaurant: RestaurantReference?, items: [CartLine], coupon: CouponSummary?, address: Address?,
        fulfilment: Fulfilment = .delivery, pickupOffered: Bool = false, currency: String, pricing: PriceBreakdown,
        nutrition: MealNutrition, problems: [CartProblemBody]
    ) {
        self.fulfilment = fulfilment
        self.pickupOffered = pickupOffered
        self.restaurant = restaurant
        self.items = items
        self.coupon = coupon
        self.address = address
        self.currency = currency
        self.pricing = pricing
        self.nutrition = nutrition
        self.problems = problems
    }
}

/// One line of a cart or an order.
public struct CartLine: Codable, Sendable, Equatable {
    /// The line's key: the dish id alone for a line without options or note, else the dish id and the chosen
    /// options' ids joined by `~`, then `!` and eight hex digits for a note; `PATCH`/`DELETE
    /// /api/v1/cart/items/{dishId}` take it.
    public var lineId: String
    /// The dish.
    public var dishId: String
    /// The options chosen (their deltas are in `unitPrice` and `kcal`).
    public var options: [ChosenOption]
    /// Its name.
    public var name: String
    /// Price of one, in cents.
    public var unitPrice: Int
    /// How many (1–50).
    public var quantity: Int
    /// unitPrice × quantity.
    public var lineTotal: Int
    /// kcal of one portion.
    public var kcal: Double
    /// The customer's note for the kitchen ("no onions"); null for none.
    @AlwaysWritten public var note: String?

    /// Creates a line.
    public init(
        lineId: String, dishId: String, options: [ChosenOption], name: String, unitPrice: Int, quantity: Int,
        lineTotal: Int, kcal: Double, note: String? = nil
    ) {
        self.note = note
        self.lineId = lineId
        self.options = options
        self.dishId = dishId
        self.name = name
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.lineTotal = lineTotal
        self.kcal = kcal
    }
}

/// A coupon on a cart.
public struct CouponSummary: Codable, Sendable, Equatable {
    /// Its code.
    public var code: String
    /// What it gives.
    public var description: String

    /// Creates a summary.
    public init(code: String, description: String) {
        self.code = code
        self.description = description
    }
}

/// Something that would stop checkout.
public struct CartProblemBody: Codable, Sendable, Equatable {
    /// Stable code.
    public var code: String
    /// For people.
    public var message: String

    /// Creates a problem.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}

/// `POST /api/v1/cart/items`.
public struct AddCartItemRequest: Codable, Sendable, Equatable {
    /// The dish.
    public var dishId: String
    /// How many to add (1–50).
    public var quantity: Int
    /// The ids of the options chosen (a valid choice for every option group of the dish); null or absent for none.
    public var options: [String]?
    /// A note for the kitchen on this line (one line, at most 140 characters); null, absent or empty for none. The
    /// same dish and options with another note make another line.
    public var note: String?

    /// Creates a request.
    public init(dishId: String, quantity: Int, options: [String]? = nil, note: String? = nil) {
        self.dishId = dishId
        self.quantity = quantity
        self.options = options
        self.note = note
    }
}

/// `PATCH /api/v1/cart/items/{dishId}`.
public struct QuantityRequest: Codable, Sendable, Equatable {
    /// The new quantity (0 removes).
    public var quantity: Int
    /// The line's new note for the kitchen (empty clears it); null or absent keeps the note it has. A new note gives
    /// the line a new `lineId`, and joins it to a line that already has that note.
    public var note: String?

    /// Creates a request.
    public init(quantity: Int, note: String? = nil) {
        self.quantity = quantity
        self.note = note
    }
}

/// `PUT /api/v1/cart/coupon`.
public struct CouponCodeRequest: Codable, Sendable, Equatable {
    /// The code as typed.
    public var code: String

    /// Creates a request.
    public init(code: String) {
        self.code = code
    }
}

/// `PUT /api/v1/cart/tip`.
public struct FulfilmentRequest: Codable, Sendable, Equatable {
    /// `delivery` or `pickup`.
    public var fulfilment: Fulfilment

    /// Creates a request.
    public init(fulfilment: Fulfilment) {
        self.fulfilment = fulfilment
    }
}

/// `PUT /api/v1/cart/tip`.
public struct TipRequest: Codable, Sendable, Equatable {
    /// Cents (0–10,000).
    public var amount: Int

    /// Creates a request.
    public init(amount: Int) {
        self.amount = amount
    }
}
