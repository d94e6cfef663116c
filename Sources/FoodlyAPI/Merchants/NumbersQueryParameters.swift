/// `?from=&to=` of the restaurant's numbers and its CSV: local dates in the restaurant's time zone, both included,
/// at most 92 days; both left out for the last 14 days.
public struct NumbersQuery: QueryParameters, Equatable {
    /// `from`, `to`.
    public static let names = ["from", "to"]
    /// The first day, `YYYY-MM-DD`.
    public var from: String?
    /// The last day, `YYYY-MM-DD`.
    public var to: String?

    /// Creates the query.
    public init(from: String? = nil, to: String? = nil) {
        self.from = from
        self.to = to
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("from", from), ("to", to)])
    }
}

/// `?date=` of the restaurant's orders of a day: a local date, `YYYY-MM-DD`; today when left out.
public struct DayQuery: QueryParameters, Equatable {
    /// `date`.
    public static let names = ["date"]
    /// The day.
    public var date: String?

    /// Creates the query.
    public init(date: String? = nil) {
        self.date = date
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("date", date)])
    }
}

/// `?limit=` of a restaurant's reviews: 1–50, default 10.
public struct ReviewsQuery: QueryParameters, Equatable {
    /// `limit`.
    public static let names = ["limit"]
    /// How many.
    public var limit: Int?

    /// Creates the query.
    public init(limit: Int? = nil) {
        self.limit = limit
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("limit", limit.map(String.init))])
    }
}
