import Foundation

/// A PostgreSQL ``Database``: a pool of libpq connections shared by the threads of this process.
///
/// Reads run in `REPEATABLE READ READ ONLY` transactions (one snapshot per body). Writes run in
/// `SERIALIZABLE` transactions, so several processes writing at once behave as if they wrote one after
/// another, the promise SQLite's single writer gives; a write that loses such a race
/// (``StoreError/conflict(_:)``) is rolled back and its body run again, up to
/// ``PostgresConfiguration/writeAttempts`` times; a write that fails on a unique key is run once or twice more, since
/// PostgreSQL reports some such races as unique violations. Write bodies must therefore only touch the database.
/// When the server is down, calls fail with ``StoreError/unavailable(_:)`` and later calls reconnect.
public final class PostgresDatabase: Database {
    /// The configuration this database was opened with.
    public let configuration: PostgresConfiguration
    private let pool: PostgresPool

    /// Opens the pool and checks that the server answers.
    public init(configuration: PostgresConfiguration) throws {
        self.configuration = configuration
        pool = PostgresPool(configuration: configuration)
        try pool.withConnection { try $0.simple("SELECT 1") }
    }

    deinit {
        close()
    }

    /// Always ``SQLDialect/postgres``.
    public var dialect: SQLDialect { .postgres }

    /// Runs `body` in a read-only transaction that sees one snapshot (again, on a fresh connection, when a
    /// statement prepared on the first one was outdated by a schema change).
    @discardableResult
    public func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        do {
            return try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
        } catch StoreError.conflict {
            return try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
        }
    }

    /// Runs one statement on a pooled connection in autocommit mode (one round trip). It must only read:
    /// nothing rolls it back.
    public func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        try pool.withConnection { try $0.query(sql, parameters) }
    }

    /// Runs `body` in a serializable transaction, again when it loses a race with another transaction.
    @discardableResult
    public func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        var attempt = 1
        var uniqueRetries = 0
        while true {
            do {
                return try transaction(begin: "BEGIN ISOLATION LEVEL SERIALIZABLE", body)
            } catch StoreError.uniqueViolation(let violation) {
                // PostgreSQL reports some races on a key as a unique violation rather than a serialization
                // failure (two transactions inserting the key the body looked for and did not find). Run once more:
                // the body then sees the winner's row; a real duplicate fails the same way again and is thrown.
                guard uniqueRetries < 2 else { throw StoreError.uniqueViolation(violation) }
                uniqueRetries += 1
            } catch StoreError.conflict(let message) {
                guard attempt < configuration.writeAttempts else { throw StoreError.conflict(message) }
                // Back off, longer each time (up to about 100 ms) and at random, so the racers do not meet again.
                Thread.sleep(forTimeInterval: Double.random(in: 0.0005...0.0015) * Double(min(attempt * attempt, 100)))
                attempt += 1
            }
        }
    }

    /// `LISTEN`/`NOTIFY` on this database.
    public var broadcast: (any DatabaseBroadcast)? { self }

    /// Waits for running bodies, then closes every connection.
    public func close() {
        pool.close()
    }

    /// A connection that failed its `BEGIN`: nothing ran on it, so another connection may take the body.
    private struct StaleConnection: Error {
        let error: any Error
    }

    /// Runs `body` in a transaction on a pooled connection, on another one when the first turns out dead.
    private func transaction<T>(begin: String, _ body: (any DatabaseConnection) throws -> T) throws -> T {
        var attempts = 0
        while true {
            do {
                return try pool.withConnection { try Self.transaction(on: $0, begin: begin, body) }
            } catch let stale as StaleConnection {
                attempts += 1
                guard attempts <= configuration.poolSize else { throw stale.error }
            }
        }
    }

    private static func transaction<T>(
        on connection: PostgresConnection, begin: String, _ body: (any DatabaseConnection) throws -> T
    ) throws -> T {
        do {
            try connection.simple(begin)
        } catch let error as StoreError {
            if case .unavailable = error { throw StaleConnection(error: error) }
            throw error
        }
        _ = connection.commitActions.take()
        do {
            let result = try body(connection)
            try connection.simple("COMMIT")
            for action in connection.commitActions.take() { action() }
            return result
        } catch {
            if connection.isHealthy && connection.isInTransaction {
                try? connection.simple("ROLLBACK")
            }
            _ = connection.commitActions.take()
            throw error
        }
    }
}

extension PostgresDatabase: DatabaseBroadcast {
    /// `SELECT pg_notify(…, payload)` on the schema's own ``scopedChannel(_:)``, in a transaction of its own.
    public func send(_ payload: String, on channel: String) throws {
        try write { try $0.execute("SELECT pg_notify(\(Self.scopedChannel(channel)), $1)", [.text(payload)]) }
    }

    /// The SQL expression that names `channel` in the connection's schema: `channel`, an underscore and the first
    /// 12 hexadecimal digits of the MD5 of `current_schema()`. `NOTIFY` reaches every listener of a database, so
    /// without it processes serving another schema of the same database (another deployment, or another test)
    /// would hear each other's changes. `channel` is a plain lowercase name.
    static func scopedChannel(_ channel: String) -> String {
        precondition(channel.allSatisfy { $0 == "_" || ("a"..."z").contains($0) }, "a channel is a plain name")
        return "'\(channel)_' || left(md5(current_schema()), 12)"
    }

    /// Starts a ``PostgresListener`` on its own connection.
    public func listen(
        on channel: String, receive: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void
    ) -> any BroadcastListener {
        PostgresListener(configuration: configuration, channel: channel, receive: receive, resync: resync)
    }
}
