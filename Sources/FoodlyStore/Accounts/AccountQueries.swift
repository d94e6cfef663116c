import FoodlyCore
import Foundation

/// The writes to `users`, `sessions` and `login_failures` that a mailed link makes, on one connection, so that they
/// and the token's use are one transaction.
public struct AccountQueries {
    private let connection: any DatabaseConnection

    /// The accounts as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Replaces the password hash of `userID`.
    public func setPasswordHash(_ hash: String, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute("UPDATE users SET password_hash = \(hash), updated_at = \(time) WHERE id = \(userID)")
    }

    /// Gives `userID` the role `role` (a customer who joins a restaurant's staff becomes `staff`, and back).
    public func setRole(_ role: Role, userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute("UPDATE users SET role = \(role), updated_at = \(time) WHERE id = \(userID)")
    }

    /// Ends every session of `userID`; returns how many there were.
    @discardableResult
    public func endSessions(userID: ID<UserAccount>) throws -> Int {
        try connection.execute("DELETE FROM sessions WHERE user_id = \(userID)")
    }

    /// Where `userID` reads mail, and their name for its greeting; nil for no such account.
    public func contact(of userID: ID<UserAccount>) throws -> (email: String, fullName: String)? {
        try connection.queryOne("SELECT email, full_name FROM users WHERE id = \(userID)").map {
            (try $0.string("email"), try $0.string("full_name"))
        }
    }

    /// Where each of these accounts reads mail and their names, by id (unknown ids left out), in one statement.
    public func contacts(of userIDs: [ID<UserAccount>]) throws -> [ID<UserAccount>: (email: String, fullName: String)] {
        guard !userIDs.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT id, email, full_name FROM users WHERE id IN (\(list: Array(Set(userIDs))))")
        return Dictionary(
            uniqueKeysWithValues: try rows.map {
                (ID(try $0.string("id")), (email: try $0.string("email"), fullName: try $0.string("full_name")))
            })
    }

    /// Whether the address of `userID` is confirmed.
    public func isEmailVerified(userID: ID<UserAccount>) throws -> Bool {
        try connection.queryOne("SELECT id FROM users WHERE id = \(userID) AND email_verified_at IS NOT NULL") != nil
    }

    /// Records that the holder of `userID` reads mail at its address (the first time counts).
    public func markEmailVerified(userID: ID<UserAccount>, at time: Date) throws {
        try connection.execute(
            "UPDATE users SET email_verified_at = \(time) WHERE id = \(userID) AND email_verified_at IS NULL")
    }

    /// Forgets the failed logins of `email` from every client address (its scopes end in `|<email>`).
    public func clearLoginFailures(email: String) throws {
        let suffix = "|" + email
        let length = suffix.unicodeScalars.count
        try connection.execute(
            """
            DELETE FROM login_failures WHERE length(scope) > CAST(\(length) AS INTEGER)
                AND substr(scope, length(scope) - CAST(\(length) AS INTEGER) + 1) = \(suffix)
            """)
    }

    /// Records a failed login (or a mark such as `warned|<email>`) for `scope` at `time`.
    public func recordLoginFailure(scope: String, at time: Date) throws {
        try connection.execute("INSERT INTO login_failures (scope, failed_at) VALUES (\(scope), \(time))")
    }

    /// How many failures `scope` has after `since` (exclusive).
    public func loginFailureCount(scope: String, since: Date) throws -> Int {
        try connection.queryOne(
            "SELECT COUNT(*) AS n FROM login_failures WHERE scope = \(scope) AND failed_at > \(since)")?.int("n") ?? 0
    }
}

extension Role: SQLBindable {}
