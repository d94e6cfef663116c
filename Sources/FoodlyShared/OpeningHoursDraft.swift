/// A week of opening hours as the import format writes it: for each day, `["HH:MM", "HH:MM"]` periods in the
/// restaurant's time zone (`24:00` may end a day, and a period may run past midnight); a day left out is closed.
public struct OpeningHoursDraft: Codable, Sendable, Equatable {
    /// Monday's periods.
    public var mon: [[String]]?
    /// Tuesday's periods.
    public var tue: [[String]]?
    /// Wednesday's periods.
    public var wed: [[String]]?
    /// Thursday's periods.
    public var thu: [[String]]?
    /// Friday's periods.
    public var fri: [[String]]?
    /// Saturday's periods.
    public var sat: [[String]]?
    /// Sunday's periods.
    public var sun: [[String]]?

    /// Creates a week from its days' periods, Monday first (a missing day is closed).
    public init(days: [[[String]]]) {
        func day(_ index: Int) -> [[String]]? { days.indices.contains(index) ? days[index] : nil }
        (mon, tue, wed, thu, fri, sat, sun) = (day(0), day(1), day(2), day(3), day(4), day(5), day(6))
    }

    /// The days' periods, Monday first; a day left out has none.
    public var days: [[[String]]] {
        [mon, tue, wed, thu, fri, sat, sun].map { $0 ?? [] }
    }
}
