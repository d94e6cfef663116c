/// `?from=&to=&timeZone=` of `GET /api/v1/diary` and `GET /api/v1/diary/export`: local dates, both included, and the IANA zone they are in.
public struct DiaryQuery: QueryParameters, Equatable {
    /// `from`, `to`, `timeZone`.
    public static let names = ["from", "to", "timeZone"]
    /// The first day, `YYYY-MM-DD`.
    public var from: String
    /// The last day, `YYYY-MM-DD` (at most 31 days after `from`, counting both; 366 for the export).
    public var to: String
    /// The IANA time zone, e.g. `America/Los_Angeles`.
    public var timeZone: String

    /// Creates the query.
    public init(from: String, to: String, timeZone: String) {
        self.from = from
        self.to = to
        self.timeZone = timeZone
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        [("from", from), ("to", to), ("timeZone", timeZone)]
    }
}
