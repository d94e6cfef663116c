/// One reason a field's value is refused, reported together with all the others.
public struct ValidationIssue: Sendable, Equatable, Error {
    /// The field's name as clients send it (`fullName`, `address.latitude`).
    public let field: String
    /// A stable machine-readable reason (`required`, `too_weak`, `invalid`).
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates an issue.
    public init(field: String, code: String, message: String) {
        self.field = field
        self.code = code
        self.message = message
    }
}

/// All the issues found in one input; thrown when there is at least one.
public struct ValidationFailure: Error, Sendable, Equatable {
    /// The issues, in field order.
    public let issues: [ValidationIssue]

    /// Creates a failure from issues.
    public init(_ issues: [ValidationIssue]) {
        self.issues = issues
    }

    /// Throws when `issues` is not empty.
    public static func check(_ issues: [ValidationIssue]) throws {
        if !issues.isEmpty { throw ValidationFailure(issues) }
    }
}
