extension Registration {
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
