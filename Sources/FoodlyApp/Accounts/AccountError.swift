/// Why an account operation was refused.
public enum AccountError: Error, Sendable, Equatable {
    /// Another account uses this email address.
    case emailTaken
    /// Unknown email or wrong password (deliberately indistinguishable).
    case invalidCredentials
    /// Too many failed logins; try again after this many seconds.
    case throttled(retryAfterSeconds: Int)
    /// No valid session token was presented.
    case unauthenticated
}
