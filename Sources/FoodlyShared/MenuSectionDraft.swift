/// A menu section as the import format writes it: its name and its dishes in menu order.
public struct MenuSectionDraft: Codable, Sendable, Equatable {
    /// The section name, 1–60 characters.
    public var section: String
    /// Its dishes, at least one.
    public var dishes: [DishDraft]

    /// Creates a section.
    public init(section: String, dishes: [DishDraft]) {
        self.section = section
        self.dishes = dishes
    }
}
