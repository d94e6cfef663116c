import FoodlyShared
import Foundation

/// The diary's rules: what a hand-added meal may say, which days may be asked for, and how entries add up by day.
public enum DiaryRules {
    /// The most days one read may span.
    public static let maxDays = 31
    /// The most days one export may span.
    public static let maxExportDays = 366
    /// The most energy one entry may have, kcal.
    public static let maxKcal = 5000.0
    /// The most of one macronutrient one entry may have, g.
    public static let maxGrams = 500.0
    /// The longest name, in Unicode scalars.
    public static let maxNameLength = 100

    /// The draft with its name cleaned and its time filled in, or every problem with it.
    public static func validated(_ draft: DiaryEntryDraft, now: Date) throws -> DiaryEntryDraft {
        var result = draft
        var issues: [FieldError] = []
        result.name = Text.clean(draft.name)
        if result.name.isEmpty {
            issues.append(FieldError(field: "name", code: "required", message: "Say what you ate."))
        } else if let issue = Text.lineIssue(result.name, "name", limit: maxNameLength) {
            issues.append(issue)
        }
        if !draft.kcal.isFinite || !(0...maxKcal).contains(draft.kcal) {
            issues.append(
                FieldError(field: "kcal", code: "out_of_range", message: "Give the energy in kcal, from 0 to 5,000."))
        }
        for (field, grams) in [("proteinG", draft.proteinG), ("carbsG", draft.carbsG), ("fatG", draft.fatG)] {
            if let grams, !grams.isFinite || !(0...maxGrams).contains(grams) {
                issues.append(
                    FieldError(
                        field: field, code: "out_of_range", message: "Give grams from 0 to 500, or leave it out."))
            }
        }
        let eatenAt = draft.eatenAt ?? now
        if eatenAt > now.addingTimeInterval(60) || eatenAt < now.addingTimeInterval(-366 * 86_400) {
            issues.append(
                FieldError(
                    field: "eatenAt", code: "out_of_range", message: "Choose a time within the last year, not later."))
        }
        result.eatenAt = eatenAt
        try ValidationFailure.check(issues)
        return result
    }

    /// Why the days from `first` through `last` cannot be read at once, or nil when they can: at most `maxDays`
    /// days, both counted (calendar days: the same in every time zone).
    public static func rangeProblem(from first: DiaryDate, through last: DiaryDate, maxDays: Int = maxDays)
        -> String?
    {
        guard first <= last else { return "the last day comes before the first." }
        return last.dayNumber - first.dayNumber < maxDays ? nil : "ask for at most \(maxDays) days at a time."
    }

    /// Every day from `first` through `last` in `timeZone`, with the entries eaten on it and their totals.
    public static func days(
        _ entries: [DiaryEntry], from first: DiaryDate, through last: DiaryDate, in timeZone: TimeZone
    )
        -> [DiaryDay]
    {
        let byDate = Dictionary(grouping: entries) { DiaryDate($0.eatenAt, in: timeZone).text }
        var days: [DiaryDay] = []
        var date = first
        while date <= last {
            let eaten = (byDate[date.text] ?? []).sorted { ($0.eatenAt, $0.id) < ($1.eatenAt, $1.id) }
            func total(_ amount: (DiaryEntry) -> Double?) -> Double {
                (eaten.reduce(0) { $0 + (amount($1) ?? 0) } * 10).rounded() / 10
            }
            days.append(
                DiaryDay(
                    date: date.text, kcal: total(\.kcal), proteinG: total(\.proteinG), carbsG: total(\.carbsG),
                    fatG: total(\.fatG), entries: eaten))
            date = date.next(in: timeZone)
        }
        return days
    }
}
