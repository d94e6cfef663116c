extension Order {
    /// Where the order goes, as a point.
    public var destination: GeoPoint {
        GeoPoint(latitude: address.latitude, longitude: address.longitude)
    }

    /// The distance its courier is paid for (``SettlementTerms/courierPay(km:)``): from the restaurant at
    /// `restaurant` to the door in a straight line, in km.
    public func paidDistanceKm(from restaurant: GeoPoint) -> Double {
        restaurant.distanceKm(to: destination)
    }

    /// Whether the customer may see where the courier is: only while the order is on its way to them (picked up,
    /// not yet delivered). Before, the courier may be on another errand; after, their position is theirs again.
    public var sharesCourierPosition: Bool {
        status == .pickedUp
    }

    /// Road kilometres from `point` to the delivery address.
    public func remainingKm(from point: GeoPoint) -> Double {
        point.roadDistanceKm(to: destination)
    }
}
