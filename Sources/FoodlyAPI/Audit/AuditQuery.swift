import FoodlyShared

/// `?q=&action=&restaurant=&before=&limit=` of the audit log: words found in who acted or what they acted on, one
/// action, one restaurant's entries, entries older than the entry `before` (a page's `nextCursor`), at most `limit`
/// (1–100, default 50).
public struct AuditQuery: QueryParameters, Equatable {
    /// `q`, `action`, `restaurant`, `before`, `limit`.
    public static let names = ["q", "action", "restaurant", "before", "limit"]
    /// Words to find (case does not matter), at most 100 characters.
    public var q: String?
    /// Only this action.
    public var action: AuditAction?
    /// Only entries about this restaurant (its id).
    public var restaurant: String?
    /// Only entries older than this one (the previous page's `nextCursor`).
    public var before: String?
    /// How many.
    public var limit: Int?

    /// Creates the query.
    public init(
        q: String? = nil, action: AuditAction? = nil, restaurant: String? = nil, before: String? = nil,
        limit: Int? = nil
    ) {
        self.q = q
        self.action = action
        self.restaurant = restaurant
        self.before = before
        self.limit = limit
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([
            ("q", q), ("action", action?.rawValue), ("restaurant", restaurant), ("before", before),
            ("limit", limit.map(String.init)),
        ])
    }
}
