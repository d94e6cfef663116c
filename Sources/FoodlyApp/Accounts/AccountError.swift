import FoodlyShared

/// Why an account operation was refused.
public enum AccountError: DomainError, Equatable {
    /// Another account uses this email address.
    case emailTaken
    /// Unknown email or wrong password (deliberately indistinguishable).
    case invalidCredentials
    /// Too many failed logins; try again after this many seconds.
    case throttled(retryAfterSeconds: Int)
    /// No valid session token was presented.
    case unauthenticated

    /// Conflict, unauthenticated or rate limited.
    public var kind: ProblemKind {
        switch self {
        case .emailTaken: .conflict
        case .invalidCredentials, .unauthenticated: .unauthenticated
        case .throttled: .rateLimited
        }
    }

    /// `email_taken`, `invalid_credentials`, `too_many_attempts` or `unauthenticated`.
    public var code: String {
        switch self {
        case .emailTaken: "email_taken"
        case .invalidCredentials: "invalid_credentials"
        case .throttled: "too_many_attempts"
        case .unauthenticated: "unauthenticated"
        }
    }

    /// A sentence for people.
    public var message: String {
        switch self {
        case .emailTaken: "An account with this email address already exists."
        case .invalidCredentials: "The email or password is not correct."
        case .throttled(let seconds):
            "Too many failed attempts. Try again in \(AccountError.minutes(seconds))."
        case .unauthenticated: "Log in to continue."
        }
    }

    /// The email field, for a taken address.
    public var fieldErrors: [FieldError] {
        guard self == .emailTaken else { return [] }
        return [FieldError(field: "email", code: "email_taken", message: "This email address is already registered.")]
    }

    /// The throttle's remaining seconds.
    public var retryAfterSeconds: Int? {
        guard case .throttled(let seconds) = self else { return nil }
        return seconds
    }

    private static func minutes(_ seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }
}
