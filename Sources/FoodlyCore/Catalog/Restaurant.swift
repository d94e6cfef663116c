import Foundation

/// A listed restaurant: where it is, where it delivers, when it is open, what it charges.
public struct Restaurant: Sendable, Equatable {
    /// Opaque id.
    public let id: ID<Restaurant>
    /// Name.
    public var name: String
    /// Cuisine, e.g. "Bowls".
    public var cuisine: String
    /// A sentence about it.
    public var description: String
    /// E.164 phone.
    public var phone: String
    /// Category slugs.
    public var categories: [String]
    /// Its cover picture.
    public var imageURL: String?
    /// Street address.
    public var address: String
    /// The region (city or area) it belongs to, fixed once added: see `RegionName`.
    public var region: String
    /// Where it is.
    public var location: GeoPoint
    /// Delivery radius (great-circle km), the area of a restaurant without `zones`.
    public var deliveryRadiusKm: Double
    /// Its delivery zones, drawn by an operator; when there are any, it delivers only inside them.
    public var zones: [DeliveryZone]
    /// IANA time zone of its opening hours.
    public var timeZone: TimeZone
    /// Minutes to prepare an order.
    public var prepMinutes: Int
    /// Weekly opening hours.
    public var openingHours: OpeningHours
    /// Delivery fees and minimum order.
    public var fees: DeliveryFees
    /// Sales tax in basis points (863 = 8.63%).
    public var taxRateBps: Int
    /// The sales tax of its drinks (dishes of a beverage Nutri-Score category), in basis points, when they have a
    /// rate of their own; nil: `taxRateBps`, as its food.
    public var drinksTaxRateBps: Int?
    /// Whether customers may collect orders at its counter (``Fulfilment/pickup``), set by its owner or managers.
    public var offersPickup: Bool
    /// Average review rating, once reviewed.
    public var rating: Double?
    /// Number of reviews.
    public var ratingCount: Int
    /// The median grade of its available dishes.
    public var nutriGrade: NutriGrade
    /// Dates it is closed (holidays), soonest first.
    public var closures: [Closure]
    /// A pause of new orders, when one was set (it may have run out: see `RestaurantPause.holds(at:)`).
    public var pause: RestaurantPause?
    /// The operator's suspension, while it lasts (nil: not suspended).
    public var suspension: RestaurantSuspension?

    /// Creates a restaurant.
    public init(
        id: ID<Restaurant>, name: String, cuisine: String, description: String, phone: String, categories: [String],
        imageURL: String?, address: String, region: String = RegionName.default, location: GeoPoint,
        deliveryRadiusKm: Double, zones: [DeliveryZone] = [], timeZone: TimeZone, prepMinutes: Int,
        openingHours: OpeningHours, fees: DeliveryFees, taxRateBps: Int, drinksTaxRateBps: Int? = nil,
        offersPickup: Bool = false, rating: Double? = nil,
        ratingCount: Int = 0, nutriGrade: NutriGrade, closures: [Closure] = [], pause: RestaurantPause? = nil,
        suspension: RestaurantSuspension? = nil
    ) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.description = description
        self.phone = phone
        self.categories = categories
        self.imageURL = imageURL
        self.address = address
        self.region = region
        self.location = location
        self.deliveryRadiusKm = deliveryRadiusKm
        self.zones = zones
        self.timeZone = timeZone
        self.prepMinutes = prepMinutes
        self.openingHours = openingHours
        self.fees = fees
        self.taxRateBps = taxRateBps
        self.drinksTaxRateBps = drinksTaxRateBps
        self.offersPickup = offersPickup
        self.rating = rating
        self.ratingCount = ratingCount
        self.nutriGrade = nutriGrade
        self.closures = closures
        self.pause = pause
        self.suspension = suspension
    }

    /// The rate `dish` is taxed at when it is not `taxRateBps` (a drink, when drinks have a rate of their own and
    /// it differs), in basis points; nil at `taxRateBps`.
    public func taxRateApart(for dish: Dish) -> Int? {
        guard let drinks = drinksTaxRateBps, drinks != taxRateBps, dish.nutriScoreCategory.isBeverage else {
            return nil
        }
        return drinks
    }

    /// Whether it delivers to `point`.
    public func delivers(to point: GeoPoint) -> Bool {
        deliveryFees(to: point) != nil
    }

    /// The fees of a delivery to `point`, nil where it does not deliver. With zones, the first zone holding the
    /// point: its flat fee and minimum order, free from the restaurant's own threshold; without, within its radius,
    /// its own fees. The one containment rule of lists, search, the cart, checkout and the board.
    public func deliveryFees(to point: GeoPoint) -> DeliveryFees? {
        guard !zones.isEmpty else { return location.distanceKm(to: point) <= deliveryRadiusKm ? fees : nil }
        return ZoneShapes(zones).fees(at: point, base: fees)
    }

    /// The fees that price a delivery to `point`: its zone's there, else its own (without a point, or outside).
    public func fees(at point: GeoPoint?) -> DeliveryFees {
        point.flatMap(deliveryFees(to:)) ?? fees
    }

    /// How far from it (great-circle km) any point it delivers to may lie: its radius, or its zones' reach.
    public var reachKm: Double {
        DeliveryZone.reachKm(of: zones, from: location, radiusKm: deliveryRadiusKm)
    }

    /// Whether it takes new orders at `instant`: within its hours, on no closed date, not paused.
    public func isOpen(at instant: Date) -> Bool {
        openState(at: instant) == .open
    }

    /// The expected delivery time in minutes, as a 10-minute window: preparation, then the ride by road at a
    /// typical courier speed, then a hand-over buffer. Without a destination, a 5 km ride is assumed.
    public func etaMinutes(to point: GeoPoint?) -> (min: Int, max: Int) {
        etaMinutes(distanceKm: point.map { location.distanceKm(to: $0) })
    }

    /// `etaMinutes(to:)` for a destination `distanceKm` away in a straight line (nil: none given).
    public func etaMinutes(distanceKm: Double?) -> (min: Int, max: Int) {
        Restaurant.etaMinutes(prepMinutes: prepMinutes, distanceKm: distanceKm)
    }

    /// `etaMinutes(distanceKm:)` of a restaurant that takes `prepMinutes` to prepare an order.
    public static func etaMinutes(prepMinutes: Int, distanceKm: Double?) -> (min: Int, max: Int) {
        let rideKm = distanceKm.map { $0 * GeoPoint.roadFactor } ?? 5
        let minutes = Double(prepMinutes) + rideKm / Restaurant.typicalCourierKmh * 60 + Restaurant.handOverMinutes
        let low = Int((minutes / 5).rounded(.down)) * 5
        return (max(5, low), max(5, low) + 10)
    }

    /// Average courier speed used for estimates before a courier is assigned.
    public static let typicalCourierKmh = 18.0
    /// Minutes to hand an order over at the door.
    public static let handOverMinutes = 5.0

    /// The median of dish grades (the lower middle for an even count); C when there are none.
    public static func medianGrade(_ grades: [NutriGrade]) -> NutriGrade {
        let sorted = grades.sorted()
        guard !sorted.isEmpty else { return .c }
        return sorted[(sorted.count - 1) / 2]
    }
}
