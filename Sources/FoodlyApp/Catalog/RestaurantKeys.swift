import FoodlyCore
import FoodlyStore

/// A restaurant's facts that lists filter, sort and price by, with no references to count: where it is, how far it
/// delivers, its fees and preparation time, its time zone, reviews, grade, what its menu offers, and when it last
/// changed. Small numbers are kept in small integers (88 bytes a restaurant; fees, preparation time and review
/// counts are validated far inside them, and clamped if not), read back as the types the rules take.
struct RestaurantKeys: Sendable {
    /// Where it is, ready for distances.
    let place: GreatCirclePoint
    /// How far it delivers, in km: its radius, or the reach of its zones (then a bound, the zones decide).
    let radiusKm: Double
    /// Average rating (0 before any review).
    let rating: Double
    /// The fewest kcal of its available dishes (infinity when it has none).
    let minKcal: Double
    /// The catalog version of its latest change (or of the whole load that read it).
    let revision: Int
    /// Its delivery fees, in cents: base, per km, free from (-1 for never) and minimum order.
    private let feeCents: (base: Int32, perKm: Int32, freeOver: Int32, minimum: Int32)
    /// Its time zone's position in `CatalogSnapshot.zones`.
    private let zoneNumber: Int32
    /// Number of reviews.
    private let reviewCount: UInt32
    /// Diets it offers through an available dish.
    let diets: DietMask
    /// Minutes to prepare an order.
    private let prep: UInt16
    /// Its median Nutri-Score grade's position in grade order, A (0) to E (4).
    private let grade: UInt8
    /// Whether it delivers by zones (`Restaurant.zones`), which its keys do not hold.
    let zoned: Bool

    /// Its delivery fees.
    var fees: DeliveryFees {
        DeliveryFees(
            deliveryBase: Int(feeCents.base), deliveryPerKm: Int(feeCents.perKm),
            freeDeliveryOver: feeCents.freeOver < 0 ? nil : Int(feeCents.freeOver), minimumOrder: Int(feeCents.minimum))
    }
    /// Minutes to prepare an order.
    var prepMinutes: Int { Int(prep) }
    /// Its time zone's position in `CatalogSnapshot.zones`.
    var zone: Int { Int(zoneNumber) }
    /// Number of reviews.
    var ratingCount: Int { Int(reviewCount) }
    /// Its median Nutri-Score grade's position in grade order, A (0) to E (4).
    var gradeOrder: UInt64 { UInt64(grade) }

    /// The grades, best first.
    private static let grades = NutriGrade.allCases.sorted()

    /// The keys of `restaurant` with `menu`, its time zone at `zone`, as of catalog `revision`.
    init(_ restaurant: Restaurant, menu: RestaurantMenu, zone: Int, revision: Int) {
        place = GreatCirclePoint(restaurant.location)
        radiusKm = restaurant.reachKm
        zoned = !restaurant.zones.isEmpty
        let fees = restaurant.fees
        feeCents = (
            Int32(clamping: fees.deliveryBase), Int32(clamping: fees.deliveryPerKm),
            fees.freeDeliveryOver.map { Int32(clamping: max(0, $0)) } ?? -1, Int32(clamping: fees.minimumOrder)
        )
        prep = UInt16(clamping: restaurant.prepMinutes)
        zoneNumber = Int32(zone)
        reviewCount = UInt32(clamping: restaurant.ratingCount)
        rating = restaurant.rating ?? 0
        grade = UInt8(RestaurantKeys.grades.firstIndex(of: restaurant.nutriGrade) ?? 0)
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
