/// A dish as the menu editor sends it and reads it back to edit: the import format's dish with the `section` it
/// goes in, written flat (`{"section": "Bowls", "name": …, "price": …}`).
public struct MenuDishDraft: Codable, Sendable, Equatable {
    /// The menu section, 1–60 characters; a name that differs from an existing section's only in case joins it.
    public var section: String
    /// The dish.
    public var dish: DishDraft

    /// Creates a draft.
    public init(section: String, dish: DishDraft) {
        self.section = section
        self.dish = dish
    }

    private enum Keys: String, CodingKey {
        case section
    }

    /// Reads `section` beside the dish's own members.
    public init(from decoder: any Decoder) throws {
        section = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .section)
        dish = try DishDraft(from: decoder)
    }

    /// Writes the dish's members and `section` in one object.
    public func encode(to encoder: any Encoder) throws {
        try dish.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(section, forKey: .section)
    }
}
