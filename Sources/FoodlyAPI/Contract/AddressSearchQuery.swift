/// `?q=&lat=&lon=&limit=` of `GET /api/v1/addresses`.
public struct AddressSearchQuery: QueryParameters, Equatable {
    /// `q`, `lat`, `lon`, `limit`.
    public static let names = ["q"] + PointQuery.names + ["limit"]
    /// What was typed so far ("12 baker st"; prefixes, typos and abbreviations allowed), at most 200 characters.
    public var q: String
    /// Where the caller is: nearer addresses first among equally good matches.
    public var point: PointQuery
    /// Suggestions, 1–20 (default 8).
    public var limit: Int?

    /// Creates the query.
    public init(q: String, point: PointQuery = PointQuery(), limit: Int? = nil) {
        self.q = q
        self.point = point
        self.limit = limit
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        [("q", q)] + point.items + Self.present([("limit", limit.map(String.init))])
    }
}
