import Foundation

/// `POST /api/v1/cart/quote`: the delivery time to quote.
public struct CheckoutQuoteRequest: Codable, Sendable, Equatable, OptionalBody {
    /// The slot to deliver in (a quarter mark up to 7 days ahead); absent or null for as soon as possible.
    public var scheduledFor: Date?

    /// As soon as possible (what an empty body stands for).
    public init() {
        scheduledFor = nil
    }

    /// Creates a request.
    public init(scheduledFor: Date?) {
        self.scheduledFor = scheduledFor
    }
}

/// `CheckoutQuote` (in the OpenAPI document): what placing the cart would give, shown before placing it.
public struct CheckoutQuoteBody: Codable, Sendable, Equatable {
    /// The cart priced now, with what would stop checkout.
    public var cart: CartBody
    /// The slot quoted; null for as soon as possible.
    @AlwaysWritten public var scheduledFor: Date?
    /// When it would arrive: the slot's window, or the estimate for now; null without a restaurant or address, or
    /// for now while the restaurant is closed.
    @AlwaysWritten public var arrival: ArrivalWindow?
    /// How it is paid.
    public var payment: PaymentBody
    /// The IANA time zone of the restaurant's clock (null for an empty cart).
    @AlwaysWritten public var timeZone: String?
    /// Every slot that can be booked now, soonest first.
    public var slots: [Date]

    /// Creates a quote body.
    public init(
        cart: CartBody, scheduledFor: Date?, arrival: ArrivalWindow?, payment: PaymentBody, timeZone: String?,
        slots: [Date]
    ) {
        self.cart = cart
        self.scheduledFor = scheduledFor
        self.arrival = arrival
        self.payment = payment
        self.timeZone = timeZone
        self.slots = slots
    }
}

/// When an order arrives: from, to.
public struct ArrivalWindow: Codable, Sendable, Equatable {
    /// The earliest arrival.
    public var from: Date
    /// The latest arrival.
    public var to: Date

    /// Creates a window.
    public init(from: Date, to: Date) {
        self.from = from
        self.to = to
    }
}

/// How an order is paid, with the sentence to show.
public struct PaymentBody: Codable, Sendable, Equatable {
    /// The method.
    public var method: PaymentMethod
    /// For people.
    public var summary: String

    /// Creates a payment body.
    public init(method: PaymentMethod, summary: String) {
        self.method = method
        self.summary = summary
    }
}

/// `PUT /api/v1/orders/{id}/schedule`: the new slot of an order for later.
public struct RescheduleRequest: Codable, Sendable, Equatable {
    /// The slot (a quarter mark up to 7 days ahead).
    public var scheduledFor: Date

    /// Creates a request.
    public init(scheduledFor: Date) {
        self.scheduledFor = scheduledFor
    }
}
