import Foundation

/// A delivery address on the wire.
public struct AddressBody: Codable, Sendable, Equatable {
    /// Street and number.
    public var line1: String
    /// Flat, floor, building.
    public var line2: String?
    /// City.
    public var city: String
    /// Postal code.
    public var postcode: String?
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// Notes for the courier.
    public var instructions: String?

    /// Creates an address body.
    public init(
        line1: String, line2: String? = nil, city: String, postcode: String? = nil, latitude: Double,
        longitude: Double, instructions: String? = nil
    ) {
        self.line1 = line1
        self.line2 = line2
        self.city = city
        self.postcode = postcode
        self.latitude = latitude
        self.longitude = longitude
        self.instructions = instructions
    }

    /// Encodes every key, with explicit nulls, as the OpenAPI document shows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line1, forKey: .line1)
        try container.encode(line2, forKey: .line2)
        try container.encode(city, forKey: .city)
        try container.encode(postcode, forKey: .postcode)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(instructions, forKey: .instructions)
    }
}

/// A person's account as the API shows it (`GET /api/v1/me`).
public struct User: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// First and last name.
    public var fullName: String
    /// Lowercased email address.
    public var email: String
    /// E.164 phone number.
    public var phone: String?
    /// Delivery address.
    public var address: AddressBody?
    /// Daily energy target in kcal.
    public var dailyKcalTarget: Int?
    /// Diet ids.
    public var diets: [String]
    /// Allergen ids to avoid.
    public var avoidAllergens: [String]
    /// Whether calories are shown.
    public var showCalories: Bool
    /// `customer`, `staff`, `courier` or `admin`.
    public var role: String
    /// When the account was created.
    public var createdAt: Date

    /// Creates a user body.
    public init(
        id: String, fullName: String, email: String, phone: String?, address: AddressBody?, dailyKcalTarget: Int?,
        diets: [String], avoidAllergens: [String], showCalories: Bool, role: String, createdAt: Date
    ) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.phone = phone
        self.address = address
        self.dailyKcalTarget = dailyKcalTarget
        self.diets = diets
        self.avoidAllergens = avoidAllergens
        self.showCalories = showCalories
        self.role = role
        self.createdAt = createdAt
    }

    /// Encodes every key, with explicit nulls.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(fullName, forKey: .fullName)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(address, forKey: .address)
        try container.encode(dailyKcalTarget, forKey: .dailyKcalTarget)
        try container.encode(diets, forKey: .diets)
        try container.encode(avoidAllergens, forKey: .avoidAllergens)
        try container.encode(showCalories, forKey: .showCalories)
        try container.encode(role, forKey: .role)
        try container.encode(createdAt, forKey: .createdAt)
    }
}
