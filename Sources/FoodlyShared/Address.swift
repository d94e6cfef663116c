/// A delivery address; it always has coordinates.
public struct Address: Sendable, Equatable, Codable {
    /// Street and number.
    public var line1: String
    /// Flat, floor, building.
    public var line2: String?
    /// City.
    public var city: String
    /// Postal code.
    public var postcode: String?
    /// Latitude in degrees (−90…90).
    public var latitude: Double
    /// Longitude in degrees (−180…180).
    public var longitude: Double
    /// Notes for the courier.
    public var instructions: String?

    /// Creates an address.
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

    /// Writes every key, `null` for an empty optional line, as answers always have.
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
