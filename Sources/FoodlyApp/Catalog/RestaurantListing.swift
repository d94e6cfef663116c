import FoodlyCore

/// A restaurant as a list shows it to someone at a point: distance, fee, ETA and whether it is open now.
public struct RestaurantListing: Sendable {
    /// The restaurant.
    public let restaurant: Restaurant
    /// Great-circle km from the point, or nil without a point.
    public let distanceKm: Double?
    /// Delivery fee to the point in cents (the base fee without a point).
    public let deliveryFee: Int
    /// The smallest subtotal it accepts at the point in cents (its own without a point).
    public let minimumOrder: Int
    /// Expected minutes to delivery.
    public let eta: (min: Int, max: Int)
    /// Whether it takes orders now.
    public let isOpen: Bool
    /// Why not and when it does again; nil when open.
    public let closed: ClosedState?
}

/// How a restaurant list is ordered.
public enum RestaurantSort: String, Sendable, CaseIterable {
    /// Open first, then most reviewed, best rated, healthiest, nearest.
    case popular
    /// Nearest first.
    case distance
    /// Best rated first (unrated last).
    case rating
    /// Soonest delivered first: the later end of the expected window to the point, then nearest.
    case time
    /// Cheapest delivery to the point first (before any free-delivery threshold), then nearest.
    case fee
}

/// What to list: near a point, in a category, offering a diet (and pickup), sorted, one page at a time.
public struct RestaurantQuery: Sendable {
    /// The customer's position; nil lists everything.
    public var point: GeoPoint?
    /// A category slug.
    public var category: String?
    /// A diet some dishes must suit.
    public var diet: Diet?
    /// Only restaurants that let customers collect orders at the counter.
    public var pickup = false
    /// The order.
    public var sort: RestaurantSort = .popular
    /// Page size (1–100).
    public var limit = 20
    /// Items to skip (from the cursor).
    public var offset = 0

    /// Creates a query.
    public init(
        point: GeoPoint? = nil, category: String? = nil, diet: Diet? = nil, pickup: Bool = false,
        sort: RestaurantSort = .popular, limit: Int = 20, offset: Int = 0
    ) {
        self.pickup = pickup
        self.point = point
        self.category = category
        self.diet = diet
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}
