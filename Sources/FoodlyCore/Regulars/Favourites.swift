/// A customer's favourites: restaurants and dishes they keep to find again, at most ``Favourites/limit`` in all.
public enum Favourites {
    /// The most favourites one customer keeps (restaurants and dishes together).
    public static let limit = 200

    /// What a favourite names.
    public enum Kind: String, Sendable, CaseIterable {
        /// A restaurant.
        case restaurant
        /// A dish.
        case dish
    }
}
