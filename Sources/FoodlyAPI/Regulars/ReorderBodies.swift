/// `POST /api/v1/orders/{id}/reorder`.
public struct ReorderRequest: Codable, Sendable, Equatable, OptionalBody {
    /// Start a new cart when the cart holds another restaurant's dishes (otherwise that is 409).
    public var replace: Bool?

    /// Keep the cart (what an empty body stands for).
    public init() {
        replace = nil
    }

    /// Creates a request.
    public init(replace: Bool?) {
        self.replace = replace
    }
}

/// `Reorder` (in the OpenAPI document): the cart after ordering again, what was left out and what costs
/// something else now.
public struct ReorderBody: Codable, Sendable, Equatable {
    /// The cart now.
    public var cart: CartBody
    /// The order's lines that are not in the cart.
    public var missing: [ReorderMissing]
    /// The dishes whose price changed since the order.
    public var repriced: [ReorderPriceChange]

    /// Creates a body.
    public init(cart: CartBody, missing: [ReorderMissing], repriced: [ReorderPriceChange]) {
        self.cart = cart
        self.missing = missing
        self.repriced = repriced
    }
}

/// A line of the order left out.
public struct ReorderMissing: Codable, Sendable, Equatable {
    /// The dish's name.
    public var name: String
    /// `sold_out` or `archived`.
    public var code: String
    /// For people.
    public var message: String

    /// Creates a missing line.
    public init(name: String, code: String, message: String) {
        self.name = name
        self.code = code
        self.message = message
    }
}

/// A dish that costs something else now.
public struct ReorderPriceChange: Codable, Sendable, Equatable {
    /// The dish's name.
    public var name: String
    /// Price of one when ordered, in cents.
    public var was: Int
    /// Price of one now, in cents.
    public var now: Int

    /// Creates a change.
    public init(name: String, was: Int, now: Int) {
        self.name = name
        self.was = was
        self.now = now
    }
}
