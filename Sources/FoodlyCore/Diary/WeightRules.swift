import FoodlyShared
import Foundation

/// The weight log's rules: what a weight may be, which day it may be for, and how many days one read may span.
public enum WeightRules {
    /// The weights one may record, kg.
    public static let kilograms: ClosedRange<Double> = 35...300
    /// The most days one read may span.
    public static let maxDays = 366

    /// The weight rounded to 0.1 kg and its day, or every problem with them: a weight outside ``kilograms``, a day
    /// that is not `YYYY-MM-DD` or is later than today anywhere on Earth (the customer's calendar is theirs: a day
    /// that has begun in the earliest time zone, UTC+14, is not in the future for everyone there).
    public static func validated(weightKg: Double, on dateText: String, now: Date) throws -> WeightEntry {
        var issues: [FieldError] = []
        let date = DiaryDate(dateText)
        if date == nil {
            issues.append(FieldError(field: "date", code: "invalid", message: "Give the day as YYYY-MM-DD."))
        } else if let date, date > latestDay(now: now) {
            issues.append(
                FieldError(field: "date", code: "out_of_range", message: "Choose today or an earlier day."))
        }
        if !weightKg.isFinite || !kilograms.contains(weightKg) {
            issues.append(
                FieldError(
                    field: "weightKg", code: "out_of_range",
                    message: "Give your weight in kilograms, between 35 and 300."
                ))
        }
        try ValidationFailure.check(issues)
        return WeightEntry(date: date?.text ?? dateText, weightKg: (weightKg * 10).rounded() / 10)
    }

    /// The latest date that is today somewhere: the date in UTC+14.
    public static func latestDay(now: Date) -> DiaryDate {
        DiaryDate(now, in: TimeZone(secondsFromGMT: 14 * 3600) ?? .gmt)
    }
}
