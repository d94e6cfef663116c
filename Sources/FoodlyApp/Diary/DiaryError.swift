import FoodlyShared

/// Why the diary refused a request.
public struct DiaryError: DomainError, Equatable {
    /// What kind of refusal it is.
    public let kind: ProblemKind
    /// The stable code.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Another customer's entry, or none with this id.
    static let entryNotFound = DiaryError(kind: .notFound, code: "not_found", message: "There is no such diary entry.")

    /// No weight of the customer's on this day.
    static let weightNotFound = DiaryError(
        kind: .notFound, code: "not_found", message: "There is no weight for this day.")
}
