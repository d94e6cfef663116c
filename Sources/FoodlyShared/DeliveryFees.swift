/// What delivery costs and the smallest order a restaurant accepts (all in cents).
public struct DeliveryFees: Sendable, Equatable, Codable {
    /// Fee for the first 2 km.
    public var deliveryBase: Int
    /// Fee per km beyond the first 2 km.
    public var deliveryPerKm: Int
    /// Delivery is free from this subtotal on; nil for never.
    public var freeDeliveryOver: Int?
    /// Smallest subtotal accepted.
    public var minimumOrder: Int

    /// Creates fees.
    public init(deliveryBase: Int, deliveryPerKm: Int, freeDeliveryOver: Int?, minimumOrder: Int) {
        self.deliveryBase = deliveryBase
        self.deliveryPerKm = deliveryPerKm
        self.freeDeliveryOver = freeDeliveryOver
        self.minimumOrder = minimumOrder
    }
}
