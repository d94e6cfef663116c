/// Prepared statements of one connection, keyed by the SQL as written, least recently used evicted first.
///
/// Keying by the caller's SQL also caches its `$N` → `?N` rewrite.
struct SQLiteStatementCache {
    private struct Entry {
        let statement: SQLiteStatement
        var lastUse: UInt64
    }

    private let capacity: Int
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0

    /// Creates an empty cache holding at most `capacity` statements (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The cached statement for `sql`, marked as just used.
    mutating func statement(for sql: String) -> SQLiteStatement? {
        guard entries[sql] != nil else { return nil }
        clock += 1
        entries[sql]?.lastUse = clock
        return entries[sql]?.statement
    }

    /// Caches a statement, evicting the least recently used one when full.
    mutating func insert(_ statement: SQLiteStatement, for sql: String) {
        if entries.count >= capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            oldest.value.statement.finalize()
            entries[oldest.key] = nil
        }
        clock += 1
        entries[sql] = Entry(statement: statement, lastUse: clock)
    }

    /// Finalizes and forgets every statement.
    mutating func removeAll() {
        for entry in entries.values {
            entry.statement.finalize()
        }
        entries.removeAll()
    }
}
