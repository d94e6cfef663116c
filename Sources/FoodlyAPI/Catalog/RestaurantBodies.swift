import Foundation

/// A restaurant in a list (`GET /api/v1/restaurants`).
public struct RestaurantSummary: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Cuisine, e.g. "Bowls".
    public var cuisine: String
    /// Category slugs.
    public var categories: [String]
    /// Average rating 1–5, or null before any review.
    @AlwaysWritten public var rating: Double?
    /// Number of reviews.
    public var ratingCount: Int
    /// Great-circle km from the given point, or null without one.
    @AlwaysWritten public var distanceKm: Double?
    /// Delivery fee in cents to the given point (the base fee without one).
    public var deliveryFee: Int
    /// Smallest subtotal accepted, in cents.
    public var minimumOrder: Int
    /// Expected minutes until delivery.
    public var etaMinutes: MinutesRange
    /// Whether it takes orders now.
    public var isOpen: Bool
    /// The median grade of its dishes.
    public var nutriGrade: NutriGrade
    /// Picture URL, or null.
    @AlwaysWritten public var imageUrl: String?
    /// Why it takes no orders now; null when open.
    @AlwaysWritten public var closedReason: ClosedReason?
    /// When it takes orders again; null when open, paused until it resumes, or without hours.
    @AlwaysWritten public var opensAt: Date?
    /// Whether customers may collect their orders at its counter (pickup) as well as have them delivered.
    public var offersPickup: Bool

    /// Creates a summary.
    public init(
        id: String, name: String, cuisine: String, categories: [String], rating: Double?, ratingCount: Int,
        distanceKm: Double?, deliveryFee: Int, minimumOrder: Int, etaMinutes: MinutesRange, isOpen: Bool,
        nutriGrade: NutriGrade, imageUrl: String?, closedReason: ClosedReason? = nil, opensAt: Date? = nil,
        offersPickup: Bool = false
    ) {
        self.offersPickup = offersPickup
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.categories = categories
        self.rating = rating
        self.ratingCount = ratingCount
        self.distanceKm = distanceKm
        self.deliveryFee = deliveryFee
        self.minimumOrder = minimumOrder
        self.etaMinutes = etaMinutes
        self.isOpen = isOpen
        self.nutriGrade = nutriGrade
        self.imageUrl = imageUrl
        self.closedReason = closedReason
        self.opensAt = opensAt
    }
}

/// A dish (`Dish` in the OpenAPI document): price in cents, nutrients per portion.
public struct DishBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Description.
    public var description: String
    /// Price in cents.
    public var price: Int
    /// Portion weight in grams.
    public var portionGrams: Double
    /// Energy per portion in kcal.
    public var kcal: Double
    /// Protein per portion in g.
    public var proteinG: Double
    /// Carbohydrate per portion in g (fibre excluded).
    public var carbsG: Double
    /// Sugars per portion in g.
    public var sugarsG: Double
    /// Fat per portion in g.
    public var fatG: Double
    /// Saturated fat per portion in g.
    public var saturatedFatG: Double
    /// Fibre per portion in g.
    public var fiberG: Double
    /// Salt per portion in g.
    public var saltG: Double
    /// "A" … "E".
    public var nutriGrade: NutriGrade
    /// EU allergen ids it contains.
    public var allergens: [Allergen]
    /// Diet ids it suits.
    public var diets: [Diet]
    /// Whether it can be ordered now.
    public var available: Bool
    /// Picture URL, or null.
    @AlwaysWritten public var imageUrl: String?
    /// Its option groups, in menu order (empty for most dishes).
    public var optionGroups: [OptionGroupBody]
    /// How hot it is: 0 not spicy, 1 mild, 2 medium, 3 hot.
    public var spicyLevel: Int

    /// Creates a dish body.
    public init(
        id: String, name: String, description: String, price: Int, portionGrams: Double, kcal: Double,
        proteinG: Double, carbsG: Double, sugarsG: Double, fatG: Double, saturatedFatG: Double, fiberG: Double,
        saltG: Double, nutriGrade: NutriGrade, allergens: [Allergen], diets: [Diet], available: Bool, imageUrl: String?,
        optionGroups: [OptionGroupBody] = [], spicyLevel: Int = 0
    ) {
        self.optionGroups = optionGroups
        self.spicyLevel = spicyLevel
        self.id = id
        self.name = name
        self.description = description
        self.price = price
        self.portionGrams = portionGrams
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.sugarsG = sugarsG
        self.fatG = fatG
        self.saturatedFatG = saturatedFatG
        self.fiberG = fiberG
        self.saltG = saltG
        self.nutriGrade = nutriGrade
        self.allergens = allergens
        self.diets = diets
        self.available = available
        self.imageUrl = imageUrl
    }
}

