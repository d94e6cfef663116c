import FoodlyCore
import FoodlyShared

/// A refusal from editing a dish's options, with the stable `code` clients match on.
public struct OptionError: DomainError, Equatable {
    /// Not found or forbidden.
    public let kind: ProblemKind
    /// The API's `code`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// No such dish on the caller's restaurant's menu.
    public static let dishNotFound = OptionError(
        kind: .notFound, code: "not_found", message: "There is no such dish on your restaurant's menu.")
    /// An edit by plain staff.
    public static let editorsOnly = OptionError(
        kind: .forbidden, code: "editors_only", message: "Only the restaurant's owners and managers edit its menu.")
}
