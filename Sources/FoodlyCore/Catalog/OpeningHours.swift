import Foundation

/// A restaurant's weekly opening hours in its own time zone, with several periods a day.
///
/// A period whose closing time is not after its opening time runs past midnight (`18:00–02:00` closes at
/// 2 a.m. the next day); `24:00` means the end of the day. Local wall-clock time is used, so daylight-saving
/// changes move nothing: a period from 11:00 is open from 11:00 local time on either side of a change.
public struct OpeningHours: Sendable, Equatable {
    /// One opening period, in minutes after local midnight.
    public struct Period: Sendable, Equatable {
        /// Opening minute (0–1439).
        public let opens: Int
        /// Closing minute (1–1440); not after `opens` means the next day.
        public let closes: Int

        /// Creates a period.
        public init(opens: Int, closes: Int) {
            self.opens = opens
            self.closes = closes
        }

        /// Whether it runs past midnight.
        public var isOvernight: Bool { closes <= opens }
    }

    /// Day keys in ISO order, as the import format writes them.
    public static let dayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// Periods per ISO weekday index (0 = Monday … 6 = Sunday).
    public let days: [[Period]]

    /// Creates hours from seven days of periods (Monday first).
    public init(days: [[Period]]) {
        precondition(days.count == 7, "a week has seven days")
        self.days = days
    }

    /// Open every day around the clock.
    public static let always = OpeningHours(days: Array(repeating: [Period(opens: 0, closes: 1440)], count: 7))

    /// Whether the restaurant is open at `instant`, read in `timeZone`.
    ///
    /// The local wall-clock time is the instant plus the zone's offset at that instant (which carries the
    /// daylight-saving rule), so no calendar is needed: 1970-01-01 was a Thursday.
    public func isOpen(at instant: Date, in timeZone: TimeZone) -> Bool {
        isOpen(
            localSeconds: Int(
                (instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))).rounded(.down)))
    }

    /// Whether it is open at a local wall-clock time given as seconds since 1970-01-01 00:00 local time (the
    /// instant plus the zone's offset): lets a caller work out each zone's offset once for many restaurants.
    public func isOpen(localSeconds local: Int) -> Bool {
        let dayNumber = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let today = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        let yesterday = (today + 6) % 7
        let now = (local - dayNumber * 86_400) / 60
        let openToday = days[today].contains { period in
            period.isOvernight ? now >= period.opens : (period.opens..<period.closes).contains(now)
        }
        let openFromYesterday = days[yesterday].contains { $0.isOvernight && now < $0.closes }
        return openToday || openFromYesterday
    }

    /// Whether it is open at some minute of `minutes`, counted from 1970-01-01 00:00 local time (as
    /// `isOpen(localSeconds:)` counts seconds): a schedule that covers any part of an hour covers the hour.
    public func isOpen(duringLocalMinutes minutes: Range<Int>) -> Bool {
        guard !minutes.isEmpty else { return false }
        func dayNumber(_ minute: Int) -> Int { minute >= 0 ? minute / 1440 : (minute - 1439) / 1440 }
        for day in (dayNumber(minutes.lowerBound) - 1)...dayNumber(minutes.upperBound - 1) {
            for period in days[((day % 7) + 7 + 3) % 7] {
                let opens = day * 1440 + period.opens
                let closes = day * 1440 + period.closes + (period.isOvernight ? 1440 : 0)
                if opens < minutes.upperBound && minutes.lowerBound < closes { return true }
            }
        }
        return false
    }

    /// Parses `HH:MM` (00:00–24:00) into minutes after midnight.
    public static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let hours = Int(parts[0]),
            let minutes = Int(parts[1]), (0...24).contains(hours), (0...59).contains(minutes)
        else { return nil }
        let total = hours * 60 + minutes
        return total <= 1440 ? total : nil
    }

    /// Formats minutes after midnight as `HH:MM`.
    public static func text(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
