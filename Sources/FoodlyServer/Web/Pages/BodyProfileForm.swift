import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The target form's values as text, read from a saved body profile or from a submitted form.
struct BodyProfileForm {
    var goal = WeightGoal.keep.rawValue
    var sex = ""
    var age = ""
    var heightCm = ""
    var weightKg = ""
    var activity = ActivityLevel.light.rawValue
    var paceKgPerWeek = "0.5"
    var goalWeightKg = ""

    /// An empty form (keeping weight, lightly active, half a kilo a week should they choose to lose or gain).
    init() {}

    /// The form showing a saved profile.
    init(_ profile: BodyProfile) {
        goal = profile.goal.rawValue
        sex = profile.sex.rawValue
        age = String(profile.age)
        heightCm = Self.text(profile.heightCm)
        weightKg = Self.text(profile.weightKg)
        activity = profile.activity.rawValue
        paceKgPerWeek = profile.paceKgPerWeek.map(Self.text) ?? paceKgPerWeek
        goalWeightKg = profile.goalWeightKg.map(Self.text) ?? ""
    }

    /// The form as submitted.
    init(_ parameters: Parameters) {
        goal = parameters["goal"] ?? ""
        sex = parameters["sex"] ?? ""
        age = parameters["age"] ?? ""
        heightCm = parameters["heightCm"] ?? ""
        weightKg = parameters["weightKg"] ?? ""
        activity = parameters["activity"] ?? ""
        paceKgPerWeek = parameters["paceKgPerWeek"] ?? ""
        goalWeightKg = parameters["goalWeightKg"] ?? ""
    }

    /// The profile the form asks for, or the issues only the form can have (a missing choice, a word for a number);
    /// the calculation's own rules are checked by `DailyTarget` when it is saved.
    func profile() throws -> BodyProfile {
        var issues: [FieldError] = []
        func number(_ field: String, _ text: String, _ message: String) -> Double? {
            let cleaned = Text.clean(text).replacingOccurrences(of: ",", with: ".")
            if let value = Double(cleaned), value.isFinite { return value }
            issues.append(
                FieldError(field: field, code: cleaned.isEmpty ? "required" : "not_a_number", message: message))
            return nil
        }
        func choice<Value: RawRepresentable>(_ field: String, _ text: String, _ message: String) -> Value?
        where Value.RawValue == String {
            if let value = Value(rawValue: text) { return value }
            issues.append(FieldError(field: field, code: "required", message: message))
            return nil
        }
        let goal: WeightGoal? = choice("goal", goal, "Choose whether to lose, keep or gain weight.")
        let pace = goal == .keep ? nil : number("paceKgPerWeek", paceKgPerWeek, "Choose how fast.")
        let sex: BodySex? = choice("sex", sex, "Choose the sex the calculation should use.")
        let age = Int(Text.clean(age))
        if age == nil {
            issues.append(
                FieldError(field: "age", code: "not_a_number", message: "Give your age in whole years, like 34."))
        }
        let height = number("heightCm", heightCm, "Give your height in centimetres, like 168.")
        let weight = number("weightKg", weightKg, "Give your weight in kilograms, like 72.5.")
        let activity: ActivityLevel? = choice("activity", activity, "Choose how active your days are.")
        let goalWeight =
            Text.clean(goalWeightKg).isEmpty
            ? nil : number("goalWeightKg", goalWeightKg, "Give the weight you aim for in kilograms, or leave it empty.")
        try ValidationFailure.check(issues)
        guard let goal, let sex, let activity, let age, let height, let weight else {
            throw ValidationFailure(issues)
        }
        return BodyProfile(
            goal: goal, sex: sex, age: age, heightCm: height, weightKg: weight, activity: activity,
            paceKgPerWeek: pace, goalWeightKg: goalWeight)
    }

    /// A number as typed back: no ".0" on whole numbers.
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
