import Foundation

/// A courier on duty as the operations board shows them: who, where they were last seen and when, and the order
/// they are delivering now, if any.
public struct DutyCourier: Sendable {
    /// The courier (their `location` is the last position reported).
    public var courier: Courier
    /// When that position was reported (when the record was last changed, before any report).
    public var locatedAt: Date
    /// The order they are delivering now (from assignment to delivery), and its number.
    public var currentOrder: (id: ID<Order>, number: Int)?

    /// Creates the board's view of a courier.
    public init(courier: Courier, locatedAt: Date, currentOrder: (id: ID<Order>, number: Int)?) {
        self.courier = courier
        self.locatedAt = locatedAt
        self.currentOrder = currentOrder
    }

    /// Whether an order may be given to them: on duty with no delivery.
    public var isFree: Bool { courier.available && currentOrder == nil }
}
