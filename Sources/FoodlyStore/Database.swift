/// A database: a pool of connections that services use through short read and write bodies.
///
/// Implementations (SQLite today, PostgreSQL later) behave the same for services:
/// - ``read(_:)`` runs its body on a reader that sees a consistent snapshot of committed data;
///   reads run in parallel with each other and, where the engine allows, with a writer.
/// - ``write(_:)`` runs its body inside a transaction: committed when the body returns, rolled
///   back when it throws (the error is then rethrown). Writes are serialised.
///
/// Bodies run synchronously on the calling thread. Do not call ``read(_:)`` or ``write(_:)``
/// from inside a body: use the connection the body was given.
public protocol Database: Sendable {
    /// The SQL dialect of this database.
    var dialect: SQLDialect { get }

    /// Runs `body` with a read-only connection and returns its result.
    @discardableResult
    func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T

    /// Runs one read-only statement on its own (a statement is atomic, so it needs no transaction around it) and
    /// returns its rows: one round trip instead of three, for the hot one-row reads such as the catalog version.
    func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row]

    /// Runs `body` in a write transaction: commits when it returns, rolls back and rethrows when it throws.
    @discardableResult
    func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T

    /// Messages between the processes sharing this database; nil when only one process uses it (SQLite).
    var broadcast: (any DatabaseBroadcast)? { get }

    /// Waits for running bodies to finish, then closes every connection. Later calls throw
    /// ``StoreError/closed``. Closing twice does nothing.
    func close()
}
