import Foundation

extension Order {
    /// When the order should arrive: its stored window (worked out when it was placed, then again at every status
    /// change and courier update, see ``DeliveryEstimate/init(following:from:courier:prepMinutes:at:)``).
    public var arrivalWindow: (from: Date, to: Date) {
        (
            placedAt.addingTimeInterval(Double(eta.minMinutes) * 60),
            placedAt.addingTimeInterval(Double(eta.maxMinutes) * 60)
        )
    }

    /// When the order reached `status`, if it did.
    public func reached(_ status: OrderStatus) -> Date? {
        timeline.last { $0.status == status }?.at
    }
}
