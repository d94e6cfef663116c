import FoodlyShared

/// All the fields refused in one input; thrown when there is at least one.
public struct ValidationFailure: DomainError, Equatable {
    /// The refused fields, in field order.
    public let issues: [FieldError]

    /// Creates a failure from issues.
    public init(_ issues: [FieldError]) {
        self.issues = issues
    }

    /// Throws when `issues` is not empty.
    public static func check(_ issues: [FieldError]) throws {
        if !issues.isEmpty { throw ValidationFailure(issues) }
    }

    /// Invalid.
    public var kind: ProblemKind { .invalid }
    /// `validation_failed`.
    public var code: String { "validation_failed" }
    /// The one issue's sentence, or a summary when there are several.
    public var message: String { issues.count == 1 ? issues[0].message : "Some fields are not valid." }
    /// The issues.
    public var fieldErrors: [FieldError] { issues }
}
