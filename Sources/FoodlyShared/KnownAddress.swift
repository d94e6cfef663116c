/// A street address of the address table (imported from an OpenAddresses-style file), found by address search.
public struct KnownAddress: Codable, Sendable, Equatable {
    /// The id.
    public var id: Int64
    /// The house number as written ("12", "12A").
    public var number: String
    /// The street as written ("Valencia St").
    public var street: String
    /// Flat or unit, if any.
    @AlwaysWritten public var unit: String?
    /// City.
    public var city: String
    /// Postal code, if any.
    @AlwaysWritten public var postcode: String?
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double

    /// Creates a known address.
    public init(
        id: Int64, number: String, street: String, unit: String? = nil, city: String, postcode: String? = nil,
        latitude: Double, longitude: Double
    ) {
        self.id = id
        self.number = number
        self.street = street
        self.unit = unit
        self.city = city
        self.postcode = postcode
        self.latitude = latitude
        self.longitude = longitude
    }

    /// "600 Valencia St": the first line of a delivery address.
    public var line1: String { number.isEmpty ? street : "\(number) \(street)" }

    /// As a delivery address (the unit as its second line).
    public var address: Address {
        Address(
            line1: line1, line2: unit, city: city, postcode: postcode, latitude: latitude, longitude: longitude)
    }
}
