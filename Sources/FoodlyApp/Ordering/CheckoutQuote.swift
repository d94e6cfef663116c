import FoodlyCore
import Foundation

/// What placing the cart would give, shown before "Place order": the cart priced, the slot chosen (nil: as soon as
/// possible), when it would arrive, and the slots that can be booked.
public struct CheckoutQuote: Sendable {
    /// The cart priced, with what would stop checkout.
    public let cart: CartQuote
    /// The slot asked for; nil for as soon as possible.
    public let slot: DeliverySlot?
    /// The arrival window: the slot's, or the estimate for now (nil without a restaurant or an address, or for now
    /// while the restaurant is closed).
    public let arrival: (from: Date, to: Date)?
    /// Every slot of the cart's restaurant that can be booked now, soonest first (up to 7 days ahead).
    public let slots: [DeliverySlot]
}
