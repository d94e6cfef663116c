import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The diary's weight form as text: the weight and its day (today unless another is chosen).
struct DiaryWeightForm {
    var weightKg = ""
    var date: String

    /// The empty form for `today`.
    init(today: DiaryDate) {
        date = today.text
    }

    /// The form as submitted.
    init(_ parameters: Parameters) {
        weightKg = parameters["weightKg"] ?? ""
        date = Text.clean(parameters["date"] ?? "")
    }

    /// The weight, and the issues only the form can have (none given, or not a number).
    func weight() -> (Double, [FieldError]) {
        var issues: [FieldError] = []
        let message = "Enter your weight in kilograms, like 72.5."
        let value = DiaryMealForm.number(weightKg, "weightKg", message, &issues)
        if value == nil && issues.isEmpty {
            issues.append(FieldError(field: "weightKg", code: "required", message: message))
        }
        return (value ?? WeightRules.kilograms.lowerBound, issues)
    }
}
