import FoodlyCore
import Foundation

/// `AccountStore` over any `Database`; the SQL is portable between SQLite and PostgreSQL.
public struct SQLAccountStore: AccountStore {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    private static let columnNames = [
        "id", "full_name", "email", "phone", "address_line1", "address_line2", "address_city", "address_postcode",
        "address_latitude", "address_longitude", "address_instructions", "daily_kcal_target", "diets",
        "avoid_allergens", "show_calories", "role", "created_at",
    ]
    private static let userColumns = columnNames.joined(separator: ", ")
    /// The columns a user is read from: those written with the profile, and when the address was confirmed.
    private static let readColumns = columnNames + ["email_verified_at"]
    private static let selectedUserColumns = readColumns.joined(separator: ", ")
    static let qualifiedUserColumns = readColumns.map { "users.\($0)" }.joined(separator: ", ")

    /// Inserts the user, its first session and its first tokens in one transaction.
    public func createUser(
        _ user: UserAccount, passwordHash: String, session: NewSession?, tokens: [NewAccountToken],
        alongside: (any DatabaseConnection) throws -> Void = { _ in }
    ) throws {
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO users (\(SQLAccountStore.userColumns), password_hash, updated_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $17)
                """, SQLAccountStore.values(of: user) + [.text(passwordHash)])
            if let session { try SQLAccountStore.insert(session, userID: user.id, connection) }
            for token in tokens { try AccountTokenQueries(connection).insert(token, userID: user.id) }
            try alongside(connection)
        }
    }

    /// The user with `id`.
    public func user(id: ID<UserAccount>) throws -> UserAccount? {
        try database.read { connection in
            try connection.queryOne(
                "SELECT \(SQLAccountStore.selectedUserColumns) FROM users WHERE id = $1", [.text(id.rawValue)]
            ).map(SQLAccountStore.user(from:))
        }
    }

    /// The user with `email` and their password hash.
    public func credentials(email: String) throws -> (user: UserAccount, passwordHash: String)? {
        try database.read { connection in
            guard
                let row = try connection.queryOne(
                    "SELECT \(SQLAccountStore.selectedUserColumns), password_hash FROM users WHERE email = $1",
                    [.text(email)])
            else { return nil }
            return (try SQLAccountStore.user(from: row), try row.string("password_hash"))
        }
    }

    /// Saves the profile fields of `user`.
    public func updateUser(_ user: UserAccount, at time: Date) throws {
        let values = SQLAccountStore.values(of: user)
        try database.write { connection in
            try connection.execute(
                """
                UPDATE users SET full_name = $2, email = $3, phone = $4, address_line1 = $5, address_line2 = $6,
                    address_city = $7, address_postcode = $8, address_latitude = $9, address_longitude = $10,
                    address_instructions = $11, daily_kcal_target = $12, diets = $13, avoid_allergens = $14,
                    show_calories = $15, role = $16, updated_at = $17
                WHERE id = $1
                """, Array(values.prefix(16)) + [.text(StoreTime.text(time))])
        }
    }

    /// Records a session.
    public func createSession(_ session: NewSession, userID: ID<UserAccount>) throws {
        try database.write { try SQLAccountStore.insert(session, userID: userID, $0) }
    }

    /// Whether an operator locked the account.
    public func isLocked(_ userID: ID<UserAccount>) throws -> Bool {
        try database.read { connection in
            try connection.queryOne("SELECT locked_at FROM users WHERE id = \(userID)")?.optionalString("locked_at")
        } != nil
    }

    /// The user of an unexpired session, unless an operator locked the account.
    public func user(sessionTokenHash: String, at time: Date) throws -> UserAccount? {
        try database.read { connection in
            try connection.queryOne(
                """
                SELECT \(SQLAccountStore.qualifiedUserColumns)
                FROM sessions JOIN users ON users.id = sessions.user_id
                WHERE sessions.token_hash = $1 AND sessions.expires_at > $2 AND users.locked_at IS NULL
                """, [.text(sessionTokenHash), .text(StoreTime.text(time))]
            ).map(SQLAccountStore.user(from:))
        }
    }

    /// Ends a session.
    public func deleteSession(tokenHash: String) throws -> Bool {
        try database.write { try $0.execute("DELETE FROM sessions WHERE token_hash = $1", [.text(tokenHash)]) } > 0
    }

    /// Records a failed login for `scope`.
    public func recordLoginFailure(scope: String, at time: Date, pruneBefore prune: Date) throws {
        try database.write { connection in
            try connection.execute("DELETE FROM login_failures WHERE failed_at < $1", [.text(StoreTime.text(prune))])
            try connection.execute(
                "INSERT INTO login_failures (scope, failed_at) VALUES ($1, $2)",
                [.text(scope), .text(StoreTime.text(time))])
        }
    }

    /// Failure times for `scope` after `since` (exclusive), oldest first.
    public func loginFailures(scope: String, since: Date) throws -> [Date] {
        try database.read { connection in
            try connection.query(
                "SELECT failed_at FROM login_failures WHERE scope = $1 AND failed_at > $2 ORDER BY failed_at",
                [.text(scope), .text(StoreTime.text(since))]
            ).map { try StoreTime.date($0.string("failed_at")) }
        }
    }

    /// The latest failure of each scope starting with `prefix`, after `since` (exclusive).
    public func latestLoginFailures(scopePrefix prefix: String, since: Date) throws -> [Date] {
        try database.read { connection in
            try connection.query(
                """
                SELECT MAX(failed_at) AS last FROM login_failures
                WHERE substr(scope, 1, CAST($2 AS INTEGER)) = $1 AND failed_at > $3 GROUP BY scope
                """, [.text(prefix), .integer(Int64(prefix.unicodeScalars.count)), .text(StoreTime.text(since))]
            ).map { try StoreTime.date($0.string("last")) }
        }
    }

    /// The account a device token was remembered for.
    public func deviceOwner(tokenHash: String) throws -> ID<UserAccount>? {
        try database.read { connection in
            try connection.queryOne("SELECT user_id FROM known_devices WHERE token_hash = \(tokenHash)")
                .map { ID(try $0.string("user_id")) }
        }
    }

    /// Remembers a device, keeping the account's `limit` most recently used.
    public func rememberDevice(tokenHash: String, userID: ID<UserAccount>, at time: Date, limit: Int) throws {
        try database.write { try SQLAccountStore.rememberDevice(tokenHash, userID: userID, at: time, limit: limit, $0) }
    }

    /// Remembers a device on `connection` (in the transaction that creates the account, too).
    public static func rememberDevice(
        _ tokenHash: String, userID: ID<UserAccount>, at time: Date, limit: Int, _ connection: any DatabaseConnection
    ) throws {
        let updated = try connection.execute(
            "UPDATE known_devices SET last_used_at = \(time) WHERE token_hash = \(tokenHash) AND user_id = \(userID)")
        guard updated == 0 else { return }
        try connection.execute(
            """
            INSERT INTO known_devices (token_hash, user_id, created_at, last_used_at)
            VALUES (\(tokenHash), \(userID), \(time), \(time))
            """)
        try connection.execute(
            """
            DELETE FROM known_devices WHERE user_id = \(userID) AND token_hash NOT IN (
                SELECT token_hash FROM known_devices WHERE user_id = \(userID)
                ORDER BY last_used_at DESC, token_hash LIMIT \(limit))
            """)
    }

    /// Forgets the failures of `scope`.
    public func clearLoginFailures(scope: String) throws {
        try database.write { try $0.execute("DELETE FROM login_failures WHERE scope = $1", [.text(scope)]) }
    }

    private static func insert(_ session: NewSession, userID: ID<UserAccount>, _ connection: any DatabaseConnection)
        throws
    {
        try connection.execute(
            "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
            [
                .text(session.tokenHash), .text(userID.rawValue), .text(StoreTime.text(session.createdAt)),
                .text(StoreTime.text(session.expiresAt)),
            ])
    }

    /// The 17 column values of `userColumns`, in order.
    private static func values(of user: UserAccount) -> [SQLValue] {
        [
            .text(user.id.rawValue), .text(user.fullName), .text(user.email), SQLValue(user.phone),
            SQLValue(user.address?.line1), SQLValue(user.address?.line2), SQLValue(user.address?.city),
            SQLValue(user.address?.postcode), SQLValue(user.address?.latitude), SQLValue(user.address?.longitude),
            SQLValue(user.address?.instructions), SQLValue(user.dailyKcalTarget),
            .text(user.diets.map(\.rawValue).joined(separator: ",")),
            .text(user.avoidAllergens.map(\.rawValue).joined(separator: ",")), SQLValue(user.showCalories),
            .text(user.role.rawValue), .text(StoreTime.text(user.createdAt)),
        ]
    }

    static func user(from row: Row) throws -> UserAccount {
        var address: Address?
        if let line1 = try row.optionalString("address_line1"), let city = try row.optionalString("address_city"),
            let latitude = try row.optionalDouble("address_latitude"),
            let longitude = try row.optionalDouble("address_longitude")
        {
            address = Address(
                line1: line1, line2: try row.optionalString("address_line2"), city: city,
                postcode: try row.optionalString("address_postcode"), latitude: latitude, longitude: longitude,
                instructions: try row.optionalString("address_instructions"))
        }
        return UserAccount(
            id: ID(try row.string("id")), fullName: try row.string("full_name"), email: try row.string("email"),
            phone: try row.optionalString("phone"), address: address,
            dailyKcalTarget: try row.optionalInt("daily_kcal_target"),
            diets: try row.string("diets").split(separator: ",").compactMap { Diet(rawValue: String($0)) },
            avoidAllergens: try row.string("avoid_allergens").split(separator: ",").compactMap {
                Allergen(rawValue: String($0))
            },
            showCalories: try row.bool("show_calories"), role: Role(rawValue: try row.string("role")) ?? .customer,
            createdAt: try StoreTime.date(row.string("created_at")),
            emailVerifiedAt: try row.optionalString("email_verified_at").map(StoreTime.date))
    }
}
