/// A connection handed to the body of ``Database/read(_:)`` or ``Database/write(_:)``.
///
/// Stores build statements with ``SQL`` (`execute(_:)`, `query(_:as:)` …): values interpolated by name, bound
/// as parameters in the dialect's own placeholder style. Text SQL passed with a parameter array uses
/// PostgreSQL-style numbered placeholders, `$1`, `$2` …, in every dialect; a placeholder may repeat and appear in
/// any order, and `parameters[0]` is `$1`. The number of parameters must match the highest placeholder. One
/// statement per call.
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

    /// Runs one statement and hands its result rows to `body` one at a time, keeping none: for results too large
    /// to hold as rows (a whole catalog).
    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ body: (Row) throws -> Void) throws

    /// Runs `action` once the write transaction this connection is in has committed (on the thread that committed
    /// it), and never if it rolls back: for what others should learn only of committed work (a mail to send).
    func afterCommit(_ action: @escaping @Sendable () -> Void)
}

extension DatabaseConnection {
    /// Runs one text statement with its parameters listed inline and returns the number of rows changed.
    @discardableResult
    public func execute(_ sql: String, _ first: SQLValue, _ rest: SQLValue...) throws -> Int {
        try execute(sql, [first] + rest)
    }

    /// Runs one text statement with its parameters listed inline and returns all of its result rows.
    public func query(_ sql: String, _ first: SQLValue, _ rest: SQLValue...) throws -> [Row] {
        try query(sql, [first] + rest)
    }

    /// Runs one statement and returns its first result row, or `nil` when there is none.
    public func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
        try query(sql, parameters).first
    }

    /// Runs one text statement with its parameters listed inline and returns its first result row, if any.
    public func queryOne(_ sql: String, _ first: SQLValue, _ rest: SQLValue...) throws -> Row? {
        try queryOne(sql, [first] + rest)
    }

    /// Runs a built statement, its values bound as parameters, and returns the number of rows changed.
    @discardableResult
    public func execute(_ sql: SQL) throws -> Int {
        let (text, parameters) = sql.rendered(for: dialect)
        return try execute(text, parameters)
    }

    /// Runs a built statement, its values bound as parameters, and returns all of its result rows.
    public func query(_ sql: SQL) throws -> [Row] {
        let (text, parameters) = sql.rendered(for: dialect)
        return try query(text, parameters)
    }

    /// Runs a built statement and hands its result rows to `body` one at a time.
    public func forEachRow(_ sql: SQL, _ body: (Row) throws -> Void) throws {
        let (text, parameters) = sql.rendered(for: dialect)
        try forEachRow(text, parameters, body)
    }

    /// Runs a built statement and returns its first result row, or `nil` when there is none.
    public func queryOne(_ sql: SQL) throws -> Row? {
        try query(sql).first
    }

    /// Runs a built statement and decodes each row into a record whose coding keys are column names.
    public func query<Record: Decodable>(_ sql: SQL, as type: Record.Type) throws -> [Record] {
        try query(sql).map { try $0.decode(type) }
    }

    /// Runs a built statement and decodes its first row, if any, into a record.
    public func queryOne<Record: Decodable>(_ sql: SQL, as type: Record.Type) throws -> Record? {
        try queryOne(sql).map { try $0.decode(type) }
    }
}
