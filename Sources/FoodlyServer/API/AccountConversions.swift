import FoodlyAPI
import FoodlyCore
import FoodlyShared

extension User {
    /// The API view of an account.
    init(_ account: UserAccount) {
        self.init(
            id: account.id.rawValue, fullName: account.fullName, email: account.email,
            emailVerified: account.emailVerifiedAt != nil, phone: account.phone,
            address: account.address, dailyKcalTarget: account.dailyKcalTarget,
            diets: account.diets, avoidAllergens: account.avoidAllergens,
            showCalories: account.showCalories, role: account.role, createdAt: account.createdAt)
    }
}

extension ProfilePatch {
    /// The domain changes, and an issue (with its index) for each unknown diet or allergen id.
    func changes() -> (ProfileChanges, [FieldError]) {
        var issues: [FieldError] = []
        func parse<T: RawRepresentable<String>>(_ ids: [String]?, _ field: String, _ make: (String) -> T?) -> [T]? {
            guard let ids else { return nil }
            return ids.enumerated().compactMap { index, id in
                if let value = make(id) { return value }
                issues.append(
                    FieldError(
                        field: "\(field)[\(index)]", code: "unknown_value", message: "Unknown value \"\(id)\"."))
                return nil
            }
        }
        var changes = ProfileChanges(
            fullName: fullName, diets: parse(diets, "diets", Diet.init(rawValue:)),
            avoidAllergens: parse(avoidAllergens, "avoidAllergens", Allergen.init(rawValue:)),
            showCalories: showCalories)
        changes.phone = phone.change
        changes.address = address.change
        changes.dailyKcalTarget = dailyKcalTarget.change
        return (changes, issues)
    }
}

extension PatchField {
    /// nil when absent, `.clear` for null, `.set` for a value.
    var change: Change<Value>? {
        switch self {
        case .absent: nil
        case .null: .clear
        case .value(let value): .set(value)
        }
    }
}
