import Foundation

extension DeliveryEstimate {
    /// Minutes between the earliest and the latest arrival of an estimate worked out again on the way.
    public static let liveWindowMinutes = 6

    /// The arrival worked out again at `now`, as `order` stands (at each status change and courier update), in
    /// minutes from placing it. The kitchen is done `prepMinutes` after accepting (learned, see ``PrepTime``; from
    /// now while not yet accepted, at once when ready); the courier leaves the restaurant once both the kitchen
    /// and they are there; then the ride at their vehicle's speed (a typical speed without a courier) and the
    /// hand-over. Once picked up, only the ride from where the courier is now to the door and the hand-over are
    /// left. A window of ``liveWindowMinutes`` from the minute it gives, never before `now`. An order for later keeps
    /// its slot's window while the worked-out arrival falls in it (the kitchen starts its preparation time before
    /// the slot); once it would be later, the worked-out window takes over. When the courier carries other orders
    /// too, `runArrival` is when their run reaches this door after the pickups and the doors before it
    /// (``DeliveryLeg/arrivals(of:from:on:at:)``): the arrival is never before it.
    public init(
        following order: Order, from restaurant: Restaurant, courier: Courier?, prepMinutes: Double, at now: Date,
        runArrival: Date? = nil
    ) {
        let destination = order.destination
        let ride = { (km: Double) in courier?.vehicle.minutes(roadKm: km) ?? km / Restaurant.typicalCourierKmh * 60 }
        let leave: Date
        let rideMinutes: Double
        if order.status == .pickedUp {
            leave = now
            rideMinutes = ride((courier?.location ?? restaurant.location).roadDistanceKm(to: destination))
        } else {
            let kitchenDone: Date
            switch order.status {
            case .scheduled: kitchenDone = max(now, order.scheduledFor ?? now)
            case .placed: kitchenDone = now.addingTimeInterval(prepMinutes * 60)
            case .accepted, .preparing:
                let started = order.reached(.accepted) ?? now
                kitchenDone = max(now, started.addingTimeInterval(prepMinutes * 60))
            default: kitchenDone = now
            }
            let courierThere = now.addingTimeInterval((courier?.minutes(to: restaurant.location) ?? 0) * 60)
            leave = max(kitchenDone, courierThere)
            rideMinutes = ride(restaurant.location.roadDistanceKm(to: destination))
        }
        let straight = leave.addingTimeInterval((rideMinutes + Restaurant.handOverMinutes) * 60)
        let arrival = max(straight, runArrival ?? straight)
        if let start = order.scheduledFor {
            let slot = DeliverySlot(start: start)
            if arrival <= slot.end {
                self = slot.estimate(placedAt: order.placedAt)
                return
            }
        }
        let fromPlacing = max(arrival, now).timeIntervalSince(order.placedAt) / 60
        let low = max(1, Int(fromPlacing.rounded(.down)))
        self.init(minMinutes: low, maxMinutes: low + Self.liveWindowMinutes)
    }
}
