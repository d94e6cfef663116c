import FoodlyStore
import Synchronization

/// A database that counts the statements run through it, for tests that pin what a request costs.
///
/// Counted: every `execute` and `query` a body runs and every ``Database/queryOnce(_:_:)``. Not counted: the
/// `BEGIN`/`COMMIT` the database wraps around each read or write body (one pair per body, counted separately in
/// ``transactions``).
public final class CountingDatabase: Database {
    private let base: any Database
    private let counts = Mutex((statements: 0, transactions: 0))

    /// Counts what runs through `base`.
    public init(_ base: any Database) {
        self.base = base
    }

    /// The statements run so far.
    public var statements: Int { counts.withLock { $0.statements } }

    /// The read and write bodies run so far.
    public var transactions: Int { counts.withLock { $0.transactions } }

    /// The statements and transactions `body` runs.
    public func measure(_ body: () throws -> Void) rethrows -> (statements: Int, transactions: Int) {
        let before = counts.withLock { $0 }
        try body()
        let after = counts.withLock { $0 }
        return (after.statements - before.statements, after.transactions - before.transactions)
    }

    /// The base database's dialect.
    public var dialect: SQLDialect { base.dialect }

    /// The base database's broadcast.
    public var broadcast: (any DatabaseBroadcast)? { base.broadcast }

    /// Runs `body` on a reader of the base database, counting its statements.
    public func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try base.read { connection in
            counts.withLock { $0.transactions += 1 }
            return try body(CountingConnection(base: connection, database: self))
        }
    }

    /// Runs one counted statement on the base database.
    public func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        countStatement()
        return try base.queryOnce(sql, parameters)
    }

    /// Runs `body` in a write transaction of the base database, counting its statements (a body PostgreSQL runs
    /// again after a conflict counts again).
    public func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try base.write { connection in
            counts.withLock { $0.transactions += 1 }
            return try body(CountingConnection(base: connection, database: self))
        }
    }

    /// Closes the base database.
    public func close() {
        base.close()
    }

    fileprivate func countStatement() {
        counts.withLock { $0.statements += 1 }
    }
}

/// A connection of a ``CountingDatabase``: counts each statement, then runs it on the base connection.
private struct CountingConnection: DatabaseConnection {
    let base: any DatabaseConnection
    let database: CountingDatabase

    var dialect: SQLDialect { base.dialect }

    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        database.countStatement()
        return try base.execute(sql, parameters)
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        database.countStatement()
        return try base.query(sql, parameters)
    }

    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ body: (Row) throws -> Void) throws {
        database.countStatement()
        try base.forEachRow(sql, parameters, body)
    }

    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        base.afterCommit(action)
    }
}
