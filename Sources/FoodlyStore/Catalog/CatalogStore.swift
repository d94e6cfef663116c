import FoodlyCore
import Foundation

/// Storage of restaurants and menus. Lists and search read them whole (`contents`) into memory once, then follow
/// the change log (`changes(since:)`): every change below is recorded there in its own transaction.
public protocol CatalogStore: Sendable {
    /// Stores restaurants with their menus in one transaction (all or nothing); returns their new ids.
    func insert(_ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date) throws -> [ID<Restaurant>]

    /// The restaurant with `id`, or nil.
    func restaurant(id: ID<Restaurant>) throws -> Restaurant?

    /// The area key of a restaurant (its place in the order restaurants were added), or nil when unknown.
    func areaKey(of id: ID<Restaurant>) throws -> Int?

    /// A restaurant's dishes in menu order (archived ones left out).
    func dishes(restaurantID: ID<Restaurant>) throws -> [Dish]

    /// The number of restaurants.
    func restaurantCount() throws -> Int

    /// The catalog's version number: it grows with every change to restaurants or dishes.
    func version() throws -> Int

    /// What a catalog file (`CatalogFile`) of this store's whole loads is written under and must match to be used:
    /// the origin of the database's catalog history and the regions held.
    func fileIdentity() throws -> String

    /// Every restaurant (in the order they were added) and every dish on a menu (grouped by restaurant, in menu
    /// order), with the version they belong to, read from one consistent snapshot.
    func contents() throws -> CatalogContents

    /// The restaurants changed after `version`, as they are now; nil when a whole load (`contents`) is needed. Both
    /// hold only the store's regions when it has some (`SQLCatalogStore(database:regions:)`).
    func changes(since version: Int) throws -> CatalogContents?

    /// The delivery areas of the restaurants outside the store's regions (none when it holds every region).
    func areasOutsideRegions() throws -> [RegionArea]

    /// Marks a dish available or not; false when there is no such dish on a menu.
    func setAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool

    /// Changes a restaurant's own details (not its menu); false when there is no such restaurant.
    func updateRestaurant(_ id: ID<Restaurant>, to details: ImportedRestaurant) throws -> Bool

    /// Adds a dish at the end of a restaurant's menu; false when there is no such restaurant or its menu is full.
    func addDish(_ dish: ImportedRestaurant.Dish, section: String, id: ID<Dish>, to restaurantID: ID<Restaurant>)
        throws -> Bool

    /// Changes a dish's details and price; false when there is no such dish on a menu.
    func updateDish(_ id: ID<Dish>, to dish: ImportedRestaurant.Dish, section: String) throws -> Bool

    /// Takes a dish off its menu for good; false when there is no such dish on a menu.
    func archiveDish(_ id: ID<Dish>) throws -> Bool
}
