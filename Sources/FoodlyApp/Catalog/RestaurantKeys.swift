import FoodlyCore

/// A restaurant's fixed facts that lists filter, sort and price by, with no references to count: where it is, how
/// far it delivers, its fees and preparation time, its time zone, reviews, grade and name order.
struct RestaurantKeys: Sendable {
    /// Where it is, ready for distances.
    let place: GreatCirclePoint
    /// Delivery radius in km.
    let radiusKm: Double
    /// Its delivery fees.
    let fees: DeliveryFees
    /// Minutes to prepare an order.
    let prepMinutes: Int
    /// Its time zone's position in `CatalogSnapshot.zones`.
    let zone: Int
    /// Number of reviews.
    let ratingCount: Int
    /// Average rating (0 before any review).
    let rating: Double
    /// Its median Nutri-Score grade's position in grade order, A (0) to E (4).
    let gradeOrder: UInt64
    /// Its position in name order.
    let nameRank: Int32
}
