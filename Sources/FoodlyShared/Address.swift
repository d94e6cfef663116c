/// A delivery address; it always has coordinates.
public struct Address: Sendable, Equatable, Codable {
    /// Street and number.
    public var line1: String
    /// Flat, floor, building.
    @AlwaysWritten public var line2: String?
    /// City.
    public var city: String
    /// Postal code.
    @AlwaysWritten public var postcode: String?
    /// Latitude in degrees (−90…90).
    public var latitude: Double
    /// Longitude in degrees (−180…180).
    public var longitude: Double
    /// Notes for the courier.
    @AlwaysWritten public var instructions: String?

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
}
