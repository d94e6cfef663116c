/// An error raised by FoodlyStore, the same for every database dialect.
///
/// Messages may contain SQL and other internals: they are meant for the log. The HTTP layer
/// maps these errors to client responses and never shows the messages.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `UNIQUE` or `PRIMARY KEY` constraint failed.
    case uniqueViolation(ConstraintViolation)
    /// A `FOREIGN KEY` constraint failed.
    case foreignKeyViolation(ConstraintViolation)
    /// A `CHECK` constraint failed.
    case checkViolation(ConstraintViolation)
    /// A `NOT NULL` constraint failed.
    case notNullViolation(ConstraintViolation)
    /// The database stayed locked or busy past the configured timeout; retrying may succeed.
    case busy(String)
    /// The database file is damaged or is not a database.
    case corrupt(String)
    /// The operating system failed to read or open the database (permissions, a failing disk …).
    case io(String)
    /// The database cannot take a write now: its disk is full, or the file or its file system is read-only. The
    /// write was rolled back whole; reads still work, and writes succeed again once there is space or the file is
    /// writable again.
    case notWritable(String)
    /// A result row has no column of this name.
    case missingColumn(String)
    /// A result column holds a value of another type than the one asked for.
    case typeMismatch(column: String, expected: String, actual: String)
    /// A migration failed and was rolled back.
    case migrationFailed(name: String, reason: String)
    /// The database records migrations this build does not know: its schema is newer than the code.
    case unknownMigrations([String])
    /// The database has been closed.
    case closed
    /// The database server cannot be reached (down, restarting, refusing connections); retrying later may succeed.
    case unavailable(String)
    /// The transaction lost a race with a concurrent one and was rolled back; running it again may succeed.
    case conflict(String)
    /// Any other database error.
    case database(String)

    /// A one-line description for the log.
    public var description: String {
        switch self {
        case .uniqueViolation(let violation): return "unique violation: \(violation.message)"
        case .foreignKeyViolation(let violation): return "foreign key violation: \(violation.message)"
        case .checkViolation(let violation): return "check violation: \(violation.message)"
        case .notNullViolation(let violation): return "not-null violation: \(violation.message)"
        case .busy(let message): return "database busy: \(message)"
        case .corrupt(let message): return "database corrupt: \(message)"
        case .io(let message): return "database I/O error: \(message)"
        case .notWritable(let message): return "database cannot take writes (disk full or read-only): \(message)"
        case .missingColumn(let column): return "no column named \(column) in the result row"
        case .typeMismatch(let column, let expected, let actual):
            return "column \(column) holds \(actual), expected \(expected)"
        case .migrationFailed(let name, let reason): return "migration \(name) failed: \(reason)"
        case .unknownMigrations(let names):
            return "database has migrations unknown to this build (newer schema?): \(names.joined(separator: ", "))"
        case .closed: return "database is closed"
        case .unavailable(let message): return "database unavailable: \(message)"
        case .conflict(let message): return "transaction conflict: \(message)"
        case .database(let message): return "database error: \(message)"
        }
    }
}
