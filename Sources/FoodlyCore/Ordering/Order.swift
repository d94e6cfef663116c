import Foundation

/// A placed order, as the customer sees it: what, from where, to where, what it cost, who brings it, when.
public struct Order: Sendable, Equatable {
    /// One line of the order, with the price and nutrition it had when placed.
    public struct Item: Sendable, Equatable, Codable {
        /// The dish.
        public var dishID: ID<Dish>
        /// Its name then.
        public var name: String
        /// Its price then, in cents.
        public var unitPrice: Int
        /// How many.
        public var quantity: Int
        /// kcal of one portion.
        public var kcal: Double
        /// Protein of one portion, g.
        public var proteinG: Double
        /// Carbohydrate of one portion, g.
        public var carbsG: Double
        /// Fat of one portion, g.
        public var fatG: Double
        /// The options chosen, as they were when ordered (their deltas are in the price and nutrition above).
        public var options: [Choice]
        /// The customer's note for the kitchen on this line (``KitchenNote``); empty for none.
        public var note: String
        /// The sales tax rate of this line when it is not the restaurant's (a drink at its drinks rate,
        /// ``Restaurant/taxRateApart(for:)``), in basis points; nil at the restaurant's rate, as on every line of an
        /// order placed before drinks could have a rate of their own.
        public var taxRateBps: Int?

        /// unitPrice × quantity.
        public var lineTotal: Int { unitPrice * quantity }

        /// The amounts of `items` taxed at a rate of their own, by rate (``SalesTax``).
        public static func amountsTaxedApart(_ items: [Item]) -> [Int: Int] {
            items.reduce(into: [:]) { sums, item in
                if let rate = item.taxRateBps { sums[rate, default: 0] += item.lineTotal }
            }
        }

        /// Creates a line.
        public init(
            dishID: ID<Dish>, name: String, unitPrice: Int, quantity: Int, kcal: Double, proteinG: Double,
            carbsG: Double, fatG: Double, options: [Choice] = [], note: String = "", taxRateBps: Int? = nil
        ) {
            self.options = options
            self.note = note
            self.taxRateBps = taxRateBps
            self.dishID = dishID
            self.name = name
            self.unitPrice = unitPrice
            self.quantity = quantity
            self.kcal = kcal
            self.proteinG = proteinG
            self.carbsG = carbsG
            self.fatG = fatG
        }
    }

    /// A status and when it was reached.
    public struct Step: Sendable, Equatable {
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

    /// Opaque id.
    public let id: ID<Order>
    /// A short number for people ("#1042").
    public var number: Int
    /// Who ordered.
    public var userID: ID<UserAccount>
    /// From where.
    public var restaurantID: ID<Restaurant>
    /// Where it stands now.
    public var status: OrderStatus
    /// What was ordered.
    public var items: [Item]
    /// What it cost.
    public var pricing: PriceBreakdown
    /// The coupon used, if any.
    public var couponCode: String?
    /// Where it goes: the customer's door, or for pickup the restaurant's counter (``Restaurant/counterAddress``).
    public var address: Address
    /// Notes for the kitchen and courier.
    public var notes: String
    /// Who brings it, once assigned.
    public var courierID: ID<Courier>?
    /// The arrival window in minutes from `placedAt`.
    public var eta: DeliveryEstimate
    /// The latest expected arrival.
    public var estimatedDeliveryAt: Date
    /// When it was placed.
    public var placedAt: Date
    /// Every status with its time, oldest first.
    public var timeline: [Step]
    /// The slot an order for later is booked for (nil: as soon as possible).
    public var scheduledFor: Date?
    /// When the kitchen's time comes for an order for later (its preparation time before the slot).
    public var kitchenStartsAt: Date?
    /// Why the order ended without a delivery when the customer did not cancel it (an operator, the scheduler, or the
    /// kitchen rejecting it), for people.
    public var cancellationReason: String?
    /// What was refunded of its charges, in cents (its ledger's refunds added up).
    public var refunded: Int
    /// The ``HandoverCode`` its customer reads out at the door (empty for orders placed before codes).
    public var handoverCode: String
    /// Wrong codes typed so far (``HandoverCode/maxFailures`` lock the delivery).
    public var handoverFailures: Int
    /// Left at the door or handed over, the door photo, and the wait when nobody answers.
    public var door: Doorstep
    /// Brought by a courier, or collected at the restaurant (then it never has a courier, and the kitchen hands it
    /// over against ``handoverCode``).
    public var fulfilment: Fulfilment

    /// Creates an order.
    public init(
        id: ID<Order>, number: Int, userID: ID<UserAccount>, restaurantID: ID<Restaurant>, status: OrderStatus,
        items: [Item], pricing: PriceBreakdown, couponCode: String?, address: Address, notes: String,
        courierID: ID<Courier>?, eta: DeliveryEstimate, estimatedDeliveryAt: Date, placedAt: Date, timeline: [Step],
        scheduledFor: Date? = nil, kitchenStartsAt: Date? = nil, cancellationReason: String? = nil, refunded: Int = 0,
        handoverCode: String = "", handoverFailures: Int = 0, door: Doorstep = Doorstep(),
        fulfilment: Fulfilment = .delivery
    ) {
        self.door = door
        self.fulfilment = fulfilment
        self.id = id
        self.number = number
        self.userID = userID
        self.restaurantID = restaurantID
        self.status = status
        self.items = items
        self.pricing = pricing
        self.couponCode = couponCode
        self.address = address
        self.notes = notes
        self.courierID = courierID
        self.eta = eta
        self.estimatedDeliveryAt = estimatedDeliveryAt
        self.placedAt = placedAt
        self.timeline = timeline
        self.scheduledFor = scheduledFor
        self.kitchenStartsAt = kitchenStartsAt
        self.cancellationReason = cancellationReason
        self.handoverCode = handoverCode
        self.handoverFailures = handoverFailures
        self.refunded = refunded
    }
}
