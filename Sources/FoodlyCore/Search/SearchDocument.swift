/// One thing the search engine can find: a dish or a restaurant, reduced to the text that is searched.
///
/// The caller builds these from the catalog: for a dish, `name` is the dish name and `secondary` its description
/// (and section or categories if wanted); for a restaurant, `name` is its name and `secondary` its cuisine and
/// categories. Words in `name` rank above words in `secondary`.
public struct SearchDocument: Sendable, Equatable {
    /// What a document stands for.
    public enum Kind: UInt8, Sendable, Equatable, CaseIterable {
        /// A dish on a menu.
        case dish
        /// A restaurant.
        case restaurant
    }

    /// The caller's own number for the document (e.g. its position in the catalog); hits report it back.
    public var id: Int
    /// Dish or restaurant.
    public var kind: Kind
    /// The strongest text: the dish or restaurant name.
    public var name: String
    /// Weaker text: a dish's description, a restaurant's cuisine and categories.
    public var secondary: String
    /// Higher is better; breaks ties between equally relevant hits (NaN counts as 0).
    public var popularity: Double

    /// Creates a document.
    public init(id: Int, kind: Kind, name: String, secondary: String = "", popularity: Double = 0) {
        self.id = id
        self.kind = kind
        self.name = name
        self.secondary = secondary
        self.popularity = popularity
    }
}
