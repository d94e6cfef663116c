import FoodlyShared

/// Why "fits my day" cannot answer.
public struct FitsError: DomainError, Equatable {
    /// What kind of refusal it is.
    public let kind: ProblemKind
    /// The stable code.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// The customer has no daily calorie target to count from.
    static let targetRequired = FitsError(
        kind: .invalid, code: "target_required",
        message: "Set a daily calorie target first (dailyKcalTarget in your profile); then we can tell what fits.")
}
