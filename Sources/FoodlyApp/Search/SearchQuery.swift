import FoodlyCore

/// What someone searches for, with the filters the Search tab offers.
public struct SearchQuery: Sendable {
    /// The words typed; 1–`SearchQuery.maxLength` characters.
    public var text: String
    /// The customer's position: only restaurants (and their dishes) that deliver there; nearer ones first on ties.
    public var point: GeoPoint?
    /// A category slug the restaurant must be in.
    public var category: String?
    /// A diet the dish must suit (for restaurants: that some available dish suits).
    public var diet: Diet?
    /// The most kcal a dish may have (for restaurants: that some available dish stays under).
    public var maxKcal: Double?
    /// The hottest a dish may be (`Dish.spicyLevels`; 0: not spicy; for restaurants: that some available dish is
    /// no hotter).
    public var maxSpicy: Int?
    /// Only restaurants (and their dishes) that let customers collect orders at the counter.
    public var pickup: Bool
    /// Dishes ordered by calories, lightest first, instead of by relevance.
    public var lighterFirst: Bool
    /// Restaurants, and dishes by their restaurant, in this order instead of by relevance (or, without words, by
    /// distance): soonest delivered, cheapest delivery or best rated first.
    public var restaurantOrder: RestaurantSort?
    /// Most results of each kind.
    public var limit: Int

    /// The longest query accepted, in Unicode scalars (`Text.length`).
    public static let maxLength = 100
    /// The most results of each kind one request may ask for.
    public static let maxLimit = 50

    /// Creates a query.
    public init(
        text: String, point: GeoPoint? = nil, category: String? = nil, diet: Diet? = nil, maxKcal: Double? = nil,
        maxSpicy: Int? = nil, pickup: Bool = false, lighterFirst: Bool = false, restaurantOrder: RestaurantSort? = nil,
        limit: Int = 20
    ) {
        self.pickup = pickup
        self.restaurantOrder = restaurantOrder
        self.maxSpicy = maxSpicy
        self.text = text
        self.point = point
        self.category = category
        self.diet = diet
        self.maxKcal = maxKcal
        self.lighterFirst = lighterFirst
        self.limit = limit
    }

    /// Whether any filter narrows the results (for "try removing a filter").
    public var hasFilters: Bool {
        category != nil || diet != nil || maxKcal != nil || maxSpicy != nil || pickup
    }

    /// Whether `restaurant` passes the filters read from its details: in the category, offering pickup when asked.
    public func admits(_ restaurant: Restaurant) -> Bool {
        (category.map { restaurant.categories.contains($0) } ?? true) && (!pickup || restaurant.offersPickup)
    }
}
