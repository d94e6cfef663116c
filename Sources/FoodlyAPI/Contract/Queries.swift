/// `?limit=&cursor=` of a paged list.
public struct PageQuery: QueryParameters, Equatable {
    /// `limit`, `cursor`.
    public static let names = ["limit", "cursor"]
    /// Items per page, 1–100 (default 20).
    public var limit: Int?
    /// The `nextCursor` of the previous page.
    public var cursor: String?
    /// Creates the query.
    public init(limit: Int? = nil, cursor: String? = nil) {
        self.limit = limit
        self.cursor = cursor
    }
    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("limit", limit.map(String.init)), ("cursor", cursor)])
    }
}

/// `?lat=&lon=`: where the caller is (both or neither).
public struct PointQuery: QueryParameters, Equatable {
    /// `lat`, `lon`.
    public static let names = ["lat", "lon"]
    /// Latitude, -90…90.
    public var lat: Double?
    /// Longitude, -180…180.
    public var lon: Double?
    /// Creates the query.
    public init(lat: Double? = nil, lon: Double? = nil) {
        self.lat = lat
        self.lon = lon
    }
    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("lat", lat.map { String($0) }), ("lon", lon.map { String($0) })])
    }
}

/// `GET /api/v1/restaurants` query.
public struct RestaurantListQuery: QueryParameters, Equatable {
    /// Every name the list reads.
    public static let names = PointQuery.names + ["category", "diet", "pickup", "sort"] + PageQuery.names
    /// Where the caller is: only restaurants delivering there are listed.
    public var point: PointQuery
    /// A category slug.
    public var category: String?
    /// A diet id.
    public var diet: String?
    /// Only restaurants that let customers collect orders at the counter.
    public var pickup: Bool?
    /// `popular` (default), `distance` or `rating`.
    public var sort: String?
    /// The page.
    public var page: PageQuery
    /// Creates the query.
    public init(
        point: PointQuery = PointQuery(), category: String? = nil, diet: String? = nil, pickup: Bool? = nil,
        sort: String? = nil, page: PageQuery = PageQuery()
    ) {
        self.pickup = pickup
        self.point = point
        self.category = category
        self.diet = diet
        self.sort = sort
        self.page = page
    }
    /// The pairs present.
    public var items: [(name: String, value: String)] {
        point.items
            + Self.present([
                ("category", category), ("diet", diet), ("pickup", pickup.map(String.init)), ("sort", sort),
            ]) + page.items
    }
}

/// `GET /api/v1/search` query.
public struct SearchQueryParameters: QueryParameters, Equatable {
    /// Every name search reads.
    public static let names =
        ["q"] + PointQuery.names + ["category", "diet", "maxKcal", "maxSpicy", "pickup", "sort", "limit"]
    /// What to look for (prefixes, accents and small typos allowed).
    public var q: String
    /// Where the caller is.
    public var point: PointQuery
    /// A category slug.
    public var category: String?
    /// A diet id.
    public var diet: String?
    /// Dishes of at most this many kcal.
    public var maxKcal: Int?
    /// Dishes at most this hot, 0 (not spicy) to 3.
    public var maxSpicy: Int?
    /// Only restaurants (and their dishes) that let customers collect orders at the counter.
    public var pickup: Bool?
    /// `relevance` (default) or `lighter`.
    public var sort: String?
    /// Results per kind, 1–50 (default 20).
    public var limit: Int?
    /// Creates the query.
    public init(
        q: String, point: PointQuery = PointQuery(), category: String? = nil, diet: String? = nil,
        maxKcal: Int? = nil, maxSpicy: Int? = nil, pickup: Bool? = nil, sort: String? = nil, limit: Int? = nil
    ) {
        self.pickup = pickup
        self.q = q
        self.point = point
        self.category = category
        self.diet = diet
        self.maxKcal = maxKcal
        self.maxSpicy = maxSpicy
        self.sort = sort
        self.limit = limit
    }
    /// The pairs present.
    public var items: [(name: String, value: String)] {
        [("q", q)] + point.items
            + Self.present([
                ("category", category), ("diet", diet), ("maxKcal", maxKcal.map(String.init)),
                ("maxSpicy", maxSpicy.map(String.init)), ("pickup", pickup.map(String.init)), ("sort", sort),
                ("limit", limit.map(String.init)),
            ])
    }
}

/// `GET /api/v1/kitchen/orders?status=placed,accepted`.
public struct KitchenOrdersQuery: QueryParameters, Equatable {
    /// `status`.
    public static let names = ["status"]
    /// Statuses to list, comma-separated; all when nil.
    public var status: [String]?
    /// Creates the query.
    public init(status: [String]? = nil) { self.status = status }
    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("status", status.map { $0.joined(separator: ",") })])
    }
}
