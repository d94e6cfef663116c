import FoodlyCore

/// What a restaurant list is sorted by, as plain numbers: sorting these instead of whole listings keeps a request
/// from copying (and reference-counting) every field of every candidate restaurant.
struct RestaurantRank {
    /// The restaurant's number in the snapshot.
    let number: Int
    /// Whether it is open now.
    let isOpen: Bool
    /// Great-circle km from the customer (0 without a point).
    let distanceKm: Double
    /// The rest of what it is sorted by.
    let keys: RestaurantKeys

    /// The order of `sort`: true when `lhs` comes first.
    static func ordering(_ sort: RestaurantSort) -> (RestaurantRank, RestaurantRank) -> Bool {
        switch sort {
        case .distance:
            return { ($0.distanceKm, $0.keys.nameRank) < ($1.distanceKm, $1.keys.nameRank) }
        case .rating:
            return { ($0.keys.rating, $1.keys.nameRank) > ($1.keys.rating, $0.keys.nameRank) }
        case .popular:
            return { lhs, rhs in
                if lhs.isOpen != rhs.isOpen { return lhs.isOpen }
                if lhs.keys.ratingCount != rhs.keys.ratingCount { return lhs.keys.ratingCount > rhs.keys.ratingCount }
                if lhs.keys.grade != rhs.keys.grade { return lhs.keys.grade < rhs.keys.grade }
                return (lhs.distanceKm, lhs.keys.nameRank) < (rhs.distanceKm, rhs.keys.nameRank)
            }
        }
    }
}
