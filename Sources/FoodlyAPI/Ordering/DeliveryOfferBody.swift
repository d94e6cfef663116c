import Foundation

/// A delivery offered to the courier (`GET /api/v1/courier/offers`): what to weigh before accepting it, and until
/// when. The customer's street is not part of it; the order is theirs to read once accepted.
public struct DeliveryOfferBody: Codable, Sendable, Equatable {
    /// The offer's id (to accept or decline it).
    public var id: String
    /// The order offered.
    public var orderId: String
    /// Its number, as the kitchen calls it.
    public var orderNumber: Int
    /// Where to pick it up.
    public var restaurant: OrderRestaurant
    /// The restaurant's street address.
    public var pickupAddress: String
    /// Road kilometres from the courier to the restaurant.
    public var pickupKm: Double
    /// Road kilometres from the restaurant to the customer.
    public var tripKm: Double
    /// How many items are in the bag.
    public var itemCount: Int
    /// ISO 4217 code of `pay` and `tip`.
    public var currency: String
    /// What the delivery pays, in minor units, before the tip.
    public var pay: Int
    /// The customer's tip, in minor units (passed on whole).
    public var tip: Int
    /// Whether the courier carries other orders (this one joins their run).
    public var joinsRun: Bool
    /// The last moment it can be accepted.
    public var expiresAt: Date

    /// Creates a body.
    public init(
        id: String, orderId: String, orderNumber: Int, restaurant: OrderRestaurant, pickupAddress: String,
        pickupKm: Double, tripKm: Double,
        itemCount: Int, currency: String, pay: Int, tip: Int, joinsRun: Bool, expiresAt: Date
    ) {
        self.id = id
        self.orderId = orderId
        self.orderNumber = orderNumber
        self.restaurant = restaurant
        self.pickupAddress = pickupAddress
        self.pickupKm = pickupKm
        self.tripKm = tripKm
        self.itemCount = itemCount
        self.currency = currency
        self.pay = pay
        self.tip = tip
        self.joinsRun = joinsRun
        self.expiresAt = expiresAt
    }
}
