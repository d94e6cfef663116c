import FoodlyCore
import Foundation

/// Storage of restaurants and menus. Lists and search read them whole (`contents`) into memory.
public protocol CatalogStore: Sendable {
    /// Stores restaurants with their menus in one transaction (all or nothing); returns their new ids.
    func insert(_ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date) throws -> [ID<Restaurant>]

    /// The restaurant with `id`, or nil.
    func restaurant(id: ID<Restaurant>) throws -> Restaurant?

    /// A restaurant's dishes in menu order.
    func dishes(restaurantID: ID<Restaurant>) throws -> [Dish]

    /// The number of restaurants.
    func restaurantCount() throws -> Int

    /// The catalog's version number: it grows with every change to restaurants or dishes.
    func version() throws -> Int

    /// Every restaurant (in the order they were added) and every dish (grouped by restaurant, in menu order),
    /// with the version they belong to, read from one consistent snapshot.
    func contents() throws -> CatalogContents

    /// Marks a dish available or not (raising the catalog version); false when there is no such dish.
    func setAvailable(_ available: Bool, dishID: ID<Dish>) throws -> Bool
}