/// A menu section.
public struct MenuSectionBody: Codable, Sendable, Equatable {
    /// The section name.
    public var section: String
    /// Its dishes in menu order.
    public var dishes: [DishBody]

    /// Creates a section.
    public init(section: String, dishes: [DishBody]) {
        self.section = section
        self.dishes = dishes
    }
}

/// `GET /api/v1/restaurants/{id}`: the summary fields plus details and the menu.
public struct RestaurantDetail: Codable, Sendable, Equatable {
    /// The summary fields.
    public var summary: RestaurantSummary
    /// Description.
    public var description: String
    /// E.164 phone.
    public var phone: String
    /// Street address.
    public var address: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// Delivery radius in km.
    public var deliveryRadiusKm: Double
    /// IANA time zone of its hours.
    public var timeZone: String
    /// Minutes to prepare an order.
    public var prepMinutes: Int
    /// Delivery is free from this subtotal (cents), or null.
    public var freeDeliveryOver: Int?
    /// ISO 4217 currency of every amount.
    public var currency: String
    /// Menu sections in order.
    public var menu: [MenuSectionBody]

    /// Creates a detail body.
    public init(
        summary: RestaurantSummary, description: String, phone: String, address: String, latitude: Double,
        longitude: Double, deliveryRadiusKm: Double, timeZone: String, prepMinutes: Int, freeDeliveryOver: Int?,
        currency: String, menu: [MenuSectionBody]
    ) {
        self.summary = summary
        self.description = description
        self.phone = phone
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.deliveryRadiusKm = deliveryRadiusKm
        self.timeZone = timeZone
        self.prepMinutes = prepMinutes
        self.freeDeliveryOver = freeDeliveryOver
        self.currency = currency
        self.menu = menu
    }

    private enum ExtraKeys: String, CodingKey {
        case description, phone, address, latitude, longitude, deliveryRadiusKm, timeZone, prepMinutes,
            freeDeliveryOver, currency, menu
    }

    /// Reads the flat JSON object.
    public init(from decoder: any Decoder) throws {
        summary = try RestaurantSummary(from: decoder)
        let container = try decoder.container(keyedBy: ExtraKeys.self)
        description = try container.decode(String.self, forKey: .description)
        phone = try container.decode(String.self, forKey: .phone)
        address = try container.decode(String.self, forKey: .address)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        deliveryRadiusKm = try container.decode(Double.self, forKey: .deliveryRadiusKm)
        timeZone = try container.decode(String.self, forKey: .timeZone)
        prepMinutes = try container.decode(Int.self, forKey: .prepMinutes)
        freeDeliveryOver = try container.decodeIfPresent(Int.self, forKey: .freeDeliveryOver)
        currency = try container.decode(String.self, forKey: .currency)
        menu = try container.decode([MenuSectionBody].self, forKey: .menu)
    }

    /// Writes one flat JSON object: the summary's fields and the details side by side.
    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: ExtraKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(phone, forKey: .phone)
        try container.encode(address, forKey: .address)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(deliveryRadiusKm, forKey: .deliveryRadiusKm)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(prepMinutes, forKey: .prepMinutes)
        try container.encode(freeDeliveryOver, forKey: .freeDeliveryOver)
        try container.encode(currency, forKey: .currency)
        try container.encode(menu, forKey: .menu)
    }
}
