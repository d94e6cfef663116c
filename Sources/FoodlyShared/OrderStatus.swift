/// Where an order is in its life.
public enum OrderStatus: String, Sendable, Codable, CaseIterable {
    /// An order for later, held until the kitchen's time comes (its preparation time before the slot).
    case scheduled
    /// Paid and waiting for the kitchen.
    case placed
    /// The kitchen took it.
    case accepted
    /// Being cooked.
    case preparing
    /// Waiting for the courier.
    case ready
    /// On its way.
    case pickedUp = "picked_up"
    /// At the door.
    case delivered
    /// Not delivered: nobody answered at the door while the courier waited (``Doorstep``).
    case failed
    /// Cancelled by the customer before the kitchen accepted.
    case cancelled
    /// Turned down by the kitchen.
    case rejected
}
