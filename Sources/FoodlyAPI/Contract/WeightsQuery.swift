/// `?from=&to=` of `GET /api/v1/diary/weights`: local dates, both included.
public struct WeightsQuery: QueryParameters, Equatable {
    /// `from`, `to`.
    public static let names = ["from", "to"]
    /// The first day, `YYYY-MM-DD`.
    public var from: String
    /// The last day, `YYYY-MM-DD` (at most 366 days after `from`, counting both).
    public var to: String

    /// Creates the query.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        [("from", from), ("to", to)]
    }
}
