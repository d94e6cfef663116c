/// How to open a ``SQLiteDatabase``.
public struct SQLiteConfiguration: Sendable, Hashable {
    /// Where the database lives.
    public enum Location: Sendable, Hashable {
        /// A database file; its parent directory is created when missing.
        case file(String)
        /// A private in-memory database that lives until the ``SQLiteDatabase`` is closed.
        /// Every opened database is a new, empty one. Meant for tests: no WAL, so readers wait
        /// while a write transaction is open.
        case memory
    }

    /// How hard SQLite works to make a commit durable (`PRAGMA synchronous`).
    public enum Synchronous: String, Sendable, Hashable, CaseIterable {
        /// No syncing: fast, loses recent commits on power loss, may corrupt.
        case off = "OFF"
        /// In WAL mode, durable except for the last commits before a power loss.
        case normal = "NORMAL"
        /// Every commit is synced to disk before it returns.
        case full = "FULL"
        /// Like `full`, also syncing the directory.
        case extra = "EXTRA"
    }

    /// Where the database lives.
    public var location: Location
    /// The number of reader connections (at least 1); reads beyond it wait for a free reader.
    public var readerCount: Int
    /// How long a statement waits for a lock held by another connection before failing with
    /// ``StoreError/busy(_:)``.
    public var busyTimeout: Duration
    /// The durability of commits.
    public var synchronous: Synchronous
    /// The number of prepared statements kept per connection.
    public var statementCacheCapacity: Int

    /// Creates a configuration; the defaults suit a server: 4 readers, 5 s busy timeout, durable commits.
    public init(
        location: Location,
        readerCount: Int = 4,
        busyTimeout: Duration = .milliseconds(5000),
        synchronous: Synchronous = .full,
        statementCacheCapacity: Int = 128
    ) {
        self.location = location
        self.readerCount = readerCount
        self.busyTimeout = busyTimeout
        self.synchronous = synchronous
        self.statementCacheCapacity = statementCacheCapacity
    }

    /// A database file at `path`, with default settings.
    public static func file(_ path: String) -> SQLiteConfiguration {
        SQLiteConfiguration(location: .file(path))
    }

    /// A new private in-memory database, with default settings.
    public static var memory: SQLiteConfiguration {
        SQLiteConfiguration(location: .memory)
    }

    /// The busy timeout in whole milliseconds, as SQLite wants it.
    var busyTimeoutMilliseconds: Int32 {
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, milliseconds))
    }
}
