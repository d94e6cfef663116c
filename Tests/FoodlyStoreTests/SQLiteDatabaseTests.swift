import FoodlyStore
import Foundation
import Testing

/// Behaviour particular to the SQLite implementation, beyond the shared store contract.
@Suite("SQLite database")
struct SQLiteDatabaseTests {
    /// A fresh directory under the temporary directory, deleted after `body`.
    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("foodly-sqlite-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test("a file database creates its directory and uses WAL with foreign keys on")
    func fileSettings() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("a/b/foodly.sqlite").path
            let database = try SQLiteDatabase(configuration: .file(path))
            defer { database.close() }
            #expect(FileManager.default.fileExists(atPath: path))
            let settings = try database.read { connection in
                (
                    try connection.queryOne("PRAGMA journal_mode")?.string("journal_mode"),
                    try connection.queryOne("PRAGMA foreign_keys")?.int("foreign_keys"),
                    try connection.queryOne("PRAGMA synchronous")?.int("synchronous")
                )
            }
            #expect(settings.0 == "wal")
            #expect(settings.1 == 1)
            #expect(settings.2 == 2)  // FULL
        }
    }

    @Test("a write blocked by another process's transaction fails with busy after the timeout")
    func busyMapsToBusy() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("foodly.sqlite").path
            let configuration = SQLiteConfiguration(location: .file(path), busyTimeout: .milliseconds(50))
            let first = try SQLiteDatabase(configuration: configuration)
            let second = try SQLiteDatabase(configuration: configuration)
            defer {
                first.close()
                second.close()
            }
            try first.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)") }
            try first.write { _ in
                #expect {
                    try second.write { try $0.execute("INSERT INTO t (id) VALUES (1)") }
                } throws: { error in
                    guard case StoreError.busy = error else { return false }
                    return true
                }
            }
        }
    }

    @Test("a file that is not a database is reported as corrupt")
    func notADatabase() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("garbage.sqlite").path
            let garbage = Data(String(repeating: "this is not SQLite ", count: 300).utf8)
            #expect(FileManager.default.createFile(atPath: path, contents: garbage))
            #expect {
                let database = try SQLiteDatabase(configuration: .file(path))
                try database.read { try $0.query("SELECT * FROM sqlite_master") }
            } throws: { error in
                guard case StoreError.corrupt = error else { return false }
                return true
            }
        }
    }

    @Test("one statement per call: several statements or none are refused")
    func oneStatementPerCall() throws {
        let database = try SQLiteDatabase(configuration: .memory)
        defer { database.close() }
        #expect(throws: StoreError.self) {
            try database.write { connection in
                try connection.execute("CREATE TABLE a (id INTEGER); CREATE TABLE b (id INTEGER)")
            }
        }
        #expect(throws: StoreError.self) {
            try database.write { try $0.execute("  -- nothing here") }
        }
        try database.write { try $0.execute("CREATE TABLE a (id INTEGER); -- a trailing comment") }
        #expect(try database.read { try $0.query("SELECT id FROM a") }.isEmpty)
    }

    @Test("a single reader serves reads one after another")
    func singleReader() throws {
        let database = try SQLiteDatabase(configuration: SQLiteConfiguration(location: .memory, readerCount: 1))
        defer { database.close() }
        try database.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)") }
        let workers = (0..<4).map { _ in
            BackgroundWork {
                for _ in 0..<20 {
                    _ = try database.read { try $0.query("SELECT COUNT(*) AS n FROM t") }
                }
            }
        }
        for worker in workers {
            try worker.wait()
        }
    }

    @Test("many distinct statements overflow the statement cache without harm")
    func statementCacheEviction() throws {
        let configuration = SQLiteConfiguration(location: .memory, statementCacheCapacity: 4)
        let database = try SQLiteDatabase(configuration: configuration)
        defer { database.close() }
        let values = try database.read { connection in
            try (0..<50).map { number in
                try connection.queryOne("SELECT \(number) AS n", [])?.int("n")
            }
        }
        #expect(values == (0..<50).map { $0 })
    }
}
