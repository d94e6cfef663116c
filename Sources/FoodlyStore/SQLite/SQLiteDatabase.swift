import Foundation
import Synchronization

/// A SQLite ``Database``: one writer connection behind a lock and a pool of reader connections.
///
/// File databases use WAL, so reads run in parallel with each other and with the writer, and
/// see the last committed data. Writes are serialised and start with `BEGIN IMMEDIATE`. Every
/// connection enforces foreign keys and waits up to the busy timeout for locks held by other
/// processes.
public final class SQLiteDatabase: Database {
    /// The configuration this database was opened with.
    public let configuration: SQLiteConfiguration
    /// Replaced only by ``reopenWriterIfReadOnly()``; used only under `writerLock`.
    nonisolated(unsafe) private var writer: SQLiteConnection
    private let writerLock = NSLock()
    private let openWriter: @Sendable () throws -> SQLiteConnection
    private let readers: SQLiteReaderPool
    private let closed = Mutex(false)

    /// Opens (creating when missing) the database described by `configuration`.
    public init(configuration: SQLiteConfiguration) throws {
        self.configuration = configuration
        let path: String
        let isMemory: Bool
        switch configuration.location {
        case .file(let filePath):
            try Self.createParentDirectory(of: filePath)
            path = filePath
            isMemory = false
        case .memory:
            // The memdb VFS shares a database between the connections of this process that open
            // the same name starting with "/"; it lives while one of them is open.
            path = "file:/foodly-\(UUID().uuidString)?vfs=memdb"
            isMemory = true
        }
        let open: @Sendable () throws -> SQLiteConnection = {
            try SQLiteConnection(
                path: path, uri: isMemory,
                busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds,
                statementCacheCapacity: configuration.statementCacheCapacity)
        }
        openWriter = {
            let writer = try open()
            try Self.configure(writer, configuration: configuration, wal: !isMemory, readOnly: false)
            return writer
        }
        writer = try openWriter()
        var readerConnections: [SQLiteConnection] = []
        do {
            for _ in 0..<max(1, configuration.readerCount) {
                let reader = try open()
                readerConnections.append(reader)
                try Self.configure(reader, configuration: configuration, wal: false, readOnly: true)
            }
        } catch {
            for reader in readerConnections {
                reader.close()
            }
            writer.close()
            throw error
        }
        readers = SQLiteReaderPool(connections: readerConnections)
    }

    deinit {
        close()
    }

    /// Always ``SQLDialect/sqlite``.
    public var dialect: SQLDialect { .sqlite }

    /// Runs `body` on a reader inside a deferred transaction, so all its queries see one snapshot.
    /// Statements that write fail.
    @discardableResult
    public func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        try readers.withReader { reader in
            try Self.transaction(on: reader, begin: "BEGIN", body)
        }
    }

    /// Runs one statement on a reader, without `BEGIN`/`COMMIT` (statements that write fail).
    public func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        try readers.withReader { try $0.query(sql, parameters) }
    }

    /// Replaces everything in this database with what `source` holds, through SQLite's backup API. The tests
    /// start each in-memory database from one migrated template this way, which costs a small part of running
    /// every migration again.
    func replaceContents(with source: SQLiteDatabase) throws {
        try source.readers.withReader { reader in
            writerLock.lock()
            defer { writerLock.unlock() }
            try reader.copy(into: writer, pagesPerStep: -1) { _, _ in }
        }
    }

    /// Runs `body` on the writer inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws.
    @discardableResult
    public func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
        writerLock.lock()
        defer { writerLock.unlock() }
        guard !closed.withLock({ $0 }) else {
            throw StoreError.closed
        }
        reopenWriterIfReadOnly()
        return try Self.transaction(on: writer, begin: "BEGIN IMMEDIATE", body)
    }

    /// A writer SQLite could open only for reading (the file or its file system was read-only then) stays so: it is
    /// opened again once the file is writable, so writes come back without a restart. Called under `writerLock`.
    private func reopenWriterIfReadOnly() {
        guard writer.isReadOnlyFile, let fresh = try? openWriter() else { return }
        guard !fresh.isReadOnlyFile else {
            fresh.close()
            return
        }
        writer.close()
        writer = fresh
    }

    /// Waits for running reads and writes, then closes every connection.
    public func close() {
        let wasClosed = closed.withLock { closed in
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
        writerLock.lock()
        writer.close()
        writerLock.unlock()
        readers.close()
    }

    private static func transaction<T>(
        on connection: SQLiteConnection, begin: String, _ body: (any DatabaseConnection) throws -> T
    ) throws -> T {
        try connection.execute(begin, [])
        _ = connection.commitActions.take()
        let result: T
        do {
            result = try body(connection)
            try connection.execute("COMMIT")
        } catch {
            // SQLite rolls back by itself after some errors (disk full, I/O); only roll back what is open.
            if connection.isInTransaction {
                _ = try? connection.execute("ROLLBACK")
            }
            _ = connection.commitActions.take()
            throw error
        }
        for action in connection.commitActions.take() { action() }
        return result
    }

    private static func configure(
        _ connection: SQLiteConnection, configuration: SQLiteConfiguration, wal: Bool, readOnly: Bool
    ) throws {
        if wal {
            let mode = try connection.uncachedQuery("PRAGMA journal_mode = WAL").first?.optionalString("journal_mode")
            guard mode?.lowercased() == "wal" else {
                throw StoreError.database("cannot switch to WAL journal mode (got \(mode ?? "nothing"))")
            }
        }
        try connection.uncachedQuery("PRAGMA foreign_keys = ON")
        try connection.uncachedQuery("PRAGMA synchronous = \(configuration.synchronous.rawValue)")
        if readOnly {
            try connection.uncachedQuery("PRAGMA query_only = ON")
        }
    }

    private static func createParentDirectory(of path: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw StoreError.io("cannot create directory \(parent.path): \(error)")
        }
    }
}
