import FoodlyShared
import Foundation

/// A closure's rules: what may be added, how its reason is kept, which days it covers.
extension Closure {
    /// The longest reason, in characters.
    public static let maxReasonLength = 80
    /// How many closures a restaurant keeps ahead (past ones drop off).
    public static let maxUpcoming = 50
    /// How far ahead a closure may end, in days.
    public static let maxDaysAhead = 730

    /// A reason as stored: trimmed, each run of spaces and line breaks one space.
    public static func cleanReason(_ reason: String) -> String {
        reason.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// Whether the local date numbered `dayNumber` (days since 1970-01-01) is closed.
    public func covers(dayNumber: Int) -> Bool {
        (first.dayNumber...last.dayNumber).contains(dayNumber)
    }

    /// Whether it is over before `today`.
    public func isPast(today: DiaryDate) -> Bool {
        last < today
    }

    /// A closure with `id` from `first` to `last` (`YYYY-MM-DD`) for `reason`, added on `today` (the restaurant's
    /// date); every issue of ``issues(first:last:reason:today:)`` at once when refused.
    public static func read(id: String, first: String, last: String, reason: String, today: DiaryDate) throws
        -> Closure
    {
        let issues = issues(first: first, last: last, reason: reason, today: today)
        guard issues.isEmpty, let start = DiaryDate(first), let end = DiaryDate(last) else {
            throw ValidationFailure(issues)
        }
        return Closure(id: id, first: start, last: end, reason: cleanReason(reason))
    }

    /// `closures` with `closure` added, past ones (before `today`) dropped, soonest first; a field error when
    /// `maxUpcoming` are ahead already.
    public static func adding(_ closure: Closure, to closures: [Closure], today: DiaryDate) throws -> [Closure] {
        let upcoming = closures.filter { !$0.isPast(today: today) }
        guard upcoming.count < maxUpcoming else {
            throw ValidationFailure([
                FieldError(
                    field: "first", code: "too_many_closures",
                    message: "A restaurant keeps at most \(maxUpcoming) closures ahead. Remove one first.")
            ])
        }
        return (upcoming + [closure]).sorted { ($0.first, $0.last) < ($1.first, $1.last) }
    }

    /// What is wrong with a closure from `first` to `last` (`YYYY-MM-DD`) for `reason`, added on `today` (the
    /// restaurant's date): each a field error naming `first`, `last` or `reason`.
    public static func issues(first: String, last: String, reason: String, today: DiaryDate) -> [FieldError] {
        var issues: [FieldError] = []
        let start = DiaryDate(first)
        let end = DiaryDate(last)
        if start == nil {
            issues.append(FieldError(field: "first", code: "invalid_date", message: "Enter the first closed date."))
        }
        if end == nil {
            issues.append(FieldError(field: "last", code: "invalid_date", message: "Enter the last closed date."))
        }
        if let start, let end {
            if end < start {
                issues.append(
                    FieldError(
                        field: "last", code: "ends_before_start",
                        message: "The closure ends (\(end.text)) before it starts (\(start.text))."))
            } else if end < today {
                issues.append(
                    FieldError(field: "last", code: "in_past", message: "That closure is over already."))
            } else if end.dayNumber - today.dayNumber > maxDaysAhead {
                issues.append(
                    FieldError(
                        field: "last", code: "too_far", message: "A closure may end up to two years ahead."))
            }
        }
        if let issue = Text.lineIssue(cleanReason(reason), "reason", limit: maxReasonLength, multiline: true) {
            issues.append(issue)
        }
        return issues
    }
}
