import FoodlyCore
import FoodlyStore

/// A restaurant's facts that lists filter, sort and price by, with no references to count: where it is, how far it
/// delivers, its fees and preparation time, its time zone, reviews, grade, what its menu offers, and when it last
/// changed.
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
    /// Diets it offers through an available dish.
    let diets: DietMask
    /// The fewest kcal of its available dishes (infinity when it has none).
    let minKcal: Double
    /// The catalog version of its latest change (or of the whole load that read it).
    let revision: Int

    /// The grades, best first.
    private static let grades = NutriGrade.allCases.sorted()

    /// The keys of `restaurant` with `menu`, its time zone at `zone`, as of catalog `revision`.
    init(_ restaurant: Restaurant, menu: RestaurantMenu, zone: Int, revision: Int) {
        place = GreatCirclePoint(restaurant.location)
        radiusKm = restaurant.deliveryRadiusKm
        fees = restaurant.fees
        prepMinutes = restaurant.prepMinutes
        self.zone = zone
        ratingCount = restaurant.ratingCount
        rating = restaurant.rating ?? 0
        gradeOrder = UInt64(RestaurantKeys.grades.firstIndex(of: restaurant.nutriGrade) ?? 0)
        var offered = DietMask()
        var lightest = Double.infinity
        for place in menu.dishes.indices where menu.dishes.isAvailable(at: place) {
            offered.formUnion(menu.dishes.diets(at: place))
            lightest = min(lightest, menu.dishes.kcal(at: place))
        }
        self.diets = offered
        minKcal = lightest
        self.revision = revision
    }
}
