import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// `foodly backup` and `foodly restore` underneath: SQLite's online backup API into a checked file renamed into place.
@Suite("SQLite backup and restore")
struct SQLiteBackupTests {
    /// A fresh directory under the temporary directory, deleted after `body`.
    private static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("foodly-backup-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// A migrated Foodly database file.
    private static func migrated(_ path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(
            configuration: SQLiteConfiguration(location: .file(path), synchronous: .normal))
        try Fixtures.migrator(FoodlyMigrations.all).migrate(database)
        return database
    }

    /// User `number` (`w-000042`, a long name) and its session, in one transaction: a backup holds both or neither.
    private static func addUser(_ number: Int, to database: any Database) throws {
        let id = String(format: "w-%06d", number)
        try database.write { connection in
            try connection.execute(
                "INSERT INTO users (id, full_name, email, password_hash, created_at, updated_at) "
                    + "VALUES ($1, $2, $3, 'hash', 'now', 'now')",
                [.text(id), .text(String(repeating: "Ada ", count: 200)), .text("\(id)@example.com")])
            try connection.execute(
                "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $1, 'a', 'b')",
                [.text(id)])
        }
    }

    /// The number in a `w-…` id.
    private static func number(_ id: String) -> Int { Int(id.dropFirst(2)) ?? 0 }

    /// Files in `directory` that a backup or restore left half-way (there must be none).
    private static func leftovers(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".partial-") }
    }

    @Test("a backup taken while another thread writes holds one commit's state exactly, and restores whole")
    func backupIsOneSnapshot() throws {
        try Self.withDirectory { directory in
            let sourcePath = directory.appendingPathComponent("foodly.sqlite").path
            let source = try Self.migrated(sourcePath)
            defer { source.close() }
            for number in 1...1500 { try Self.addUser(number, to: source) }
            let committed = Mutex(1500)
            let stop = Mutex(false)
            let writer = BackgroundWork {
                var number = 1500
                while !stop.withLock({ $0 }) {
                    number += 1
                    try Self.addUser(number, to: source)
                    committed.withLock { $0 = number }
                }
            }
            // Each step waits for more commits, so the source changes under the copy all along.
            var steps = 0
            var seen = committed.withLock { $0 }
            let backupPath = directory.appendingPathComponent("backups/foodly-backup.sqlite").path
            let report: SQLiteBackup.Report
            do {
                defer {
                    stop.withLock { $0 = true }
                }
                report = try SQLiteBackup.backup(
                    database: sourcePath, to: backupPath, replace: false, pagesPerStep: 16
                ) { _, _ in
                    steps += 1
                    // A copy that starts over at every write would never end: stop writing, let it finish, and fail.
                    if steps == 400 { stop.withLock { $0 = true } }
                    let deadline = Date().addingTimeInterval(5)
                    while committed.withLock({ $0 }) < seen + 2 && !stop.withLock({ $0 }) && Date() < deadline {
                        usleep(1000)
                    }
                    seen = committed.withLock { $0 }
                }
            }
            try writer.wait()
            #expect(steps > 10, "the copy took several steps")
            #expect(try Self.leftovers(in: directory.appendingPathComponent("backups")).isEmpty)

            let restoredPath = directory.appendingPathComponent("restored/foodly.sqlite").path
            let restoreReport = try SQLiteBackup.restore(backup: backupPath, to: restoredPath, replace: false)
            #expect(restoreReport.rows == report.rows)
            let restored = try SQLiteDatabase(configuration: .file(restoredPath))
            defer { restored.close() }
            let ids = try restored.read { connection in
                try connection.query("SELECT id FROM users ORDER BY id", []).map { try $0.string("id") }
            }
            let moment = ids.count
            #expect(ids.map(Self.number) == Array(1...moment), "users 1…N, none missing")
            #expect(moment >= 1500 && moment < committed.withLock { $0 }, "older than the writes after it began")
            #expect(report.rows["users"] == moment && report.rows["sessions"] == moment)
            // The source as it was at that commit: without the users (and their sessions) written after it.
            let expected = try TableChecksums.of(source) { table, row in
                switch table {
                case "users": return Self.number(try row.string("id")) <= moment
                case "sessions": return Self.number(try row.string("user_id")) <= moment
                default: return true
                }
            }
            #expect(try TableChecksums.of(restored) == expected)
            #expect(try Fixtures.migrator(FoodlyMigrations.all).migrate(restored).isEmpty, "nothing left to migrate")
        }
    }

    @Test("an existing backup file is kept unless replacing, and a missing database is named")
    func backupRefusals() throws {
        try Self.withDirectory { directory in
            let sourcePath = directory.appendingPathComponent("foodly.sqlite").path
            let source = try Self.migrated(sourcePath)
            defer { source.close() }
            let backupPath = directory.appendingPathComponent("old.sqlite").path
            try Data("yesterday's".utf8).write(to: URL(fileURLWithPath: backupPath))
            #expect(throws: SQLiteBackup.Refusal.exists(backupPath)) {
                try SQLiteBackup.backup(database: sourcePath, to: backupPath, replace: false)
            }
            #expect(try String(contentsOfFile: backupPath, encoding: .utf8) == "yesterday's")
            let report = try SQLiteBackup.backup(database: sourcePath, to: backupPath, replace: true)
            #expect(report.migrations == FoodlyMigrations.all.map(\.name))
            #expect(report.bytes == report.pages * 4096)
            let missing = directory.appendingPathComponent("none.sqlite").path
            #expect(throws: SQLiteBackup.Refusal.missing(missing)) {
                try SQLiteBackup.backup(database: missing, to: backupPath + "2", replace: false)
            }
            #expect(throws: SQLiteBackup.Refusal.sameFile(sourcePath)) {
                try SQLiteBackup.backup(database: sourcePath, to: sourcePath, replace: true)
            }
            #expect(SQLiteBackup.Refusal.exists(backupPath).description.contains("use --force to replace it"))
            #expect(try Self.leftovers(in: directory).isEmpty)
        }
    }

    @Test("a file that is not a Foodly backup, or comes from a newer build, is refused before the target is touched")
    func restoreRefusesBadBackups() throws {
        try Self.withDirectory { directory in
            let target = directory.appendingPathComponent("foodly.sqlite").path
            let junk = directory.appendingPathComponent("junk.sqlite").path
            try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: junk))
            #expect(throws: SQLiteBackup.Refusal.notADatabase(junk)) {
                try SQLiteBackup.restore(backup: junk, to: target, replace: true)
            }
            let other = directory.appendingPathComponent("other.sqlite").path
            let otherDatabase = try SQLiteDatabase(configuration: .file(other))
            try otherDatabase.write { try $0.execute("CREATE TABLE notes (body TEXT)", []) }
            otherDatabase.close()
            #expect(throws: SQLiteBackup.Refusal.notFoodly(other)) {
                try SQLiteBackup.restore(backup: other, to: target, replace: true)
            }
            let newer = directory.appendingPathComponent("newer.sqlite").path
            let newerDatabase = try Self.migrated(newer)
            try newerDatabase.write { connection in
                try connection.execute(
                    "INSERT INTO schema_migrations (name, applied_at) VALUES ('9999_from_the_future', 'now')", [])
            }
            newerDatabase.close()
            #expect(throws: SQLiteBackup.Refusal.unknownMigrations(newer, ["9999_from_the_future"])) {
                try SQLiteBackup.restore(backup: newer, to: target, replace: true)
            }
            #expect(!FileManager.default.fileExists(atPath: target))
            #expect(try Self.leftovers(in: directory).isEmpty)
            #expect(
                SQLiteBackup.Refusal.unknownMigrations(newer, ["9999_from_the_future"]).description.contains(
                    "9999_from_the_future"))
        }
    }

    @Test("a backup whose schema is not what the migrations make (a planted trigger, a dropped guard) is refused")
    func restoreRefusesATamperedSchema() throws {
        try Self.withDirectory { directory in
            let target = directory.appendingPathComponent("foodly.sqlite").path
            let planted = directory.appendingPathComponent("planted.sqlite").path
            let plantedDatabase = try Self.migrated(planted)
            try plantedDatabase.write { connection in
                try connection.execute(
                    """
                    CREATE TRIGGER promote AFTER INSERT ON orders
                    BEGIN UPDATE users SET role = 'admin' WHERE id = NEW.user_id; END
                    """, [])
            }
            plantedDatabase.close()
            #expect(
                throws: SQLiteBackup.Refusal.damaged(
                    planted, problems: ["trigger promote is not made by Foodly's migrations"])
            ) {
                try SQLiteBackup.restore(backup: planted, to: target, replace: true)
            }
            let unguarded = directory.appendingPathComponent("unguarded.sqlite").path
            let unguardedDatabase = try Self.migrated(unguarded)
            try unguardedDatabase.write { connection in
                try connection.execute("DROP TRIGGER ledger_entries_balanced", [])
                try connection.execute("DROP TRIGGER audit_log_append_only", [])
            }
            unguardedDatabase.close()
            #expect(
                throws: SQLiteBackup.Refusal.damaged(
                    unguarded,
                    problems: [
                        "trigger audit_log_append_only is missing", "trigger ledger_entries_balanced is missing",
                    ])
            ) {
                try SQLiteBackup.restore(backup: unguarded, to: target, replace: true)
            }
            #expect(!FileManager.default.fileExists(atPath: target))
            #expect(try Self.leftovers(in: directory).isEmpty)
        }
    }

    @Test("a target with rows is kept unless replacing, and one that is open is never replaced")
    func restoreProtectsTheTarget() throws {
        try Self.withDirectory { directory in
            let backupSource = directory.appendingPathComponent("source.sqlite").path
            let source = try Self.migrated(backupSource)
            try Self.addUser(1, to: source)
            source.close()
            let backup = directory.appendingPathComponent("backup.sqlite").path
            _ = try SQLiteBackup.backup(database: backupSource, to: backup, replace: false)

            let target = directory.appendingPathComponent("foodly.sqlite").path
            let live = try Self.migrated(target)
            for number in 7...8 { try Self.addUser(number, to: live) }
            #expect(throws: SQLiteBackup.Refusal.inUse(target), "a server has it open") {
                try SQLiteBackup.restore(backup: backup, to: target, replace: true)
            }
            live.close()
            // The server's user keeps its database: a restore run as root must not hand it to root.
            let owner = getuid() == 0 ? uid_t(4321) : getuid()
            #expect(chown(target, owner, getgid()) == 0 && chmod(target, 0o600) == 0)
            #expect(throws: SQLiteBackup.Refusal.targetNotEmpty(target, ["sessions": 2, "users": 2])) {
                try SQLiteBackup.restore(backup: backup, to: target, replace: false)
            }
            _ = try SQLiteBackup.restore(backup: backup, to: target, replace: true)
            #expect(!FileManager.default.fileExists(atPath: target + "-wal"))
            var status = stat()
            #expect(stat(target, &status) == 0 && status.st_uid == owner && status.st_mode & 0o777 == 0o600)
            let restored = try SQLiteDatabase(configuration: .file(target))
            defer { restored.close() }
            let ids = try restored.read { try $0.query("SELECT id FROM users", []).map { try $0.string("id") } }
            #expect(ids == ["w-000001"])
            #expect(try Self.leftovers(in: directory).isEmpty)

            let empty = directory.appendingPathComponent("empty.sqlite").path
            try Self.migrated(empty).close()
            #expect(try SQLiteBackup.restore(backup: backup, to: empty, replace: false).rows["users"] == 1)
        }
    }
}
