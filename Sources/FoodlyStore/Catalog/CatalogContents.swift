import FoodlyCore

/// The whole catalog at one version.
public struct CatalogContents: Sendable {
    /// The version read together with the rows.
    public let version: Int
    /// Every restaurant, in the order they were added.
    public let restaurants: [Restaurant]
    /// Each restaurant's area key (ascending: the order they were added in), by position in `restaurants`.
    public let areaKeys: [Int]
    /// Each restaurant's menu (archived dishes left out) in menu order, by restaurant id; none for an empty menu.
    public let menus: [ID<Restaurant>: [Dish]]

    /// Creates the contents.
    public init(version: Int, restaurants: [Restaurant], areaKeys: [Int], menus: [ID<Restaurant>: [Dish]]) {
        self.version = version
        self.restaurants = restaurants
        self.areaKeys = areaKeys
        self.menus = menus
    }
}
