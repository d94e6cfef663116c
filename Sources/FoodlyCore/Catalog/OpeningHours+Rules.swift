import FoodlyShared

extension OpeningHours {
    /// The most periods a day may have.
    public static let maxPeriodsPerDay = 4

    /// Day names in ISO order, for messages.
    public static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// Reads seven days (Monday first) of `HH:MM` periods, as an editor sends them: each bad time, a day with more
    /// than `maxPeriodsPerDay` periods, and each two periods that overlap (also with an overnight period of the day
    /// before) is a field error naming the day (`mon[1].closes`, `tue`), all reported at once.
    public static func read(_ days: [[(opens: String, closes: String)]]) throws -> OpeningHours {
        precondition(days.count == 7, "a week has seven days")
        var issues: [FieldError] = []
        var periods: [[Period]] = []
        for (index, day) in days.enumerated() {
            let key = dayKeys[index]
            if day.count > maxPeriodsPerDay {
                issues.append(
                    FieldError(
                        field: key, code: "too_many_periods",
                        message: "\(dayNames[index]) may have at most \(maxPeriodsPerDay) periods."))
            }
            var read: [Period] = []
            for (number, period) in day.prefix(maxPeriodsPerDay).enumerated() {
                let opens = minutes(period.opens).flatMap { $0 < 1440 ? $0 : nil }
                let closes = minutes(period.closes).flatMap { $0 > 0 ? $0 : nil }
                if opens == nil { issues.append(timeIssue("\(key)[\(number)].opens")) }
                if closes == nil { issues.append(timeIssue("\(key)[\(number)].closes")) }
                guard let opens, let closes else { continue }
                if opens == closes {
                    issues.append(
                        FieldError(
                            field: "\(key)[\(number)].closes", code: "empty_period",
                            message: "\(dayNames[index]): a period must close at another time than it opens."))
                    continue
                }
                read.append(Period(opens: opens, closes: closes))
            }
            periods.append(read)
        }
        if issues.isEmpty { issues = OpeningHours(days: periods).overlapIssues() }
        try ValidationFailure.check(issues)
        return OpeningHours(days: periods)
    }

    /// Each two periods that overlap, on their day (an overnight period of the day before counts on the next
    /// day until it closes): a field error naming the day and both periods.
    public func overlapIssues() -> [FieldError] {
        var issues: [FieldError] = []
        for day in 0..<7 {
            let spans = days[day].map { ($0, $0.opens, $0.isOvernight ? $0.closes + 1440 : $0.closes) }
            for first in spans.indices {
                for second in spans.indices where second > first {
                    if spans[first].1 < spans[second].2 && spans[second].1 < spans[first].2 {
                        issues.append(overlap(day, spans[first].0, spans[second].0, fromDayBefore: false))
                    }
                }
            }
            for earlier in days[(day + 6) % 7] where earlier.isOvernight {
                for period in days[day] where period.opens < earlier.closes {
                    issues.append(overlap(day, earlier, period, fromDayBefore: true))
                }
            }
        }
        return issues
    }

    /// `HH:MM–HH:MM`.
    public static func text(_ period: Period) -> String {
        text(period.opens) + "–" + text(period.closes)
    }

    private func overlap(_ day: Int, _ first: Period, _ second: Period, fromDayBefore: Bool) -> FieldError {
        let earlier =
            OpeningHours.text(first) + (fromDayBefore ? " (from \(OpeningHours.dayNames[(day + 6) % 7]))" : "")
        return FieldError(
            field: OpeningHours.dayKeys[day], code: "overlapping_periods",
            message: "\(OpeningHours.dayNames[day]): \(earlier) overlaps \(OpeningHours.text(second)).")
    }

    private static func timeIssue(_ field: String) -> FieldError {
        FieldError(field: field, code: "invalid_time", message: "Use a time from 00:00 to 24:00, like 11:30.")
    }
}
