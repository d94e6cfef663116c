import CSQLite
import Glibc

/// One SQLite connection with a cache of prepared statements.
///
/// Opened with `SQLITE_OPEN_NOMUTEX`: SQLite does no locking of its own, so a connection must
/// never be used by two threads at once. ``SQLiteDatabase`` guarantees that (the writer sits
/// behind a lock, readers are checked out of a pool), which is why the type may be sent
/// between threads (`@unchecked Sendable`).
final class SQLiteConnection: DatabaseConnection, @unchecked Sendable {
    private var handle: OpaquePointer?
    private var cache: SQLiteStatementCache

    /// Opens a connection; `uri` tells SQLite to parse `path` as a `file:` URI. A `readOnly` connection never
    /// creates the file and cannot write to it.
    init(
        path: String, uri: Bool, busyTimeoutMilliseconds: Int32, statementCacheCapacity: Int, readOnly: Bool = false
    ) throws {
        var flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        if uri {
            flags |= SQLITE_OPEN_URI
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw StoreError.sqlite(code: code, message: "cannot open \(path): \(message)")
        }
        self.handle = handle
        cache = SQLiteStatementCache(capacity: statementCacheCapacity)
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        close()
    }

    /// Always ``SQLDialect/sqlite``.
    var dialect: SQLDialect { .sqlite }

    /// What runs once the open write transaction commits (`afterCommit`).
    var commitActions = CommitActions()

    /// Keeps `action` for the end of the open write transaction.
    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        commitActions.add(action)
    }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool {
        guard let handle else { return false }
        return sqlite3_get_autocommit(handle) == 0
    }

    /// Whether SQLite could open the file only for reading (a read-only file or file system), so writes fail.
    var isReadOnlyFile: Bool {
        guard let handle else { return false }
        return sqlite3_db_readonly(handle, "main") == 1
    }

    /// Runs a statement that is not worth caching (PRAGMAs at open time) and returns its rows.
    @discardableResult
    func uncachedQuery(_ sql: String) throws -> [Row] {
        let statement = try SQLiteStatement(connection: try liveHandle(), sql: sql, persistent: false)
        defer { statement.finalize() }
        return try rows(of: statement, parameters: [])
    }

    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        let handle = try liveHandle()
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        let changesBefore = sqlite3_total_changes64(handle)
        try statement.bind(parameters)
        while try statement.step() {}
        // `sqlite3_changes64` keeps the count of the last INSERT/UPDATE/DELETE, even after DDL.
        return sqlite3_total_changes64(handle) == changesBefore ? 0 : Int(sqlite3_changes64(handle))
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        return try rows(of: statement, parameters: parameters)
    }

    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ body: (Row) throws -> Void) throws {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        try forEachRow(of: statement, parameters: parameters, body)
    }

    private func rows(of statement: SQLiteStatement, parameters: [SQLValue]) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(of: statement, parameters: parameters) { rows.append($0) }
        return rows
    }

    private func forEachRow(
        of statement: SQLiteStatement, parameters: [SQLValue], _ body: (Row) throws -> Void
    ) throws {
        try statement.bind(parameters)
        var columns: [String]?
        var positions: [String: Int] = [:]
        while try statement.step() {
            if columns == nil {
                columns = try statement.columnNames()
                positions = Row.positions(of: columns ?? [])
            }
            try body(Row(columns: columns ?? [], values: try statement.currentValues(), positions: positions))
        }
    }

    private func cachedStatement(_ sql: String) throws -> SQLiteStatement {
        if let statement = cache.statement(for: sql) {
            return statement
        }
        let statement = try SQLiteStatement(connection: try liveHandle(), sql: sql, persistent: true)
        cache.insert(statement, for: sql)
        return statement
    }

    /// Copies this connection's database over `destination`'s with SQLite's online backup API, `pagesPerStep`
    /// pages at a time, calling `progress` with the pages copied and the total after each step.
    ///
    /// Run it inside a read transaction on this connection: every step then reads the same snapshot, while other
    /// connections go on writing (WAL). Without one each step reads the latest commit and SQLite starts over
    /// whenever another connection wrote in between.
    func copy(
        into destination: SQLiteConnection, pagesPerStep: Int32, progress: (_ copied: Int, _ total: Int) -> Void
    ) throws {
        let target = try destination.liveHandle()
        guard let backup = sqlite3_backup_init(target, "main", try liveHandle(), "main") else {
            throw StoreError.sqlite(connection: target)
        }
        var code = SQLITE_OK
        var waits = 0
        while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED {
            code = sqlite3_backup_step(backup, pagesPerStep)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED {
                waits += 1
                guard waits < 500 else { break }
                usleep(10_000)
                continue
            }
            let total = Int(sqlite3_backup_pagecount(backup))
            progress(total - Int(sqlite3_backup_remaining(backup)), total)
        }
        let finished = sqlite3_backup_finish(backup)
        if code == SQLITE_BUSY || code == SQLITE_LOCKED {
            throw StoreError.busy("the database to copy stayed locked for 5 s")
        }
        guard code == SQLITE_DONE, finished == SQLITE_OK else {
            throw StoreError.sqlite(connection: target)
        }
    }

    /// Finalizes every statement and closes the connection; later use throws ``StoreError/closed``.
    func close() {
        cache.removeAll()
        sqlite3_close_v2(handle)
        handle = nil
    }

    private func liveHandle() throws -> OpaquePointer {
        guard let handle else { throw StoreError.closed }
        return handle
    }
}
