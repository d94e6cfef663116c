import Foundation

/// `Order` (in the OpenAPI document).
public struct OrderBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Short number for people.
    public var number: Int
    /// `scheduled`, `placed`, `accepted`, `preparing`, `ready`, `picked_up`, `delivered`, `failed`, `cancelled` or
    /// `rejected`.
    public var status: OrderStatus
    /// When it was placed.
    public var placedAt: Date
    /// Where it comes from.
    public var restaurant: OrderRestaurant
    /// What was ordered, at the prices of then.
    public var items: [CartLine]
    /// ISO 4217 code of every amount.
    public var currency: String
    /// What it cost.
    public var pricing: PriceBreakdown
    /// The coupon used.
    @AlwaysWritten public var couponCode: String?
    /// Where it goes: the customer's door, or for pickup the restaurant's counter.
    public var address: Address
    /// `delivery`, or `pickup`: collected at the restaurant (no courier; the kitchen hands it over against the code).
    public var fulfilment: Fulfilment
    /// Notes for the kitchen and courier.
    public var notes: String
    /// Who brings it, once assigned.
    @AlwaysWritten public var courier: OrderCourier?
    /// The latest expected arrival.
    public var estimatedDeliveryAt: Date
    /// The arrival window in minutes from placing.
    public var etaMinutes: MinutesRange
    /// Every status with its time.
    public var timeline: [OrderStep]
    /// The meal's totals.
    public var nutrition: MealNutrition
    /// The slot an order for later is booked for; null for as soon as possible.
    @AlwaysWritten public var scheduledFor: Date?
    /// Why it was cancelled (when the customer did not cancel it) or rejected by the kitchen.
    @AlwaysWritten public var cancellationReason: String?
    /// What was given back of what it cost, in cents (0 when nothing was).
    public var refunded: Int
    /// How it is paid: on delivery, or by card with what is held or was charged.
    public var payment: PaymentBody
    /// The four digits the customer reads out to the courier at the door, or shows at the counter for pickup: only
    /// in the customer's own answers, and only while the order is active; null otherwise.
    @AlwaysWritten public var handoverCode: String?
    /// Left at the door or handed over, the door photo, and the courier's wait when nobody answers.
    public var doorstep: DoorstepBody

    /// Creates an order body.
    public init(
        id: String, number: Int, status: OrderStatus, placedAt: Date, restaurant: OrderRestaurant, items: [CartLine],
        currency: String, pricing: PriceBreakdown, couponCode: String?, address: Address, notes: String,
        courier: OrderCourier?, estimatedDeliveryAt: Date, etaMinutes: MinutesRange, timeline: [OrderStep],
        nutrition: MealNutrition, scheduledFor: Date? = nil, cancellationReason: String? = nil, refunded: Int = 0,
        payment: PaymentBody, handoverCode: String? = nil, doorstep: DoorstepBody = DoorstepBody(leaveAtDoor: false),
        fulfilment: Fulfilment = .delivery
    ) {
        self.doorstep = doorstep
        self.fulfilment = fulfilment
        self.id = id
        self.number = number
        self.status = status
        self.placedAt = placedAt
        self.restaurant = restaurant
        self.items = items
        self.currency = currency
        self.pricing = pricing
        self.couponCode = couponCode
        self.address = address
        self.notes = notes
        self.courier = courier
        self.estimatedDeliveryAt = estimatedDeliveryAt
        self.etaMinutes = etaMinutes
        self.timeline = timeline
        self.nutrition = nutrition
        self.scheduledFor = scheduledFor
        self.cancellationReason = cancellationReason
        self.refunded = refunded
        self.payment = payment
        self.handoverCode = handoverCode
    }
}

/// The restaurant of an order.
public struct OrderRestaurant: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// E.164 phone.
    public var phone: String

    /// Creates a reference.
    public init(id: String, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
    }
}

/// The courier of an order.
public struct OrderCourier: Codable, Sendable, Equatable {
    /// Name.
    public var name: String
    /// E.164 phone.
    public var phone: String
    /// `bicycle`, `scooter` or `car`.
    public var vehicle: Vehicle

    /// Creates a courier body.
    public init(name: String, phone: String, vehicle: Vehicle) {
        self.name = name
        self.phone = phone
        self.vehicle = vehicle
    }
}

/// A status and when it was reached.
public struct OrderStep: Codable, Sendable, Equatable {
    /// The status.
    public var status: OrderStatus
    /// When.
    public var at: Date

    /// Creates a step.
    public init(status: OrderStatus, at: Date) {
        self.status = status
        self.at = at
    }
}

/// `POST /api/v1/orders`.
public struct PlaceOrderRequest: Codable, Sendable, Equatable, OptionalBody {
    /// Notes for the kitchen and courier (at most 500 characters).
    public var notes: String?
    /// The slot to deliver in, for an order for later (a quarter mark up to 7 days ahead); absent or null for as
    /// soon as possible.
    public var scheduledFor: Date?
    /// The card to hold the total on: the payment provider's id of a card entered in its card form (`pm_…`, after a
    /// card set-up); absent or null to pay on delivery.
    public var card: String?
    /// True to have it left at the door, proved by the courier's photo, instead of handed over with the code;
    /// absent, null or false to have it handed over.
    public var leaveAtDoor: Bool?

    /// No notes, as soon as possible, paid on delivery, handed over (what an empty body stands for).
    public init() {
        notes = nil
        scheduledFor = nil
        card = nil
        leaveAtDoor = nil
    }

    /// A request with notes, a slot, a card or the door to leave it at.
    public init(notes: String? = nil, scheduledFor: Date? = nil, card: String? = nil, leaveAtDoor: Bool? = nil) {
        self.notes = notes
        self.scheduledFor = scheduledFor
        self.card = card
        self.leaveAtDoor = leaveAtDoor
    }
}
