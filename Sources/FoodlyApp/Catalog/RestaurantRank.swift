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
    /// The order of the list: smaller first. Name order breaks every tie, so no two candidates compare equal.
    let order: (UInt64, UInt64, Int32)

    /// Ranks restaurant `number` for `sort`.
    init(number: Int, isOpen: Bool, distanceKm: Double, keys: RestaurantKeys, sort: RestaurantSort) {
        self.number = number
        self.isOpen = isOpen
        self.distanceKm = distanceKm
        // Non-negative doubles order like their bit patterns.
        let distance = max(0, distanceKm).bitPattern
        switch sort {
        case .distance:
            order = (distance, 0, keys.nameRank)
        case .rating:
            order = (UInt64.max - max(0, keys.rating).bitPattern, 0, keys.nameRank)
        case .popular:
            // Open first, then most reviewed, then healthiest grade, then nearest.
            let fewerReviews = UInt64(UInt32.max) - UInt64(min(max(0, keys.ratingCount), Int(UInt32.max)))
            order = ((isOpen ? 0 : 1 << 63) | fewerReviews << 8 | keys.gradeOrder, distance, keys.nameRank)
        }
    }

    /// Whether `lhs` comes before `rhs` in the list.
    static func precedes(_ lhs: RestaurantRank, _ rhs: RestaurantRank) -> Bool {
        lhs.order < rhs.order
    }
}
