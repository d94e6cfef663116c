/// A restaurant in the import format (`POST /api/v1/admin/restaurants`, `foodly import`): the restaurant and its
/// menu, in one object. Its Nutri-Scores are computed, never read.
public struct RestaurantImport: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: RestaurantDraft
    /// Its menu: at least one section, at most 1,000 dishes in all.
    public var menu: [MenuSectionDraft]

    /// Creates a restaurant to import.
    public init(restaurant: RestaurantDraft, menu: [MenuSectionDraft]) {
        self.restaurant = restaurant
        self.menu = menu
    }

    private enum Keys: String, CodingKey {
        case menu
    }

    /// Reads `menu` beside the restaurant's own members.
    public init(from decoder: any Decoder) throws {
        menu = try decoder.container(keyedBy: Keys.self).decode([MenuSectionDraft].self, forKey: .menu)
        restaurant = try RestaurantDraft(from: decoder)
    }

    /// Writes the restaurant's members and `menu` in one object.
    public func encode(to encoder: any Encoder) throws {
        try restaurant.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(menu, forKey: .menu)
    }
}
