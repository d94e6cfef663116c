import FoodlyCore

/// Restaurants with their menus at one catalog version, read from one consistent snapshot: the whole catalog
/// (`CatalogStore.contents()`), or the restaurants changed after a version as they are now (`changes(since:)`).
public struct CatalogContents: Sendable {
    /// The version read together with the rows.
    public let version: Int
    /// The restaurants, in the order they were added.
    public let restaurants: [Restaurant]
    /// Each restaurant's area key (ascending: the order they were added in), by position in `restaurants`.
    public let areaKeys: [Int]
    /// Each restaurant's menu (archived dishes left out) in menu order, packed, by restaurant id; none for an
    /// empty menu.
    public let menus: [ID<Restaurant>: PackedDishes]
    /// The table the menus' text is written with.
    public let words: WordTable

    /// Creates the contents.
    public init(
        version: Int, restaurants: [Restaurant], areaKeys: [Int], menus: [ID<Restaurant>: PackedDishes],
        words: WordTable = WordTable()
    ) {
        self.version = version
        self.restaurants = restaurants
        self.areaKeys = areaKeys
        self.menus = menus
        self.words = words
    }
}
