import FoodlyCore

/// What a search found: restaurants and dishes, best first.
public struct SearchResults: Sendable {
    /// A dish with the restaurant that serves it.
    public struct DishResult: Sendable {
        /// The dish.
        public let dish: Dish
        /// Its restaurant, as seen from the customer.
        public let restaurant: RestaurantListing
    }

    /// Matching restaurants.
    public let restaurants: [RestaurantListing]
    /// Matching dishes.
    public let dishes: [DishResult]

    /// Whether nothing was found.
    public var isEmpty: Bool {
        restaurants.isEmpty && dishes.isEmpty
    }
}
