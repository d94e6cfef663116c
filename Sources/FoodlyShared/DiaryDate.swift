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

    /// The date `dayNumber` days after 1 January 1970 (before it when negative), in the proleptic Gregorian
    /// calendar.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years (146,097 days) starting on 1 March.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The number of days from 1 January 1970 to this date (negative before it).
    public var dayNumber: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week: 0 for Sunday through 6 for Saturday.
    public var weekday: Int {
        ((dayNumber + 4) % 7 + 7) % 7  // 1 January 1970 was a Thursday
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> DiaryDate {
        DiaryDate(dayNumber: dayNumber + days)
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

extension DiaryDate: Codable {
    /// Reads `YYYY-MM-DD`; anything else, or a date that does not exist, is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = DiaryDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a date, YYYY-MM-DD.")
        }
        self = date
    }

    /// Writes `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
