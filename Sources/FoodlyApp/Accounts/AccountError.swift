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
    /// A mailed link that has expired, was used, or never existed (deliberately indistinguishable).
    case linkInvalid
    /// Too many mails asked for, to this address or from this client address; try again after this many seconds.
    case mailThrottled(retryAfterSeconds: Int)
    /// A new confirmation link for an address that is confirmed.
    case alreadyVerified
    /// The right password for an account an operator locked; `support` is where to write to have it opened.
    case locked(support: String?)

    /// Conflict, unauthenticated, invalid, rate limited or forbidden.
    public var kind: ProblemKind {
        switch self {
        case .emailTaken, .alreadyVerified: .conflict
        case .invalidCredentials, .unauthenticated: .unauthenticated
        case .linkInvalid: .invalid
        case .throttled, .mailThrottled: .rateLimited
        case .locked: .forbidden
        }
    }

    /// `email_taken`, `invalid_credentials`, `too_many_attempts`, `unauthenticated`, `invalid_token`,
    /// `too_many_requests`, `already_verified` or `account_locked`.
    public var code: String {
        switch self {
        case .emailTaken: "email_taken"
        case .invalidCredentials: "invalid_credentials"
        case .throttled: "too_many_attempts"
        case .unauthenticated: "unauthenticated"
        case .linkInvalid: "invalid_token"
        case .mailThrottled: "too_many_requests"
        case .alreadyVerified: "already_verified"
        case .locked: "account_locked"
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
        case .linkInvalid: "This link has expired or was already used. Ask for a new one."
        case .mailThrottled(let seconds):
            "We have sent as many emails as we can for now. Try again in \(AccountError.minutes(seconds))."
        case .alreadyVerified: "Your email address is already confirmed."
        case .locked(let support?): "This account is locked. Write to \(support) to have it opened again."
        case .locked(nil): "This account is locked. Ask the people who run this Foodly to open it again."
        }
    }

    /// The email field, for a taken address; the token, for a link that no longer works.
    public var fieldErrors: [FieldError] {
        switch self {
        case .emailTaken:
            [FieldError(field: "email", code: "email_taken", message: "This email address is already registered.")]
        case .linkInvalid: [FieldError(field: "token", code: "invalid_token", message: message)]
        default: []
        }
    }

    /// The throttle's remaining seconds.
    public var retryAfterSeconds: Int? {
        switch self {
        case .throttled(let seconds), .mailThrottled(let seconds): seconds
        default: nil
        }
    }

    private static func minutes(_ seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }
}
