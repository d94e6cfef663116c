import FoodlyCore

/// A candidate restaurant of a list with its sort order packed into plain integers: sorting these instead of whole
/// listings keeps a request from copying (and reference-counting) every field of every candidate, and compares
/// two candidates in a few integer comparisons.
struct RestaurantRank {
    /// The restaurant's number in the snapshot.
    let number: Int
    /// Whether it is open now.
    let isOpen: Bool
    /// Great-circle km from the customer (0 without a point).
    let distanceKm: Double
    /// The order of the list: smaller first; ties are broken by name, then number (`TopRanks`).
    let order: (UInt64, UInt64)

    /// Ranks restaurant `number` for `sort`, `fees` those of the delivery to the customer (worked out only to sort
    /// by fee).
    init(
        number: Int, isOpen: Bool, distanceKm: Double, keys: RestaurantKeys, fees: @autoclosure () -> DeliveryFees,
        sort: RestaurantSort
    ) {
        self.number = number
        self.isOpen = isOpen
        self.distanceKm = distanceKm
        // Non-negative doubles order like their bit patterns.
        let distance = max(0, distanceKm).bitPattern
        switch sort {
        case .distance:
            order = (distance, 0)
        case .rating:
            order = (UInt64.max - max(0, keys.rating).bitPattern, 0)
        case .time:
            let eta = Restaurant.etaMinutes(prepMinutes: keys.prepMinutes, distanceKm: distanceKm)
            order = (UInt64(max(0, eta.max)), distance)
        case .fee:
            order = (UInt64(max(0, fees().fee(distanceKm: distanceKm))), distance)
        case .popular:
            // Open first, then most reviewed, then healthiest grade, then nearest.
            let fewerReviews = UInt64(UInt32.max) - UInt64(min(max(0, keys.ratingCount), Int(UInt32.max)))
            order = ((isOpen ? 0 : 1 << 63) | fewerReviews << 8 | keys.gradeOrder, distance)
        }
    }

    /// Whether `lhs` comes before `rhs` in the list; ties are broken by the restaurants' names, compared by
    /// UTF-8 bytes, then the number, so no two candidates compare equal.
    static func precedes(_ lhs: RestaurantRank, _ rhs: RestaurantRank, in restaurants: PagedArray<Restaurant>) -> Bool {
        if lhs.order != rhs.order { return lhs.order < rhs.order }
        let (left, right) = (restaurants[lhs.number].name, restaurants[rhs.number].name)
        if left != right { return left.utf8.lexicographicallyPrecedes(right.utf8) }
        return lhs.number < rhs.number
    }
}
