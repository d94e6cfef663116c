import FoodlyCore
import Foundation

/// Storage of restaurants, menus and categories.
public protocol CatalogStore: Sendable {
    /// Stores restaurants with their menus in one transaction (all or nothing); returns their new ids.
    func insert(_ restaurants: [ImportedRestaurant], makeID: () -> String, at time: Date) throws -> [ID<Restaurant>]

    /// Category slugs in use, with the number of restaurants in each, by slug.
    func categories() throws -> [(slug: String, restaurantCount: Int)]

    /// The restaurant with `id`, or nil.
    func restaurant(id: ID<Restaurant>) throws -> Restaurant?

    /// A restaurant's dishes in menu order.
    func dishes(restaurantID: ID<Restaurant>) throws -> [Dish]

    /// Restaurants whose delivery area covers `point` (all when nil), optionally in a category or offering a diet.
    /// Filtering by exact distance is left to the caller; this uses the area index.
    func restaurants(near point: GeoPoint?, category: String?, diet: Diet?) throws -> [Restaurant]

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
