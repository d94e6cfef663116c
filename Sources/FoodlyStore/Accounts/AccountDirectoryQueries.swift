import FoodlyCore
import Foundation

/// Accounts as operators find them: by email, name or one of their order numbers, with their lock and how many
/// orders they placed.
public struct AccountDirectoryQueries {
    private let connection: any DatabaseConnection

    /// The `users` table as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// At most `limit` accounts matching `text`: `#1042` or `1042` finds the account that placed that order;
    /// other text is matched (case does not matter) inside the email address or the name, every word; empty text
    /// gives the newest accounts.
    public func search(_ text: String, limit: Int) throws -> [AccountRecord] {
        let words = text.split(whereSeparator: \.isWhitespace).prefix(5).map { $0.lowercased() }
        let digits = text.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }
        if words.count == 1, !digits.isEmpty, digits.count <= 12, digits.allSatisfy(\.isASCII),
            let number = Int(digits)
        {
            return try records("WHERE users.id = (SELECT user_id FROM orders WHERE number = \(number))", limit: limit)
        }
        let conditions: [SQL] = words.map {
            let pattern = LikePattern.containing($0)
            return
                "(LOWER(users.email) LIKE \(pattern) ESCAPE '\\' OR LOWER(users.full_name) LIKE \(pattern) ESCAPE '\\')"
        }
        let filter: SQL = conditions.isEmpty ? "" : "WHERE \(SQL.joined(conditions, separator: " AND "))"
        return try records(filter, limit: limit)
    }

    /// The account with `id`, or nil.
    public func record(id: ID<UserAccount>) throws -> AccountRecord? {
        try records("WHERE users.id = \(id)", limit: 1).first
    }

    /// Locks the account (`reason` given) or opens it (`reason` nil); false when it does not exist.
    public func setLock(_ id: ID<UserAccount>, reason: String?, at time: Date) throws -> Bool {
        let lockedAt: Date? = reason == nil ? nil : time
        return try connection.execute(
            "UPDATE users SET locked_at = \(lockedAt), locked_reason = \(reason), updated_at = \(time) WHERE id = \(id)"
        ) == 1
    }

    private func records(_ filter: SQL, limit: Int) throws -> [AccountRecord] {
        let columns = SQL(stringLiteral: SQLAccountStore.qualifiedUserColumns)
        return try connection.query(
            """
            SELECT \(columns), users.locked_at, users.locked_reason,
                (SELECT COUNT(*) FROM orders WHERE orders.user_id = users.id) AS order_count
            FROM users \(filter) ORDER BY users.created_at DESC, users.id LIMIT \(limit)
            """
        ).map { row in
            AccountRecord(
                user: try SQLAccountStore.user(from: row),
                lockedAt: try row.optionalString("locked_at").map(StoreTime.date),
                lockedReason: try row.optionalString("locked_reason"), orderCount: try row.int("order_count"))
        }
    }
}
