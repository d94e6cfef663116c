/// A page of a list: `{items, nextCursor}`; pass `nextCursor` as `?cursor=` for the next page.
public struct Page<Item: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    /// The items on this page.
    public var items: [Item]
    /// The cursor of the next page, or nil on the last one.
    public var nextCursor: String?

    /// Creates a page.
    public init(items: [Item], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }

    /// Encodes `nextCursor` as an explicit null on the last page.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)
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
