/// A connection handed to the body of ``Database/read(_:)`` or ``Database/write(_:)``.
///
/// SQL uses PostgreSQL-style numbered placeholders, `$1`, `$2` …, in every dialect; a
/// placeholder may repeat and appear in any order, and `parameters[0]` is `$1`. The number of
/// parameters must match the highest placeholder. One statement per call.
///
/// A connection belongs to the body it was handed to: do not keep it past the body or share
/// it with other threads.
public protocol DatabaseConnection {
    /// The SQL dialect of the database this connection belongs to.
    var dialect: SQLDialect { get }

    /// Runs one statement and returns the number of rows it inserted, updated or deleted
    /// (0 for other statements).
    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int

    /// Runs one statement and returns all of its result rows.
    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row]
}

extension DatabaseConnection {
    /// Runs one statement with the parameters listed inline and returns the number of rows changed.
    @discardableResult
    public func execute(_ sql: String, _ parameters: SQLValue...) throws -> Int {
        try execute(sql, parameters)
    }

    /// Runs one statement with the parameters listed inline and returns all of its result rows.
    public func query(_ sql: String, _ parameters: SQLValue...) throws -> [Row] {
        try query(sql, parameters)
    }

    /// Runs one statement and returns its first result row, or `nil` when there is none.
    public func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
        try query(sql, parameters).first
    }

    /// Runs one statement with the parameters listed inline and returns its first result row, if any.
    public func queryOne(_ sql: String, _ parameters: SQLValue...) throws -> Row? {
        try queryOne(sql, parameters)
    }
}
