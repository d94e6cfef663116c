/// `?timeZone=` of `GET /api/v1/restaurants/{id}/fits`: the IANA zone "today" is counted in.
public struct FitsQuery: QueryParameters, Equatable {
    /// `timeZone`.
    public static let names = ["timeZone"]
    /// The IANA time zone, e.g. `America/Los_Angeles`.
    public var timeZone: String

    /// Creates the query.
    public init(timeZone: String) {
        self.timeZone = timeZone
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        [("timeZone", timeZone)]
    }
}

/// `GET /api/v1/search/fits` query: the search's filters (words optional) and the zone "today" is counted in.
public struct SearchFitsQuery: QueryParameters, Equatable {
    /// Every name the search reads, and `timeZone`.
    public static let names = SearchQueryParameters.names + FitsQuery.names
    /// The search (an empty `q` lists what the filters let through near the point).
    public var search: SearchQueryParameters
    /// The IANA time zone, e.g. `America/Los_Angeles`.
    public var timeZone: String

    /// Creates the query.
    public init(search: SearchQueryParameters, timeZone: String) {
        self.search = search
        self.timeZone = timeZone
    }

    /// The pairs present (no `q` when it is empty).
    public var items: [(name: String, value: String)] {
        search.items.filter { $0.name != "q" || !$0.value.isEmpty } + [("timeZone", timeZone)]
    }
}
