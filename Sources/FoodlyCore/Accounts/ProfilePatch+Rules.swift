import FoodlyShared

extension ProfilePatch {
    /// The accepted range of a daily kcal target.
    public static let kcalTargetRange = 800...6000

    /// The account with these changes applied and checked; every bad field is reported at once (an unknown diet
    /// or allergen id by its index) and nothing is applied when there is one.
    public func applied(to account: UserAccount) throws -> UserAccount {
        var result = account
        var issues: [FieldError] = []
        if let fullName {
            issues += AccountRules.fullNameIssues(fullName)
            result.fullName = Text.clean(fullName).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        switch phone {
        case .value(let text):
            if let normalized = PhoneNumber.normalize(text) {
                result.phone = normalized
            } else {
                issues += PhoneNumber.issues(text)
            }
        case .null: result.phone = nil
        case .absent: break
        }
        switch address {
        case .value(let address):
            do {
                result.address = try address.validated()
            } catch let failure as ValidationFailure {
                issues += failure.issues
            }
        case .null: result.address = nil
        case .absent: break
        }
        switch dailyKcalTarget {
        case .value(let target):
            if Self.kcalTargetRange.contains(target) {
                result.dailyKcalTarget = target
            } else {
                issues.append(
                    FieldError(
                        field: "dailyKcalTarget", code: "out_of_range",
                        message: "Choose a target between 800 and 6000 kcal."))
            }
        case .null: result.dailyKcalTarget = nil
        case .absent: break
        }
        if let diets {
            let known = Self.ids(diets, "diets", as: Diet.self, &issues)
            result.diets = Diet.allCases.filter(known.contains)
        }
        if let avoidAllergens {
            let known = Self.ids(avoidAllergens, "avoidAllergens", as: Allergen.self, &issues)
            result.avoidAllergens = Allergen.allCases.filter(known.contains)
        }
        if let showCalories { result.showCalories = showCalories }
        try ValidationFailure.check(issues)
        return result
    }

    /// The known ids of `texts`, with an issue naming each unknown one by its index.
    private static func ids<ID: RawRepresentable<String>>(
        _ texts: [String], _ field: String, as _: ID.Type, _ issues: inout [FieldError]
    ) -> [ID] {
        texts.enumerated().compactMap { index, text in
            if let id = ID(rawValue: text) { return id }
            issues.append(
                FieldError(field: "\(field)[\(index)]", code: "unknown_value", message: "Unknown value \"\(text)\"."))
            return nil
        }
    }
}
