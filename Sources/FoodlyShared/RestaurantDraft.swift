/// A restaurant as its owner writes it, without its menu: the import format's restaurant, the body of an
/// application and what an application is kept as. The rules (`RestaurantImporter` in FoodlyCore) read it field by
/// field, naming every bad field at once.
public struct RestaurantDraft: Codable, Sendable, Equatable {
    /// 1–100 characters, one line.
    public var name: String
    /// 1–60 characters: "Mediterranean".
    public var cuisine: String
    /// Up to 500 characters; may be empty and span lines.
    public var description: String
    /// An E.164 phone number; other common forms are normalised.
    public var phone: String
    /// 1–20 lowercase slugs ("bowls"), each kept once.
    public var categories: [String]
    /// Its cover picture: a `/static/…` path or an `https://` URL.
    public var imageUrl: String?
    /// Where it is.
    public var location: RestaurantLocation
    /// The city or area it belongs to, a lowercase slug; `default` when left out. Fixed once imported.
    public var region: String?
    /// Orders are taken from addresses within this great-circle distance, 0.1 to 50 km.
    public var deliveryRadiusKm: Double
    /// The IANA time zone of its hours: "America/Los_Angeles".
    public var timeZone: String
    /// Minutes to prepare an order, 1 to 180.
    public var prepMinutes: Int
    /// When it takes orders.
    public var openingHours: OpeningHoursDraft
    /// What delivery costs and the smallest order.
    public var fees: DeliveryFees
    /// Sales tax in basis points, 0 to 3,000 (863 = 8.63%).
    public var taxRateBps: Int
    /// Sales tax on drinks (dishes of a beverage Nutri-Score category) where it differs, 0 to 3,000 basis points;
    /// left out or null: `taxRateBps`.
    public var drinksTaxRateBps: Int?
    /// Whether customers may collect their orders at its counter (``Fulfilment/pickup``) as well as have them
    /// delivered; left out or null: delivery only.
    public var offersPickup: Bool?

    /// Creates a draft.
    public init(
        name: String, cuisine: String, description: String, phone: String, categories: [String],
        imageUrl: String? = nil, location: RestaurantLocation, region: String? = nil, deliveryRadiusKm: Double,
        timeZone: String, prepMinutes: Int, openingHours: OpeningHoursDraft, fees: DeliveryFees, taxRateBps: Int,
        drinksTaxRateBps: Int? = nil, offersPickup: Bool? = nil
    ) {
        self.name = name
        self.cuisine = cuisine
        self.description = description
        self.phone = phone
        self.categories = categories
        self.imageUrl = imageUrl
        self.location = location
        self.region = region
        self.deliveryRadiusKm = deliveryRadiusKm
        self.timeZone = timeZone
        self.prepMinutes = prepMinutes
        self.openingHours = openingHours
        self.fees = fees
        self.taxRateBps = taxRateBps
        self.drinksTaxRateBps = drinksTaxRateBps
        self.offersPickup = offersPickup
    }
}
