/// When an order should arrive: the later of the kitchen being done
/// and the courier reaching the restaurant, then the ride to the customer, then a hand-over buffer; shown as a
/// 10-minute window.
public struct DeliveryEstimate: Sendable, Equatable {
    /// Earliest minutes from placing the order.
    public let minMinutes: Int
    /// Latest minutes from placing the order.
    public let maxMinutes: Int

    /// An estimate read back from storage.
    public init(minMinutes: Int, maxMinutes: Int) {
        self.minMinutes = minMinutes
        self.maxMinutes = maxMinutes
    }

    /// The estimate for an order from `restaurant` to `destination`, delivered by `courier` (nil while the order
    /// waits for one: the courier's leg then counts as already done and the ride uses a typical speed).
    public init(restaurant: Restaurant, destination: GeoPoint, courier: Courier?) {
        let prep = Double(restaurant.prepMinutes)
        let ride = restaurant.location.roadDistanceKm(to: destination)
        let minutes: Double
        if let courier {
            minutes =
                max(prep, courier.minutes(to: restaurant.location)) + courier.vehicle.minutes(roadKm: ride)
                + Restaurant.handOverMinutes
        } else {
            minutes = prep + ride / Restaurant.typicalCourierKmh * 60 + Restaurant.handOverMinutes
        }
        let low = max(5, Int((minutes / 5).rounded(.down)) * 5)
        minMinutes = low
        maxMinutes = low + 10
    }

    /// The courier that can be at `restaurant` soonest among `couriers` (available ones only), ties by id.
    public static func nearest(_ couriers: [Courier], to restaurant: GeoPoint) -> Courier? {
        couriers.filter(\.available).min { lhs, rhs in
            let left = lhs.minutes(to: restaurant)
            let right = rhs.minutes(to: restaurant)
            return left != right ? left < right : lhs.id.rawValue < rhs.id.rawValue
        }
    }
}
