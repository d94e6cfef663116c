import FoodlyCore
import Foundation

/// A delivery offered to a courier as they weigh it: where to pick up, how far, what it pays, and whether it joins
/// the run they are on. The customer's street is not shown until they accept.
public struct CourierOffer: Sendable {
    /// The offer (its expiry is the courier's deadline).
    public let offer: DeliveryOffer
    /// The order offered.
    public let order: Order
    /// Where the food is.
    public let restaurant: Restaurant
    /// Road kilometres from the courier to the restaurant.
    public let pickupKm: Double
    /// Road kilometres from the restaurant to the door.
    public let tripKm: Double
    /// What the delivery pays by the settlement terms, in cents, before the tip.
    public let pay: Int
    /// Whether the courier carries other orders (it joins their run).
    public let joinsRun: Bool
}
