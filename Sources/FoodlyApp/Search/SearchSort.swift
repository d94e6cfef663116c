/// How found dishes are ordered.
public enum SearchSort: String, Sendable, CaseIterable {
    /// Best match first.
    case relevance
    /// Fewest kcal first.
    case lighter
    /// Restaurants, and dishes by their restaurant, soonest delivered first (`RestaurantSort.time`).
    case time
    /// Restaurants, and dishes by their restaurant, cheapest delivery first (`RestaurantSort.fee`).
    case fee
    /// Restaurants, and dishes by their restaurant, best rated first (`RestaurantSort.rating`).
    case rating

    /// The restaurant order it stands for; nil for relevance and lighter first.
    public var restaurantOrder: RestaurantSort? {
        switch self {
        case .relevance, .lighter: nil
        case .time: .time
        case .fee: .fee
        case .rating: .rating
        }
    }
}
