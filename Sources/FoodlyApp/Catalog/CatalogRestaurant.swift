import FoodlyCore
import FoodlyStore

/// A restaurant with its menu as the in-memory catalog holds them, seen by one customer.
public struct CatalogRestaurant: Sendable {
    /// The restaurant and what depends on the customer.
    public let listing: RestaurantListing
    /// Its dishes in menu order, decoded when read.
    public let dishes: PackedDishes
    /// Its number in the catalog snapshot (nil when it was read from the store, being newer than the snapshot).
    public let number: Int?
    /// The catalog version of its latest change: what is cached of the page is good while this holds.
    public let revision: Int
}
