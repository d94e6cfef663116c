import FoodlyCore

/// The whole catalog at one version.
public struct CatalogContents: Sendable {
    /// The version read together with the rows.
    public let version: Int
    /// Every restaurant, in the order they were added.
    public let restaurants: [Restaurant]
    /// Each restaurant's area key (ascending: the order they were added in), by position in `restaurants`.
    public let areaKeys: [Int]
    /// Every dish on a menu (archived ones left out), grouped by restaurant, in menu order.
    public let dishes: [Dish]

    /// Creates the contents.
    public init(version: Int, restaurants: [Restaurant], areaKeys: [Int], dishes: [Dish]) {
        self.version = version
        self.restaurants = restaurants
        self.areaKeys = areaKeys
        self.dishes = dishes
    }
}
