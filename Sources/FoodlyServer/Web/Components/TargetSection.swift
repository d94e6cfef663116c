import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The Profile page's daily target: what the customer's body profile works out to (and why), and the optional
/// form that works it out, easy to skip. Not shown when calories are hidden.
struct TargetSection {
    let csrf: CSRF
    let target: PersonalTarget
    let form: BodyProfileForm
    var issues: [FieldError] = []

    func render() -> Node {
        let fields = FormField(issues: issues)
        return section(.class("card stack target"), .id("target"), .aria("labelledby", "target-title")) {
            h2(.class("section-title"), .id("target-title")) { "Your daily target" }
            if let worked = target.target, let profile = target.profile {
                result(worked, profile)
            } else {
                p(.class("muted")) {
                    "Optional. Tell us a little about yourself and we work out how much energy and protein a day "
                        + "suit your goal. You can skip this and type your own number above."
                }
            }
            fields.summary(labels: Self.labels)
            details(.class("target-details"), .bool("open", !issues.isEmpty)) {
                summary(.class("btn btn-secondary")) {
                    target.profile == nil ? "Work it out for me" : "Change my details"
                }
                FoodlyHTML.form(
                    .class("form"), .method("post"), .action("/profile/target#target"), .bool("novalidate"),
                    .data("busy", "Working it out…")
                ) {
                    FormField.csrf(csrf.token)
                    radios(
                        "goal", legend: "My goal",
                        options: [("lose", "Lose weight"), ("keep", "Keep my weight"), ("gain", "Gain weight")],
                        chosen: form.goal, fields: fields)
                    radios(
                        "paceKgPerWeek", legend: "How fast, a week, to lose or gain",
                        options: DailyTarget.paces.map { (Self.paceText($0), "\(Self.paceText($0)) kg") },
                        chosen: form.paceKgPerWeek, fields: fields,
                        hint: "0.5 kg a week is about 550 kcal a day. Gentler is easier to keep up.")
                    radios(
                        "sex", legend: "Sex the calculation uses",
                        options: [("female", "Female"), ("male", "Male")], chosen: form.sex, fields: fields)
                    fields.input(
                        "age", label: "Age", value: form.age, type: "number",
                        extra: [.attr("inputmode", "numeric"), .attr("min", "18"), .attr("max", "100")])
                    // Text with a decimal keyboard, not type=number: "72,5" must reach the server as typed.
                    fields.input(
                        "heightCm", label: "Height (cm)", value: form.heightCm, extra: [.attr("inputmode", "decimal")])
                    fields.input(
                        "weightKg", label: "Weight (kg)", value: form.weightKg, extra: [.attr("inputmode", "decimal")])
                    activityField(fields)
                    fields.input(
                        "goalWeightKg", label: "Weight I aim for (kg, optional)", value: form.goalWeightKg,
                        extra: [.attr("inputmode", "decimal")])
                    p(.class("field-hint")) {
                        "We keep these details to show your target again; you can have us forget them at any time."
                    }
                    button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Work out my target" } }
                }
            }
            if target.profile != nil {
                FoodlyHTML.form(.method("post"), .action("/profile/target/forget")) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-secondary btn-block"), .type("submit"), .id("forget-body")) {
                        "Forget my body details"
                    }
                }
            }
        }
    }

    /// The labels the error summary names fields by.
    static let labels = [
        "goal": "My goal", "paceKgPerWeek": "How fast", "sex": "Sex", "age": "Age", "heightCm": "Height",
        "weightKg": "Weight", "activity": "Activity", "goalWeightKg": "Weight I aim for",
    ]

    /// The activity levels as a person would describe their days.
    static let activities: [(ActivityLevel, String)] = [
        (.sedentary, "Mostly sitting, little exercise"), (.light, "Light exercise 1–3 days a week"),
        (.moderate, "Moderate exercise 3–5 days a week"), (.active, "Hard exercise 6–7 days a week"),
        (.veryActive, "Hard exercise every day and a physical job"),
    ]

    @NodeBuilder
    private func result(_ worked: DailyTarget, _ profile: BodyProfile) -> [Node] {
        p(.class("target-result"), .id("target-result")) {
            strong { "\(worked.kcal.formatted()) kcal and \(worked.proteinG) g protein a day" }
        }
        p(.class("muted")) { explanation(worked, profile) }
        if worked.raisedToFloor {
            p(.class("muted")) {
                "That pace would take you below \(profile.sex == .male ? "1,500" : "1,200") kcal, the least we "
                    + "suggest, so we kept it there. A gentler pace gets you there just as surely."
            }
        }
        if worked.kcal == ProfilePatch.kcalTargetRange.upperBound {
            p(.class("muted")) {
                "That is the most we set as a target. At this level of energy, a dietitian can help you plan."
            }
        }
        if let typed = target.dailyKcalTarget, typed != worked.kcal {
            p(.class("notice")) {
                "You typed your own target of \(typed.formatted()) kcal, and that is the one we use. Working it out "
                    + "again makes \(worked.kcal.formatted()) kcal your target."
            }
        }
    }

    private func explanation(_ worked: DailyTarget, _ profile: BodyProfile) -> String {
        let keeping = "Keeping your weight takes about \(worked.maintenanceKcal.formatted()) kcal a day"
        guard profile.goal != .keep, let pace = profile.paceKgPerWeek else { return keeping + "." }
        let daily = Int((pace * DailyTarget.kcalPerKilogram / 7).rounded())
        let change = profile.goal == .lose ? "losing" : "gaining"
        return keeping + "; \(change) \(Self.paceText(pace)) kg a week "
            + (profile.goal == .lose ? "takes about \(daily) kcal off." : "adds about \(daily) kcal.")
    }

    private func activityField(_ fields: FormField) -> Node {
        let id = FormField.id("activity")
        return div(.class("field")) {
            label(.for(id)) { "How active are your days?" }
            select(.id(id), .name("activity")) {
                for (level, text) in Self.activities {
                    option(.value(level.rawValue), .bool("selected", level.rawValue == form.activity)) { text }
                }
            }
            fields.errorList(issues.filter { $0.field == "activity" }, id: id)
        }
    }

    private func radios(
        _ name: String, legend legendText: String, options: [(String, String)], chosen: String, fields: FormField,
        hint: String? = nil
    ) -> Node {
        let id = FormField.id(name)
        return fieldset(.class("field"), .id(id)) {
            legend(.class("field-label")) { legendText }
            if let hint { p(.class("field-hint")) { hint } }
            div(.class("check-grid")) {
                for (value, text) in options {
                    label(.class("check")) {
                        FoodlyHTML.input(.type("radio"), .name(name), .value(value), .bool("checked", value == chosen))
                        span { text }
                    }
                }
            }
            fields.errorList(issues.filter { $0.field == name }, id: id)
        }
    }

    /// 0.25, 0.5, 0.75 as written.
    private static func paceText(_ pace: Double) -> String {
        pace == 0.5 ? "0.5" : String(pace)
    }
}
