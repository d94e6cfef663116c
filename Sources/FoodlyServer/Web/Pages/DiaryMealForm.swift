import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The diary's "Add a meal" form as text, as shown empty or as submitted, and the draft it asks for.
struct DiaryMealForm {
    var name = ""
    var kcal = ""
    var proteinG = ""
    var carbsG = ""
    var fatG = ""
    /// A `datetime-local` value, `YYYY-MM-DDTHH:MM` in the page's time zone; blank for now.
    var eatenAt = ""

    /// The empty form.
    init() {}

    /// The form as submitted.
    init(_ parameters: Parameters) {
        name = parameters["name"] ?? ""
        kcal = parameters["kcal"] ?? ""
        proteinG = parameters["proteinG"] ?? ""
        carbsG = parameters["carbsG"] ?? ""
        fatG = parameters["fatG"] ?? ""
        eatenAt = parameters["eatenAt"] ?? ""
    }

    /// The draft, and the issues only the form can have (a number or a time that is not one). With `kcalOptional`
    /// (for a customer who hides calories) a blank energy counts as 0 kcal.
    func draft(in timeZone: TimeZone, kcalOptional: Bool) -> (DiaryEntryDraft, [FieldError]) {
        var issues: [FieldError] = []
        let energy = Self.number(kcal, "kcal", "Enter the energy as a number of kcal, like 450.", &issues)
        if energy == nil && Text.clean(kcal).isEmpty && !kcalOptional {
            issues.append(FieldError(field: "kcal", code: "required", message: "Enter the energy in kcal, like 450."))
        }
        let grams = "Enter grams as a number, like 12, or leave it empty."
        var draft = DiaryEntryDraft(
            name: name, kcal: energy ?? 0, proteinG: Self.number(proteinG, "proteinG", grams, &issues),
            carbsG: Self.number(carbsG, "carbsG", grams, &issues), fatG: Self.number(fatG, "fatG", grams, &issues))
        if !Text.clean(eatenAt).isEmpty {
            draft.eatenAt = Self.instant(Text.clean(eatenAt), in: timeZone)
            if draft.eatenAt == nil {
                issues.append(
                    FieldError(
                        field: "eatenAt", code: "invalid", message: "Choose a day and a time, or leave it empty."))
            }
        }
        return (draft, issues)
    }

    /// The number in `text`, nil when it is blank; an issue for `field` with `message` when it is not a number.
    static func number(_ text: String, _ field: String, _ message: String, _ issues: inout [FieldError]) -> Double? {
        let cleaned = Text.clean(text)
        if cleaned.isEmpty { return nil }
        guard let value = Double(cleaned), value.isFinite else {
            issues.append(FieldError(field: field, code: "not_a_number", message: message))
            return nil
        }
        return value
    }

    /// The instant of a `datetime-local` value (`YYYY-MM-DDTHH:MM`, seconds allowed) in `timeZone`.
    static func instant(_ text: String, in timeZone: TimeZone) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = DiaryDate(String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(clock.count), parts[1].count <= 12, let hour = clock[0], let minute = clock[1],
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(
            from: DateComponents(year: date.year, month: date.month, day: date.day, hour: hour, minute: minute))
    }

    /// A `datetime-local` value for `instant` in `timeZone`.
    static func text(_ instant: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return DiaryDate(instant, in: timeZone).text + String(format: "T%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
