/// `Favourites` (in the OpenAPI document): the caller's favourite restaurants and dishes, newest first.
public struct FavouritesBody: Codable, Sendable, Equatable {
    /// The restaurants.
    public var restaurants: [FavouriteRestaurant]
    /// The dishes, sold-out and archived ones included (marked).
    public var dishes: [FavouriteDish]

    /// Creates a body.
    public init(restaurants: [FavouriteRestaurant], dishes: [FavouriteDish]) {
        self.restaurants = restaurants
        self.dishes = dishes
    }
}

/// A favourite restaurant.
public struct FavouriteRestaurant: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Its cuisine.
    public var cuisine: String
    /// Open now.
    public var isOpen: Bool

    /// Creates a favourite restaurant.
    public init(id: String, name: String, cuisine: String, isOpen: Bool) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.isOpen = isOpen
    }
}

/// A favourite dish.
public struct FavouriteDish: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Its restaurant.
    public var restaurant: RestaurantReference
    /// Price of one now, in cents.
    public var price: Int
    /// Whether it can be ordered now (on the menu and not sold out).
    public var available: Bool
    /// No longer on the menu.
    public var archived: Bool

    /// Creates a favourite dish.
    public init(id: String, name: String, restaurant: RestaurantReference, price: Int, available: Bool, archived: Bool)
    {
        self.id = id
        self.name = name
        self.restaurant = restaurant
        self.price = price
        self.available = available
        self.archived = archived
    }
}
