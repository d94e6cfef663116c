import Foundation

/// What a link mailed to an account holder does, and how long it works. Each link works once; only a hash of its
/// token is stored.
public enum AccountTokenPurpose: String, Sendable, CaseIterable {
    /// Sets a new password (and ends every session of the account).
    case passwordReset = "password_reset"
    /// Confirms that the account holder reads mail at the account's address.
    case emailVerification = "email_verification"

    /// How long a link works: 30 minutes to set a new password, a day to confirm an address.
    public var lifetime: TimeInterval {
        switch self {
        case .passwordReset: 30 * 60
        case .emailVerification: 24 * 3600
        }
    }
}
