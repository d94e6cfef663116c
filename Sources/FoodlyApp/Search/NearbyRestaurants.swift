import FoodlyCore

/// The restaurants of a snapshot that deliver to a point (and pass a filter), with their distance: one bit per
/// restaurant number to test, so a filter asked about thousands of matches costs a few instructions each.
struct NearbyRestaurants {
    private var bits: [UInt64]
    private var distances: [Int: Double] = [:]

    /// The restaurants of `snapshot` whose delivery area holds `point` and for which `passes` holds.
    init(_ snapshot: CatalogSnapshot, point: GeoPoint, passes: (Int) -> Bool) {
        bits = Array(repeating: 0, count: (snapshot.restaurants.count + 63) / 64)
        let origin = GreatCirclePoint(point)
        var found: [Int: Double] = [:]
        snapshot.areas.forEachCandidate(at: point) { number in
            guard let km = snapshot.deliveryDistance(number, from: origin, at: point), passes(number) else { return }
            found[number] = km
        }
        for number in found.keys { bits[number >> 6] |= 1 << UInt64(number & 63) }
        distances = found
    }

    /// Whether restaurant `number` is one of them.
    func contains(_ number: Int) -> Bool {
        bits[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    /// The km from the point to restaurant `number`, one of them.
    func distanceKm(_ number: Int) -> Double {
        distances[number] ?? 0
    }
}
