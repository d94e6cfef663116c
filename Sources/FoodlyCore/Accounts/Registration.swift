/// What a person types to create an account.
public struct Registration: Sendable, Equatable {
    /// First and last name.
    public var fullName: String
    /// Email address.
    public var email: String
    /// The chosen password (never stored).
    public var password: String

    /// Creates a registration.
    public init(fullName: String, email: String, password: String) {
        self.fullName = fullName
        self.email = email
        self.password = password
    }

    /// The registration with name trimmed and email normalised, or every issue at once.
    public func validated() throws -> Registration {
        try ValidationFailure.check(
            AccountRules.fullNameIssues(fullName) + AccountRules.emailIssues(email)
                + AccountRules.passwordIssues(password))
        return Registration(
            fullName: Text.clean(fullName).split(whereSeparator: \.isWhitespace).joined(separator: " "),
            email: AccountRules.normalizedEmail(email), password: password)
    }
}
