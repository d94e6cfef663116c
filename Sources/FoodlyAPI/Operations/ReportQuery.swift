/// `?from=&to=&restaurant=` of the operator's reports and their CSV: days (`YYYY-MM-DD`, both included, at most 92;
/// both left out for the last 14 days, up to today in UTC), each order on its promised arrival's day in its
/// restaurant's zone; `restaurant` narrows the report to one restaurant's id.
public struct ReportQuery: QueryParameters, Equatable {
    /// `from`, `to`, `restaurant`.
    public static let names = ["from", "to", "restaurant"]
    /// The first day, `YYYY-MM-DD`.
    public var from: String?
    /// The last day, `YYYY-MM-DD`.
    public var to: String?
    /// One restaurant's id; every restaurant when left out.
    public var restaurant: String?

    /// Creates the query.
    public init(from: String? = nil, to: String? = nil, restaurant: String? = nil) {
        self.from = from
        self.to = to
        self.restaurant = restaurant
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("from", from), ("to", to), ("restaurant", restaurant)])
    }
}
