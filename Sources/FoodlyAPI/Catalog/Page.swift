/// A page of a list: `{items, nextCursor}`; pass `nextCursor` as `?cursor=` for the next page.
public struct Page<Item: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    /// The items on this page.
    public var items: [Item]
    /// The cursor of the next page, or nil on the last one.
    @AlwaysWritten public var nextCursor: String?

    /// Creates a page.
    public init(items: [Item], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// `GET /api/v1/categories` item.
public struct CategoryBody: Codable, Sendable, Equatable {
    /// The slug, also the id.
    public var id: String
    /// The name shown to people.
    public var name: String
    /// The slug used in filters.
    public var slug: String

    /// Creates a category.
    public init(id: String, name: String, slug: String) {
        self.id = id
        self.name = name
        self.slug = slug
    }
}
