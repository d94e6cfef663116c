import FoodlyShared

/// A change to an optional value: set it, or clear it.
public enum Change<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Set to this value.
    case set(Value)
    /// Remove the value.
    case clear
}

/// The edits a person makes to their profile; nil fields stay as they are.
public struct ProfileChanges: Sendable, Equatable {
    /// A new full name.
    public var fullName: String?
    /// A new phone number (any common form; normalised to E.164) or clear.
    public var phone: Change<String>?
    /// A new delivery address or clear.
    public var address: Change<Address>?
    /// A new daily kcal target or clear.
    public var dailyKcalTarget: Change<Int>?
    /// The diets followed (replaces the list).
    public var diets: [Diet]?
    /// The allergens avoided (replaces the list).
    public var avoidAllergens: [Allergen]?
    /// Whether to show calories.
    public var showCalories: Bool?

    /// The accepted range of a daily kcal target.
    public static let kcalTargetRange = 800...6000

    /// Creates changes; everything defaults to "unchanged".
    public init(
        fullName: String? = nil, phone: Change<String>? = nil, address: Change<Address>? = nil,
        dailyKcalTarget: Change<Int>? = nil, diets: [Diet]? = nil, avoidAllergens: [Allergen]? = nil,
        showCalories: Bool? = nil
    ) {
        self.fullName = fullName
        self.phone = phone
        self.address = address
        self.dailyKcalTarget = dailyKcalTarget
        self.diets = diets
        self.avoidAllergens = avoidAllergens
        self.showCalories = showCalories
    }

    /// `account` with these changes applied, or every issue at once.
    public func applied(to account: UserAccount) throws -> UserAccount {
        var result = account
        var issues: [FieldError] = []
        if let fullName {
            issues += AccountRules.fullNameIssues(fullName)
            result.fullName = Text.clean(fullName).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        switch phone {
        case .set(let text):
            if let normalized = PhoneNumber.normalize(text) {
                result.phone = normalized
            } else {
                issues += PhoneNumber.issues(text)
            }
        case .clear: result.phone = nil
        case nil: break
        }
        switch address {
        case .set(let address):
            do {
                result.address = try address.validated()
            } catch let failure as ValidationFailure {
                issues += failure.issues
            }
        case .clear: result.address = nil
        case nil: break
        }
        switch dailyKcalTarget {
        case .set(let target):
            if ProfileChanges.kcalTargetRange.contains(target) {
                result.dailyKcalTarget = target
            } else {
                issues.append(
                    FieldError(
                        field: "dailyKcalTarget", code: "out_of_range",
                        message: "Choose a target between 800 and 6000 kcal."))
            }
        case .clear: result.dailyKcalTarget = nil
        case nil: break
        }
        if let diets { result.diets = Diet.allCases.filter(diets.contains) }
        if let avoidAllergens { result.avoidAllergens = Allergen.allCases.filter(avoidAllergens.contains) }
        if let showCalories { result.showCalories = showCalories }
        try ValidationFailure.check(issues)
        return result
    }
}
