/// A restaurant owner's application (`POST /api/v1/restaurant-applications`): the restaurant as it will be created,
/// without a menu (written once it is approved), and the address Foodly writes to about it, in one object.
public struct RestaurantApplicationRequest: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: RestaurantDraft
    /// Where Foodly writes about the application.
    public var contactEmail: String

    /// Creates an application.
    public init(restaurant: RestaurantDraft, contactEmail: String) {
        self.restaurant = restaurant
        self.contactEmail = contactEmail
    }

    private enum Keys: String, CodingKey {
        case contactEmail
    }

    /// Reads `contactEmail` beside the restaurant's own members.
    public init(from decoder: any Decoder) throws {
        contactEmail = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .contactEmail)
        restaurant = try RestaurantDraft(from: decoder)
    }

    /// Writes the restaurant's members and `contactEmail` in one object.
    public func encode(to encoder: any Encoder) throws {
        try restaurant.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(contactEmail, forKey: .contactEmail)
    }
}
