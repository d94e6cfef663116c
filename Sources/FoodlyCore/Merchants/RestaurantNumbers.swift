import FoodlyShared
import Foundation

/// A restaurant's numbers over a range of days in its own time zone: one `SalesDay` per day (days without orders
/// included, so a chart has no gaps) and the totals. An order counts on the local day of its promised arrival, so
/// an order for later counts on the day it is delivered.
public struct RestaurantNumbers: Sendable, Equatable {
    /// The most days one range may hold.
    public static let maxDays = 92
    /// The days shown when none are asked for: the last two weeks, today included.
    public static let defaultDays = 14

    /// Each day from the first to the last.
    public let days: [SalesDay]
    /// The whole range.
    public let total: SalesDay

    /// Adds up `orders` (any order, outside the range ignored) day by day from `from` to `to`, late judged at `now`.
    public init(_ orders: [SoldOrder], from: DiaryDate, to: DiaryDate, in timeZone: TimeZone, at now: Date) {
        var days = (from.dayNumber...max(from.dayNumber, to.dayNumber)).map { SalesDay(date: DiaryDate(dayNumber: $0)) }
        var total = SalesDay(date: from)
        for order in orders {
            let index = DiaryDate(order.promisedBy, in: timeZone).dayNumber - from.dayNumber
            guard days.indices.contains(index) else { continue }
            days[index].add(order, at: now)
            total.add(order, at: now)
        }
        self.days = days
        self.total = total
    }

    /// The range a query asks for: `from` and `to` as `YYYY-MM-DD` (both included), or the last
    /// `defaultDays` up to `today` when both are empty. A bad date, an end before the start or more than `maxDays`
    /// days (the diary's range rule) is a 422 naming the field.
    public static func range(from: String, to: String, today: DiaryDate) throws -> (from: DiaryDate, to: DiaryDate) {
        if from.isEmpty && to.isEmpty { return (today.adding(days: 1 - defaultDays), today) }
        guard let first = DiaryDate(from) else { throw invalid("from", "Give the first day as YYYY-MM-DD.") }
        guard let last = DiaryDate(to) else { throw invalid("to", "Give the last day as YYYY-MM-DD.") }
        if let problem = DiaryRules.rangeProblem(from: first, through: last, maxDays: maxDays) {
            throw invalid("to", problem.prefix(1).uppercased() + problem.dropFirst())
        }
        return (first, last)
    }

    /// The day a query asks for: `date` as `YYYY-MM-DD`, or `today` when empty; a bad one is a 422 naming `date`.
    public static func day(_ date: String, today: DiaryDate) throws -> DiaryDate {
        if date.isEmpty { return today }
        guard let day = DiaryDate(date) else { throw invalid("date", "Give the day as YYYY-MM-DD.") }
        return day
    }

    private static func invalid(_ field: String, _ message: String) -> ValidationFailure {
        ValidationFailure([FieldError(field: field, code: "invalid", message: message)])
    }
}
