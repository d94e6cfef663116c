import FoodlyCore

/// One page of a restaurant list, light enough for the busiest endpoint: restaurants by their number in the
/// catalog snapshot, each with what depends on the customer, so nothing of a restaurant is copied until it is shown.
public struct RestaurantListPage: Sendable {
    /// A listed restaurant: its number in `snapshot.restaurants` and what depends on the customer.
    public struct Entry: Sendable {
        /// The restaurant's position in `snapshot.restaurants`.
        public let number: Int
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

    /// The catalog the page was made from.
    let snapshot: CatalogSnapshot
    /// The page's restaurants, in order.
    public let entries: [Entry]
    /// Whether more restaurants follow.
    public let hasMore: Bool

    /// How many restaurants the catalog holds (entry numbers are below it).
    public var restaurantCount: Int { snapshot.restaurants.count }

    /// The catalog version of the entry's restaurant's latest change: what is cached of it is good while this holds.
    public func revision(_ entry: Entry) -> Int {
        snapshot.keys[entry.number].revision
    }

    /// The entry as a full listing.
    public func listing(_ entry: Entry) -> RestaurantListing {
        RestaurantListing(
            restaurant: snapshot.restaurants[entry.number], distanceKm: entry.distanceKm,
            deliveryFee: entry.deliveryFee, minimumOrder: entry.minimumOrder, eta: entry.eta, isOpen: entry.isOpen,
            closed: entry.closed)
    }

    /// Every entry as a full listing.
    public var listings: [RestaurantListing] { entries.map(listing) }
}
