/// `GET /api/v1/search`: restaurants and dishes, best first.
public struct SearchResponse: Codable, Sendable, Equatable {
    /// Matching restaurants.
    public var restaurants: [RestaurantSummary]
    /// Matching dishes, each with its restaurant.
    public var dishes: [DishSearchResult]

    /// Creates a response.
    public init(restaurants: [RestaurantSummary], dishes: [DishSearchResult]) {
        self.restaurants = restaurants
        self.dishes = dishes
    }
}

/// A dish found by search, with the restaurant that serves it.
public struct DishSearchResult: Codable, Sendable, Equatable {
    /// The dish.
    public var dish: DishBody
    /// Its restaurant.
    public var restaurant: RestaurantReference

    /// Creates a result.
    public init(dish: DishBody, restaurant: RestaurantReference) {
        self.dish = dish
        self.restaurant = restaurant
    }
}

/// A restaurant named by id: `{id, name}`.
public struct RestaurantReference: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String

    /// Creates a reference.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
