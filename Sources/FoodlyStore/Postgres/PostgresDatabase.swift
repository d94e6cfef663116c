import Foundation

/// A PostgreSQL ``Database``: a pool of libpq connections shared by the threads of this process.
///
/// Reads run in `REPEATABLE READ READ ONLY` transactions (one snapshot per body). Writes run in
/// `SERIALIZABLE` transactions, so several processes writing at once behave as if they wrote one after
/// another, the promise SQLite's single writer gives; a write that loses such a race
/// (``StoreError/conflict(_:)``) is rolled back and its body run again, up to
/// ``PostgresConfiguration/writeAttempts`` times. Write bodies must therefore only touch the database.
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

    /// Runs `body` in a read-only transaction that sees one snapshot.
    @discardableResult
    public func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try pool.withConnection { connection in
            try Self.transaction(on: connection, begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
        }
    }

    /// Runs `body` in a serializable transaction, again when it loses a race with another transaction.
    @discardableResult
    public func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try pool.withConnection { connection in
                    try Self.transaction(on: connection, begin: "BEGIN ISOLATION LEVEL SERIALIZABLE", body)
                }
            } catch StoreError.conflict(let message) {
                guard attempt < configuration.writeAttempts else { throw StoreError.conflict(message) }
                // Back off a little, more each time and at random, so the racers do not meet again.
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.002) * Double(attempt))
                attempt += 1
            }
        }
    }

    /// Waits for running bodies, then closes every connection.
    public func close() {
        pool.close()
    }

    private static func transaction<T>(
        on connection: PostgresConnection, begin: String, _ body: (any DatabaseConnection) throws -> T
    ) throws -> T {
        try connection.simple(begin)
        do {
            let result = try body(connection)
            try connection.simple("COMMIT")
            return result
        } catch {
            if connection.isHealthy && connection.isInTransaction {
                try? connection.simple("ROLLBACK")
            }
            throw error
        }
    }
}
