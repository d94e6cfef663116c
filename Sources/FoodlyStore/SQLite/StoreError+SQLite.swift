import CSQLite
import Foundation

extension StoreError {
    /// Maps an SQLite (extended) result code and message to a ``StoreError``; `fileIsReadOnly` tells whether the
    /// connection could only open its file for reading.
    static func sqlite(code: Int32, message: String, sql: String? = nil, fileIsReadOnly: Bool = false) -> StoreError {
        let detail = sql.map { "\(message) [code \(code); sql: \($0)]" } ?? "\(message) [code \(code)]"
        switch code {
        case SQLiteExtendedCode.constraintUnique, SQLiteExtendedCode.constraintPrimaryKey:
            return .uniqueViolation(ConstraintViolation(sqliteMessage: message, detail: detail))
        case SQLiteExtendedCode.constraintForeignKey:
            return .foreignKeyViolation(ConstraintViolation(sqliteMessage: message, detail: detail))
        case SQLiteExtendedCode.constraintCheck:
            return .checkViolation(ConstraintViolation(sqliteMessage: message, detail: detail))
        case SQLiteExtendedCode.constraintNotNull:
            return .notNullViolation(ConstraintViolation(sqliteMessage: message, detail: detail))
        case SQLiteExtendedCode.ioerrWrite, SQLiteExtendedCode.ioerrFsync, SQLiteExtendedCode.ioerrDirFsync,
            SQLiteExtendedCode.ioerrTruncate:
            // A write the operating system refused: no space (some file systems), a read-only or immutable file.
            return .notWritable(detail)
        case SQLITE_READONLY where !fileIsReadOnly:
            // The plain code also answers a write on a `query_only` reader: a mistake in the code, not the file.
            return .database(detail)
        default:
            break
        }
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .busy(detail)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return .corrupt(detail)
        case SQLITE_FULL, SQLITE_READONLY:
            return .notWritable(detail)
        case SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_NOLFS:
            return .io(detail)
        default:
            return .database(detail)
        }
    }

    /// The error of the last failed call on a connection.
    static func sqlite(connection: OpaquePointer?, sql: String? = nil) -> StoreError {
        guard let connection else {
            return .database("SQLite connection unavailable")
        }
        let message = String(cString: sqlite3_errmsg(connection))
        return sqlite(
            code: sqlite3_extended_errcode(connection), message: message, sql: sql,
            fileIsReadOnly: sqlite3_db_readonly(connection, "main") == 1)
    }
}

extension ConstraintViolation {
    /// Reads table, columns or constraint name from SQLite's message.
    ///
    /// SQLite writes `UNIQUE constraint failed: users.email, users.phone`,
    /// `UNIQUE constraint failed: index 'name'`, `CHECK constraint failed: name_or_expression`,
    /// `NOT NULL constraint failed: users.email` and `FOREIGN KEY constraint failed`.
    init(sqliteMessage: String, detail: String) {
        self.init(message: detail)
        guard let colon = sqliteMessage.range(of: "constraint failed: ") else { return }
        let subject = String(sqliteMessage[colon.upperBound...])
        if sqliteMessage.hasPrefix("CHECK") {
            constraint = subject
            return
        }
        if subject.hasPrefix("index '") {
            constraint = String(subject.dropFirst("index '".count).dropLast())
            return
        }
        let qualified = subject.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for name in qualified {
            guard let dot = name.lastIndex(of: ".") else { continue }
            table = String(name[..<dot])
            columns.append(String(name[name.index(after: dot)...]))
        }
    }
}

/// Extended result codes whose C macros (`SQLITE_CONSTRAINT | (n << 8)`, `SQLITE_IOERR | (n << 8)`) Swift does not
/// import.
private enum SQLiteExtendedCode {
    static let constraintCheck = SQLITE_CONSTRAINT | (1 << 8)
    static let constraintForeignKey = SQLITE_CONSTRAINT | (3 << 8)
    static let constraintNotNull = SQLITE_CONSTRAINT | (5 << 8)
    static let constraintPrimaryKey = SQLITE_CONSTRAINT | (6 << 8)
    static let constraintUnique = SQLITE_CONSTRAINT | (8 << 8)
    static let ioerrWrite = SQLITE_IOERR | (3 << 8)
    static let ioerrFsync = SQLITE_IOERR | (4 << 8)
    static let ioerrDirFsync = SQLITE_IOERR | (5 << 8)
    static let ioerrTruncate = SQLITE_IOERR | (6 << 8)
}
