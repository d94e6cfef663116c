import FoodlyCore
import Foundation

/// The `account_tokens` and `mail_requests` tables on one connection: the links mailed to account holders (by the
/// hash of their token) and the mails people asked for, counted for `MailThrottle`.
public struct AccountTokenQueries {
    private let connection: any DatabaseConnection

    /// The tokens as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Stores a new token for `userID`.
    public func insert(_ token: NewAccountToken, userID: ID<UserAccount>) throws {
        try connection.execute(
            """
            INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at)
            VALUES (\(token.tokenHash), \(userID), \(token.purpose), \(token.createdAt), \(token.expiresAt))
            """)
    }

    /// Deletes the tokens that expired before `time`.
    public func forgetExpired(at time: Date) throws {
        try connection.execute("DELETE FROM account_tokens WHERE expires_at < \(time)")
    }

    /// The token with this hash and purpose, used or not, if it is stored.
    public func token(hash: String, purpose: AccountTokenPurpose) throws -> AccountTokenRecord? {
        try connection.queryOne(
            """
            SELECT user_id, expires_at, used_at FROM account_tokens
            WHERE token_hash = \(hash) AND purpose = \(purpose)
            """, as: AccountTokenRecord.self)
    }

    /// Marks the token used if it still works at `time`; false when it was used, has expired or is unknown (so of
    /// two uses racing, one wins).
    public func use(hash: String, purpose: AccountTokenPurpose, at time: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE account_tokens SET used_at = \(time)
            WHERE token_hash = \(hash) AND purpose = \(purpose) AND used_at IS NULL AND expires_at > \(time)
            """) == 1
    }

    /// Marks every unused token of `userID` for `purpose` used (the other links mailed before one was used).
    public func useAll(userID: ID<UserAccount>, purpose: AccountTokenPurpose, at time: Date) throws {
        try connection.execute(
            """
            UPDATE account_tokens SET used_at = \(time)
            WHERE user_id = \(userID) AND purpose = \(purpose) AND used_at IS NULL
            """)
    }

    /// Records one accepted request for a mail under each of `scopes` (`to:<email>`, `from:<client>`), dropping
    /// records older than `prune`.
    public func recordMailRequest(scopes: [String], at time: Date, pruneBefore prune: Date) throws {
        try connection.execute("DELETE FROM mail_requests WHERE requested_at < \(prune)")
        for scope in scopes {
            try connection.execute("INSERT INTO mail_requests (scope, requested_at) VALUES (\(scope), \(time))")
        }
    }

    /// The times of the requests recorded under `scope` after `since` (exclusive), oldest first.
    public func mailRequests(scope: String, since: Date) throws -> [Date] {
        try connection.query(
            """
            SELECT requested_at FROM mail_requests WHERE scope = \(scope) AND requested_at > \(since)
            ORDER BY requested_at
            """, as: MailRequestRow.self
        ).map(\.requestedAt)
    }
}

/// A row of `mail_requests`.
private struct MailRequestRow: Decodable {
    let requestedAt: Date

    enum CodingKeys: String, CodingKey {
        case requestedAt = "requested_at"
    }
}

extension AccountTokenPurpose: SQLBindable {}
