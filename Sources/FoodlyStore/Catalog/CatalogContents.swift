import FoodlyCore

/// The whole catalog at one version.
public struct CatalogContents: Sendable {
    /// The version read together with the rows.
    public let version: Int
    /// Every restaurant.
    public let restaurants: [Restaurant]
    /// Every dish.
    public let dishes: [Dish]

    /// Creates the contents.
    public init(version: Int, restaurants: [Restaurant], dishes: [Dish]) {
        self.version = version
        self.restaurants = restaurants
        self.dishes = dishes
    }
}
