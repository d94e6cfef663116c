import Foundation

extension Order {
    /// When the order should arrive, as a 10-minute window: from placing while the kitchen and the courier's trip
    /// to the restaurant are ahead, from the pick-up once it is on the way (the ride from `restaurant` on the
    /// courier's vehicle, a typical speed without one, plus the hand-over).
    public func arrivalWindow(from restaurant: Restaurant, by vehicle: Vehicle?) -> (from: Date, to: Date) {
        guard status == .pickedUp, let pickUp = timeline.last(where: { $0.status == .pickedUp }) else {
            return (
                placedAt.addingTimeInterval(Double(eta.minMinutes) * 60),
                placedAt.addingTimeInterval(Double(eta.maxMinutes) * 60)
            )
        }
        let roadKm = restaurant.location.roadDistanceKm(
            to: GeoPoint(latitude: address.latitude, longitude: address.longitude))
        let ride = vehicle?.minutes(roadKm: roadKm) ?? roadKm / Restaurant.typicalCourierKmh * 60
        let low = max(5, Int(((ride + Restaurant.handOverMinutes) / 5).rounded(.down)) * 5)
        return (pickUp.at.addingTimeInterval(Double(low) * 60), pickUp.at.addingTimeInterval(Double(low + 10) * 60))
    }

    /// When the order reached `status`, if it did.
    public func reached(_ status: OrderStatus) -> Date? {
        timeline.last { $0.status == status }?.at
    }
}
