import FoodlyCore
import Foundation

/// A new login session: the hash of its token, never the token itself.
public struct NewSession: Sendable, Equatable {
    /// BLAKE2b hash of the bearer token.
    public let tokenHash: String
    /// When it was created.
    public let createdAt: Date
    /// When it stops working.
    public let expiresAt: Date

    /// Creates a session record.
    public init(tokenHash: String, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}

/// Storage of accounts, sessions and login failures (the links mailed to accounts: `AccountTokenQueries`).
public protocol AccountStore: Sendable {
    /// Inserts a user and, in the same transaction, its first session and tokens (the link that confirms its
    /// address). Throws `StoreError.uniqueViolation` when the email is taken.
    func createUser(
        _ user: UserAccount, passwordHash: String, session: NewSession?, tokens: [NewAccountToken],
        alongside: (any DatabaseConnection) throws -> Void) throws

    /// The user with `id`, or nil.
    func user(id: ID<UserAccount>) throws -> UserAccount?

    /// The user with a (normalised) email and their password hash, or nil.
    func credentials(email: String) throws -> (user: UserAccount, passwordHash: String)?

    /// Saves every profile field of `user`.
    func updateUser(_ user: UserAccount, at time: Date) throws

    /// Records a session for an existing user.
    func createSession(_ session: NewSession, userID: ID<UserAccount>) throws
    /// Whether an operator locked the account.
    func isLocked(_ userID: ID<UserAccount>) throws -> Bool

    /// The user of an unexpired session, or nil.
    func user(sessionTokenHash: String, at time: Date) throws -> UserAccount?

    /// Ends a session; true when one existed.
    func deleteSession(tokenHash: String) throws -> Bool

    /// Records a failed login for `scope` (`client:<address>|<email>`), dropping records older than `prune`.
    func recordLoginFailure(scope: String, at time: Date, pruneBefore prune: Date) throws

    /// The times of failures for `scope` after `since` (exclusive), oldest first.
    func loginFailures(scope: String, since: Date) throws -> [Date]

    /// For each scope starting with `prefix` that failed after `since` (exclusive), its latest failure.
    func latestLoginFailures(scopePrefix prefix: String, since: Date) throws -> [Date]

    /// The account a device token (by its hash) was remembered for, or nil.
    func deviceOwner(tokenHash: String) throws -> ID<UserAccount>?

    /// Remembers a device the account signed in from (or notes that it did again), keeping the account's
    /// `limit` most recently used devices.
    func rememberDevice(tokenHash: String, userID: ID<UserAccount>, at time: Date, limit: Int) throws

    /// Forgets the failures of `scope` (after a successful login).
    func clearLoginFailures(scope: String) throws
}
