import FoodlyCore
import Synchronization

/// Stores opening hours as text: `mon=11:00-15:00,17:00-22:00;tue=;…` (Monday first).
///
/// Decoded schedules are remembered by their text: many restaurants share one, and parsing on every row read
/// cost more than the rest of a restaurant list request.
enum HoursCodec {
    private static let decoded = Mutex<[String: OpeningHours]>([:])

    static func encode(_ hours: OpeningHours) -> String {
        zip(OpeningHours.dayKeys, hours.days).map { day, periods in
            day + "="
                + periods.map { OpeningHours.text($0.opens) + "-" + OpeningHours.text($0.closes) }.joined(
                    separator: ",")
        }.joined(separator: ";")
    }

    static func decode(_ text: String) -> OpeningHours {
        if let hours = decoded.withLock({ $0[text] }) { return hours }
        let hours = parse(text)
        decoded.withLock { $0[text] = hours }
        return hours
    }

    private static func parse(_ text: String) -> OpeningHours {
        let days = text.split(separator: ";", omittingEmptySubsequences: false).prefix(7).map { day in
            let periods = day.split(separator: "=", maxSplits: 1).dropFirst().first ?? ""
            return periods.split(separator: ",").compactMap { period -> OpeningHours.Period? in
                let ends = period.split(separator: "-")
                guard ends.count == 2, let opens = OpeningHours.minutes(String(ends[0])),
                    let closes = OpeningHours.minutes(String(ends[1]))
                else { return nil }
                return OpeningHours.Period(opens: opens, closes: closes)
            }
        }
        return days.count == 7 ? OpeningHours(days: days) : OpeningHours(days: Array(repeating: [], count: 7))
    }
}
