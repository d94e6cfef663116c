import Foundation
import Glibc

/// Backs up and restores a SQLite database file with SQLite's online backup API (`foodly backup`, `foodly restore`).
///
/// A backup copies one snapshot of the source, page by page, while the server goes on serving and writing: the copy
/// reads inside one read transaction, which in WAL mode never blocks the writer. Both directions write a new file
/// next to where it will live, check it (`PRAGMA integrity_check`, and its migrations), sync it to disk and only then
/// rename it into place, so the destination is the old file or the whole new one, never part of it. A backup is a
/// single file (rollback journal, no `-wal` beside it); the server switches a restored file back to WAL on open.
public enum SQLiteBackup {
    /// What a finished backup or restore wrote.
    public struct Report: Sendable, Equatable {
        /// Pages written.
        public let pages: Int
        /// The size of the file written, in bytes.
        public let bytes: Int
        /// The migrations the copy records, in order.
        public let migrations: [String]
        /// The rows of every table of the copy but SQLite's own.
        public let rows: [String: Int]
    }

    /// Why nothing was written.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// There is no file at the path.
        case missing(String)
        /// The destination exists and replacing it was not asked for.
        case exists(String)
        /// Source and destination are the same file.
        case sameFile(String)
        /// The file is not a SQLite database, or is damaged beyond opening.
        case notADatabase(String)
        /// A SQLite database without Foodly's `schema_migrations`.
        case notFoodly(String)
        /// The copy failed its check; the lines `PRAGMA integrity_check` (or the migration check) gave.
        case damaged(String, problems: [String])
        /// The backup records migrations this build does not know: it comes from a newer Foodly.
        case unknownMigrations(String, [String])
        /// Another connection (a running server, most likely) has the database open.
        case inUse(String)
        /// The database to replace holds rows (table names and counts) and replacing it was not asked for.
        case targetNotEmpty(String, [String: Int])
        /// The file to replace cannot be read as a database and replacing it was not asked for.
        case targetUnreadable(String)

