import FoodlyCore

/// A customer's favourites as the catalog has them now, newest first. Archived dishes stay on the list, marked, so
/// they can be taken out (and count towards the limit); favourites the catalog no longer knows at all are left out.
public struct FavouriteList: Sendable {
    /// A favourite dish and its restaurant.
    public struct DishEntry: Sendable {
        /// The dish as it is now.
        public let dish: Dish
        /// Its restaurant.
        public let restaurant: Restaurant
        /// No longer on the menu.
        public let archived: Bool

        /// Whether its restaurant is suspended by an operator (its dishes are not shown until it is reinstated).
        public var suspended: Bool { restaurant.suspension != nil }
        /// Whether it can be ordered now (on the menu, not sold out, its restaurant not suspended).
        public var orderable: Bool { !archived && !suspended && dish.available }
    }

    /// The restaurants.
    public let restaurants: [Restaurant]
    /// The dishes.
    public let dishes: [DishEntry]

    /// Whether there are none.
    public var isEmpty: Bool { restaurants.isEmpty && dishes.isEmpty }
}
