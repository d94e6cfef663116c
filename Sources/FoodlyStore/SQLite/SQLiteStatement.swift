import CSQLite

/// A prepared SQLite statement: typed binding, stepping and reading rows.
///
/// Owned by one ``SQLiteConnection`` and used by one thread at a time.
final class SQLiteStatement {
    /// The SQL as the caller wrote it (with `$N` placeholders), for error messages.
    let sql: String
    private let connection: OpaquePointer
    private var handle: OpaquePointer?

    /// Compiles exactly one statement; throws when `sql` is empty or holds more than one statement.
    init(connection: OpaquePointer, sql: String, persistent: Bool) throws {
        self.sql = sql
        self.connection = connection
        let sqliteSQL = Placeholders.rewrite(sql)
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        var handle: OpaquePointer?
        var trailingStatement = false
        let code = sqliteSQL.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, text, -1, flags, &handle, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                trailingStatement = Self.containsStatement(connection: connection, sql: tail)
            }
            return code
        }
        guard code == SQLITE_OK else {
            sqlite3_finalize(handle)
            throw StoreError.sqlite(connection: connection, sql: sql)
        }
        guard let handle else {
            throw StoreError.database("no SQL statement in \"\(sql)\"")
        }
        guard !trailingStatement else {
            sqlite3_finalize(handle)
            throw StoreError.database("only one SQL statement per call: \"\(sql)\"")
        }
        self.handle = handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Whether the text after the first statement holds another statement (not just comments).
    private static func containsStatement(connection: OpaquePointer, sql: UnsafePointer<CChar>) -> Bool {
        var extra: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &extra, nil)
        sqlite3_finalize(extra)
        return code != SQLITE_OK || extra != nil
    }

    /// Frees the compiled statement; later use throws.
    func finalize() {
        sqlite3_finalize(handle)
        handle = nil
    }

    /// Binds `parameters[i]` to `?(i+1)`; the count must match the highest placeholder.
    func bind(_ parameters: [SQLValue]) throws {
        let handle = try liveHandle()
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == parameters.count else {
            throw StoreError.database(
                "statement expects \(expected) parameters, got \(parameters.count): \(sql)")
        }
        for (offset, value) in parameters.enumerated() {
            let code = bind(value, at: Int32(offset + 1), handle: handle)
            guard code == SQLITE_OK else {
                throw StoreError.sqlite(connection: connection, sql: sql)
            }
        }
    }

    private func bind(_ value: SQLValue, at index: Int32, handle: OpaquePointer) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(var text):
            return text.withUTF8 { buffer in
                // An empty buffer may have no address; SQLite would bind NULL for a null pointer.
                guard let base = buffer.baseAddress, buffer.count > 0 else {
                    return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    sqlite3_bind_text64(
                        handle, index, chars, sqlite3_uint64(buffer.count), Self.transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            guard !bytes.isEmpty else {
                return sqlite3_bind_zeroblob(handle, index, 0)
            }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob64(
                    handle, index, buffer.baseAddress, sqlite3_uint64(buffer.count), Self.transient)
            }
        }
    }

    /// Advances to the next row: true when a row is available, false when the statement is done.
    func step() throws -> Bool {
        let code = sqlite3_step(try liveHandle())
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw StoreError.sqlite(connection: connection, sql: sql)
        }
    }

    /// The names of the result columns.
    func columnNames() throws -> [String] {
        let handle = try liveHandle()
        return (0..<sqlite3_column_count(handle)).map { column in
            sqlite3_column_name(handle, column).map { String(cString: $0) } ?? ""
        }
    }

    /// The values of the current row.
    func currentValues() throws -> [SQLValue] {
        let handle = try liveHandle()
        return (0..<sqlite3_column_count(handle)).map { value(at: $0, handle: handle) }
    }

    private func value(at column: Int32, handle: OpaquePointer) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let blob = sqlite3_column_blob(handle, column) else { return .blob([]) }
            let count = Int(sqlite3_column_bytes(handle, column))
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default:
            return .null
        }
    }

    /// Makes the statement ready for its next use and drops the bound values.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    private func liveHandle() throws -> OpaquePointer {
        guard let handle else { throw StoreError.closed }
        return handle
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