        /// A sentence for the operator.
        public var description: String {
            switch self {
            case .missing(let path): return "there is no file \(path)."
            case .exists(let path): return "\(path) already exists; use --force to replace it."
            case .sameFile(let path): return "\(path) would be copied onto itself."
            case .notADatabase(let path): return "\(path) is not a SQLite database (or is damaged beyond opening)."
            case .notFoodly(let path):
                return "\(path) is a SQLite database but not a Foodly one (no schema_migrations)."
            case .damaged(let path, let problems):
                return "the copy of \(path) failed its check: \(problems.prefix(5).joined(separator: "; "))."
            case .unknownMigrations(let path, let names):
                return "\(path) has migrations this build does not know (from a newer Foodly?): "
                    + "\(names.joined(separator: ", ")); restore it with that version."
            case .inUse(let path):
                return "\(path) is open in another process (a running foodly serve?); stop the server first."
            case .targetNotEmpty(let path, let tables):
                let list = tables.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
                return "\(path) is not empty: \(list). Use --force to replace its data."
            case .targetUnreadable(let path):
                return "\(path) is not a Foodly database that can be read; use --force to replace it."
            }
        }
    }

    /// Writes a backup of the database file `source` to the new file `destination` (replacing one only when
    /// `replace` is set), `pagesPerStep` pages at a time, calling `progress` with the pages copied and the total.
    ///
    /// The backup holds the source as it was at one commit, even while other connections write; it is checked
    /// before it is renamed into place. Throws ``Refusal`` when nothing was written for a reason the operator can
    /// fix.
    public static func backup(
        database source: String, to destination: String, replace: Bool, pagesPerStep: Int = 256,
        progress: (_ copied: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> Report {
        guard FileManager.default.fileExists(atPath: source) else { throw Refusal.missing(source) }
        guard !isSameFile(source, destination) else { throw Refusal.sameFile(source) }
        if !replace, FileManager.default.fileExists(atPath: destination) { throw Refusal.exists(destination) }
        let reader = try open(source, readOnly: true)
        defer { reader.close() }
        // One read transaction for every step: the snapshot of the first read, whatever is committed meanwhile.
        try reader.execute("BEGIN", [])
        let migrations = try migrationNames(on: reader, path: source)
        let report = try writeChecked(
            from: reader, named: source, besides: destination, expecting: migrations, pagesPerStep: pagesPerStep,
            progress: progress
        ) { written in try place(written, at: destination, replace: replace) }
        try reader.execute("COMMIT", [])
        return report
    }

    /// Replaces the database file `target` with the backup `backup`, `pagesPerStep` pages at a time.
    ///
    /// Refuses a backup that is not a Foodly database or records migrations this build does not know, a target
    /// that another connection has open, and a target with rows unless `replace` is set. The new file keeps the
    /// target's owner and permissions; the target's old `-wal` and `-shm` files go with it.
    public static func restore(
        backup: String, to target: String, replace: Bool, pagesPerStep: Int = 256,
        progress: (_ copied: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> Report {
        guard FileManager.default.fileExists(atPath: backup) else { throw Refusal.missing(backup) }
        guard !isSameFile(backup, target) else { throw Refusal.sameFile(backup) }
        let reader = try open(backup, readOnly: true)
        defer { reader.close() }
        try reader.execute("BEGIN", [])
        let migrations = try migrationNames(on: reader, path: backup)
        let known = Set(FoodlyMigrations.all.map(\.name))
        let unknown = migrations.filter { !known.contains($0) }
        guard unknown.isEmpty else { throw Refusal.unknownMigrations(backup, unknown) }
        if FileManager.default.fileExists(atPath: target) {
            try checkReplaceable(target, replace: replace)
        }
        let report = try writeChecked(
            from: reader, named: backup, besides: target, expecting: migrations, pagesPerStep: pagesPerStep,
            progress: progress
        ) { written in
            // Checked again at the last moment; a stale -wal beside the new file would be replayed into it.
            if FileManager.default.fileExists(atPath: target) {
                guard !(try isInUse(target)) else { throw Refusal.inUse(target) }
            }
            try keepOwnerAndMode(of: target, on: written)
            for sidecar in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: target + sidecar) }
            try place(written, at: target, replace: true)
        }
        try reader.execute("COMMIT", [])
        return report
    }

    /// Refuses to replace `target` when it is open elsewhere, or holds rows (or cannot be read) unless `replace`.
    ///
    /// Opening it as the only connection and closing it again also moves its `-wal` into the file and deletes it.
    private static func checkReplaceable(_ target: String, replace: Bool) throws {
        guard !(try isInUse(target)) else { throw Refusal.inUse(target) }
        let occupied: [String: Int]
        do {
            let connection = try open(target, readOnly: false)
            defer { connection.close() }
            let existing = Set(try tableNames(on: connection))
            var counts: [String: Int] = [:]
            for table in DataCopy.tables where existing.contains(table) {
                counts[table] = try connection.uncachedQuery("SELECT COUNT(*) AS n FROM \(table)").first?.int("n")
            }
            occupied = counts.filter { $0.value > 0 }
        } catch StoreError.corrupt {
            guard replace else { throw Refusal.targetUnreadable(target) }
            return
        }
        guard occupied.isEmpty || replace else { throw Refusal.targetNotEmpty(target, occupied) }
    }

    /// Copies `source` (the file `name`) into a new file next to `destination`, checks it, syncs it and hands it to
    /// `install`; the new file is deleted when anything fails.
    private static func writeChecked(
        from source: SQLiteConnection, named name: String, besides destination: String, expecting migrations: [String],
        pagesPerStep: Int, progress: (Int, Int) -> Void, install: (String) throws -> Void
    ) throws -> Report {
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(
            ".\(URL(fileURLWithPath: destination).lastPathComponent).partial-\(UUID().uuidString.prefix(8))"
        ).path
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: temporary + suffix)
            }
        }
        let copy = try open(temporary, readOnly: false)
        let pages: Int
        let rows: [String: Int]
        do {
            defer { copy.close() }
            var copied = 0
            try source.copy(into: copy, pagesPerStep: Int32(clamping: max(1, pagesPerStep))) { done, total in
                copied = total
                progress(done, total)
            }
            pages = copied
            // One file on its own: no -wal to carry beside it.
            try copy.uncachedQuery("PRAGMA journal_mode = DELETE")
            let problems = try copy.uncachedQuery("PRAGMA integrity_check").map { try $0.string("integrity_check") }
            guard problems == ["ok"] else { throw Refusal.damaged(name, problems: problems) }
            let copiedMigrations = try migrationNames(on: copy, path: name)
            guard copiedMigrations == migrations else {
                throw Refusal.damaged(
                    name,
                    problems: ["its migrations (\(copiedMigrations.count)) are not the source's (\(migrations.count))"])
            }
            let schemaProblems = try schemaDifferences(
                found: schema(try copy.uncachedQuery(schemaQuery)), expected: expectedSchema(migrations))
            guard schemaProblems.isEmpty else { throw Refusal.damaged(name, problems: schemaProblems) }
            var counts: [String: Int] = [:]
            for table in try tableNames(on: copy) {
                counts[table] = try copy.uncachedQuery("SELECT COUNT(*) AS n FROM \"\(table)\"").first?.int("n") ?? 0
            }
            rows = counts
        }
        let bytes = try sync(temporary)
        try install(temporary)
        try syncDirectory(directory.path)
        return Report(pages: pages, bytes: bytes, migrations: migrations, rows: rows)
    }

    /// Renames `temporary` to `destination`; without `replace`, links it instead, which fails rather than replace a
    /// file that appeared meanwhile.
    private static func place(_ temporary: String, at destination: String, replace: Bool) throws {
        if replace {
            guard rename(temporary, destination) == 0 else { throw failure("cannot rename onto \(destination)") }
            return
        }
        guard link(temporary, destination) == 0 else {
            if errno == EEXIST { throw Refusal.exists(destination) }
            throw failure("cannot create \(destination)")
        }
    }

    /// Gives `file` the owner and permissions of `original`, when there is one: a restore run as root still leaves a
    /// database the server's user can write.
    private static func keepOwnerAndMode(of original: String, on file: String) throws {
        var status = stat()
        guard stat(original, &status) == 0 else { return }
        guard chown(file, status.st_uid, status.st_gid) == 0, chmod(file, status.st_mode & 0o7777) == 0 else {
            throw failure("cannot give the restored file the owner and permissions of \(original)")
        }
    }

    /// The names in `schema_migrations`, sorted; refuses a file that is not a Foodly database.
    private static func migrationNames(on connection: SQLiteConnection, path: String) throws -> [String] {
        do {
            guard try tableNames(on: connection).contains("schema_migrations") else { throw Refusal.notFoodly(path) }
            return try connection.uncachedQuery("SELECT name FROM schema_migrations ORDER BY name").map {
                try $0.string("name")
            }
        } catch StoreError.corrupt {
            throw Refusal.notADatabase(path)
        }
    }

    /// Every object of the schema but SQLite's own, with its SQL.
    private static let schemaQuery = """
        SELECT type, name, COALESCE(sql, '') AS sql FROM sqlite_master
        WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name
        """

    /// The schema `rows` of `schemaQuery` give: each object's SQL by "type name", its spacing made one space.
    private static func schema(_ rows: [Row]) throws -> [String: String] {
        var objects: [String: String] = [:]
        for row in rows {
            let sql = try row.string("sql").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            objects["\(try row.string("type")) \(try row.string("name"))"] = sql
        }
        return objects
    }

    /// The schema a database with `migrations` applied (by this build, in its order) has.
    private static func expectedSchema(_ migrations: [String]) throws -> [String: String] {
        let reference = try SQLiteDatabase(configuration: .memory)
        let applied = Set(migrations)
        try Migrator(migrations: FoodlyMigrations.all.filter { applied.contains($0.name) }, clock: { Date() })
            .migrate(reference)
        return try schema(try reference.read { try $0.query(schemaQuery, []) })
    }

    /// Every object a copy has that the migrations do not make, every one they make that it lacks, and every one
    /// whose definition differs: a trigger planted in a backup, or an append-only guard dropped from it, is refused.
    static func schemaDifferences(found: [String: String], expected: [String: String]) -> [String] {
        let names = Set(found.keys).union(expected.keys).sorted()
        return names.compactMap { name in
            switch (found[name], expected[name]) {
            case (_?, nil): "\(name) is not made by Foodly's migrations"
            case (nil, _?): "\(name) is missing"
            case (let have?, let want?) where have != want: "\(name) is not defined as Foodly's migrations define it"
            default: nil
            }
        }
    }

    /// Every table but SQLite's own.
    private static func tableNames(on connection: SQLiteConnection) throws -> [String] {
        try connection.uncachedQuery(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
        ).map { try $0.string("name") }
    }

    private static func open(_ path: String, readOnly: Bool) throws -> SQLiteConnection {
        try SQLiteConnection(
            path: path, uri: false, busyTimeoutMilliseconds: 5000, statementCacheCapacity: 4, readOnly: readOnly)
    }

    /// Whether any connection, in this process or another, has the database open: each connection to a WAL database
    /// holds a read lock on the file's lock bytes (at 1 GiB, SQLite's file format) for as long as it is open. An
    /// open-file-description lock query sees the locks of this process too.
    private static func isInUse(_ path: String) throws -> Bool {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open \(path)") }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0x4000_0000
        lock.l_len = 512
        guard fcntl(descriptor, openFileDescriptionGetLock, &lock) == 0 else {
            throw failure("cannot test \(path)'s locks")
        }
        return lock.l_type != Int16(F_UNLCK)
    }

    /// `F_OFD_GETLK` (Linux), which Glibc's module leaves out.
    private static let openFileDescriptionGetLock: Int32 = 36

    /// Whether both paths name one file (the same inode, or the same path when neither exists yet).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        guard stat(first, &one) == 0, stat(second, &other) == 0 else {
            return URL(fileURLWithPath: first).standardizedFileURL == URL(fileURLWithPath: second).standardizedFileURL
        }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Flushes a file to disk and returns its size.
    private static func sync(_ path: String) throws -> Int {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open \(path)") }
        defer { close(descriptor) }
        var status = stat()
        guard fsync(descriptor) == 0, fstat(descriptor, &status) == 0 else { throw failure("cannot sync \(path)") }
        return Int(status.st_size)
    }

    /// Flushes a directory, so a rename in it survives a crash.
    private static func syncDirectory(_ path: String) throws {
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open directory \(path)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("cannot sync directory \(path)") }
    }

    /// The error of a failed system call; a full disk or read-only file system is ``StoreError/notWritable(_:)``.
    private static func failure(_ what: String) -> StoreError {
        let code = errno
        let message = "\(what): \(String(cString: strerror(code)))"
        return [ENOSPC, EROFS, EDQUOT, EPERM].contains(code) ? .notWritable(message) : .io(message)
    }
}
