/// Where a restaurant is, as its owner writes it: the street address customers and couriers read, and the point
/// distances are measured from.
public struct RestaurantLocation: Codable, Sendable, Equatable {
    /// The street address, up to 200 characters.
    public var address: String
    /// Degrees north, −90 to 90.
    public var latitude: Double
    /// Degrees east, −180 to 180.
    public var longitude: Double

    /// Creates a location.
    public init(address: String, latitude: Double, longitude: Double) {
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
    }
}
