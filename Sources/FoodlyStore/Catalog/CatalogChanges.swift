import FoodlyCore

/// What changed in the catalog after a version a process holds, up to the current one: the changed restaurants as
/// they are now, with their current menus, read from one consistent snapshot.
public struct CatalogChanges: Sendable {
    /// Log entries are kept for this many versions; a process further behind loads the whole catalog again.
    public static let retainedVersions = 20_000
    /// Above this many changed restaurants a whole load is cheaper than the change.
    public static let maxRestaurants = 2_000

    /// The version the changes bring the catalog to.
    public let version: Int
    /// The changed restaurants as they are now.
    public let restaurants: [Restaurant]
    /// Each changed restaurant's area key (the order restaurants were added in), by position in `restaurants`.
    public let areaKeys: [Int]
    /// Each restaurant's menu (archived dishes left out) in menu order, by restaurant id; none for an empty menu.
    public let menus: [ID<Restaurant>: [Dish]]

    /// Creates the changes.
    public init(version: Int, restaurants: [Restaurant], areaKeys: [Int], menus: [ID<Restaurant>: [Dish]]) {
        self.version = version
        self.restaurants = restaurants
        self.areaKeys = areaKeys
        self.menus = menus
    }
}
