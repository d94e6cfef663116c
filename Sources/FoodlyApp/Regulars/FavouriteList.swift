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

        /// Whether it can be ordered now (on the menu and not sold out).
        public var orderable: Bool { !archived && dish.available }
    }

    /// The restaurants.
    public let restaurants: [Restaurant]
    /// The dishes.
    public let dishes: [DishEntry]

    /// Whether there are none.
    public var isEmpty: Bool { restaurants.isEmpty && dishes.isEmpty }
}
