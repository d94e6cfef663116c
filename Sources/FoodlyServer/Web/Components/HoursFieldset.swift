import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// Weekly hours as a form: per day its periods (opens, closes) and one empty period to add, up to
/// `OpeningHours.maxPeriodsPerDay`; a period with both times cleared is removed. Fields are named as the rules name
/// their issues (`mon[1].closes`, a day's own issues under `mon`), so each message lands under its input.
struct HoursFieldset {
    /// The values, by field name.
    let values: [String: String]
    /// The issues of the form.
    let issues: [FieldError]
    /// What the fieldset is called.
    var legend = "Weekly hours"
    /// What a day without periods is, as the hint ends.
    var emptyDay = "closed"

    /// The fields of `hours`, by name.
    static func values(_ hours: OpeningHours) -> [String: String] {
        var values: [String: String] = [:]
        for (day, periods) in zip(OpeningHours.dayKeys, hours.days) {
            for (number, period) in periods.enumerated() {
                values["\(day)[\(number)].opens"] = OpeningHours.text(period.opens)
                values["\(day)[\(number)].closes"] = OpeningHours.text(period.closes)
            }
        }
        return values
    }

    /// The names of every field the fieldset posts.
    static let fieldNames = OpeningHours.dayKeys.flatMap { day in
        (0..<OpeningHours.maxPeriodsPerDay).flatMap { ["\(day)[\($0)].opens", "\(day)[\($0)].closes"] }
    }

    /// Seven days of posted periods, Monday first, leaving out those with both times empty.
    static func days(_ field: (String) -> String) -> [[(opens: String, closes: String)]] {
        OpeningHours.dayKeys.map { day in
            (0..<OpeningHours.maxPeriodsPerDay).compactMap { number in
                let opens = field("\(day)[\(number)].opens")
                let closes = field("\(day)[\(number)].closes")
                return opens.isEmpty && closes.isEmpty ? nil : (opens, closes)
            }
        }
    }

    func render() -> Node {
        let fields = FormField(issues: issues)
        return fieldset(.class("hours-fieldset"), .id("hours-days")) {
            FoodlyHTML.legend(.class("section-title")) { legend }
            p(.class("field-hint")) {
                "A day may have up to \(OpeningHours.maxPeriodsPerDay) periods; a period that closes before it opens "
                    + "runs past midnight. Clear both times to remove a period; a day with none is \(emptyDay)."
            }
            for (index, day) in OpeningHours.dayKeys.enumerated() {
                let name = OpeningHours.dayNames[index]
                let filled = (0..<OpeningHours.maxPeriodsPerDay).filter {
                    !(values["\(day)[\($0)].opens"] ?? "").isEmpty || !(values["\(day)[\($0)].closes"] ?? "").isEmpty
                }
                let shown = min(OpeningHours.maxPeriodsPerDay, (filled.last.map { $0 + 1 } ?? 0) + 1)
                div(.class("field hours-day"), .id(FormField.id(day))) {
                    span(.class("field-label")) { name }
                    for number in 0..<shown {
                        div(.class("hours-period")) {
                            for (part, word) in [("opens", "opens"), ("closes", "closes")] {
                                let field = "\(day)[\(number)].\(part)"
                                let errors = issues.filter { $0.field == field }
                                if part == "closes" { span(.class("muted"), .aria("hidden", "true")) { "to" } }
                                FoodlyHTML.label(.class("visually-hidden"), .for(FormField.id(field))) {
                                    "\(name), period \(number + 1), \(word)"
                                }
                                timeInput(field, invalid: !errors.isEmpty)
                                fields.errorList(errors, id: FormField.id(field))
                            }
                        }
                    }
                    fields.errorList(issues.filter { $0.field == day }, id: FormField.id(day))
                }
            }
        }
    }

    /// An `HH:MM` input for `field`, marked invalid (and described by its errors) when it has issues.
    private func timeInput(_ field: String, invalid: Bool) -> Node {
        let id = FormField.id(field)
        let marks: [Attribute] = invalid ? [.aria("invalid", "true"), .aria("describedby", id + "-error")] : []
        // Text, not `time`: a time input cannot hold 24:00, the end of a day.
        return Node.element(
            "input",
            [
                .type("text"), .id(id), .name(field), .value(values[field] ?? ""), .attr("inputmode", "numeric"),
                .attr("maxlength", "5"), .attr("pattern", "[0-2][0-9]:[0-5][0-9]"), .placeholder("HH:MM"),
                .attr("autocomplete", "off"), .class("hours-time"),
            ] + marks)
    }
}
