import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The profile form's values as text, read from a saved account or from a submitted form.
struct ProfileForm {
    var fullName = ""
    var phone = ""
    var dailyKcalTarget = ""
    var diets: [String] = []
    var avoidAllergens: [String] = []
    var showCalories = true

    /// The form showing a saved account.
    init(_ user: UserAccount) {
        fullName = user.fullName
        phone = user.phone.map(PhoneNumber.display) ?? ""
        dailyKcalTarget = user.dailyKcalTarget.map(String.init) ?? ""
        diets = user.diets.map(\.rawValue)
        avoidAllergens = user.avoidAllergens.map(\.rawValue)
        showCalories = user.showCalories
    }

    /// The form as submitted.
    init(_ parameters: Parameters) {
        fullName = parameters["fullName"] ?? ""
        phone = parameters["phone"] ?? ""
        dailyKcalTarget = parameters["dailyKcalTarget"] ?? ""
        diets = parameters.all("diets")
        avoidAllergens = parameters.all("avoidAllergens")
        showCalories = parameters["showCalories"] != nil
    }

    /// The changes this form asks for (never the address: the address book keeps those), and the issues only the
    /// form can have (bad numbers).
    func changes() -> (ProfilePatch, [FieldError]) {
        var issues: [FieldError] = []
        var changes = ProfilePatch()
        changes.fullName = fullName
        changes.phone = Text.clean(phone).isEmpty ? .null : .value(phone)
        changes.diets = diets.filter { Diet(rawValue: $0) != nil }
        changes.avoidAllergens = avoidAllergens.filter { Allergen(rawValue: $0) != nil }
        changes.showCalories = showCalories
        let target = Text.clean(dailyKcalTarget)
        if target.isEmpty {
            changes.dailyKcalTarget = .null
        } else if let value = Int(target) {
            changes.dailyKcalTarget = .value(value)
        } else {
            issues.append(
                FieldError(
                    field: "dailyKcalTarget", code: "not_a_number", message: "Enter a number of kcal, like 2000."))
        }
        return (changes, issues)
    }
}
