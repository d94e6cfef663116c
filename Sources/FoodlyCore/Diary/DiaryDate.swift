import Foundation

/// A calendar date in a time zone (`YYYY-MM-DD`), and the instants its day runs between.
public struct DiaryDate: Sendable, Equatable, Comparable {
    /// The year, 1–9999.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Parses `YYYY-MM-DD`; nil for anything else or a date that does not exist.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...9999).contains(year)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date) == components
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The local date of `instant` in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        let parts = DiaryDate.calendar(timeZone).dateComponents([.year, .month, .day], from: instant)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// `YYYY-MM-DD`.
    public var text: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The first instant of this day in `timeZone` (a day may be 23 or 25 hours long).
    public func start(in timeZone: TimeZone) -> Date {
        let components = DateComponents(year: year, month: month, day: day)
        return DiaryDate.calendar(timeZone).date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// The next day.
    public func next(in timeZone: TimeZone) -> DiaryDate {
        let calendar = DiaryDate.calendar(timeZone)
        let noon = calendar.date(byAdding: .hour, value: 12, to: start(in: timeZone)) ?? start(in: timeZone)
        return DiaryDate(calendar.date(byAdding: .day, value: 1, to: noon) ?? noon, in: timeZone)
    }

    /// Whether `lhs` is an earlier date.
    public static func < (lhs: DiaryDate, rhs: DiaryDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
