import Foundation

extension Order {
    /// When the order should arrive: its stored window (worked out when it was placed, then again at every status
    /// change and courier update, see ``DeliveryEstimate/init(following:from:courier:prepMinutes:at:)``).
    public var arrivalWindow: (from: Date, to: Date) {
        window(of: eta)
    }

    /// The times of an arrival window given in minutes from placing the order: an order for later's slot exactly
    /// when it is the slot's (minutes lose the seconds it was placed at).
    public func window(of estimate: DeliveryEstimate) -> (from: Date, to: Date) {
        if let start = scheduledFor {
            let slot = DeliverySlot(start: start)
            if estimate == slot.estimate(placedAt: placedAt) { return (slot.start, slot.end) }
        }
        return (
            placedAt.addingTimeInterval(Double(estimate.minMinutes) * 60),
            placedAt.addingTimeInterval(Double(estimate.maxMinutes) * 60)
        )
    }

    /// When the order reached `status`, if it did.
    public func reached(_ status: OrderStatus) -> Date? {
        timeline.last { $0.status == status }?.at
    }
}
