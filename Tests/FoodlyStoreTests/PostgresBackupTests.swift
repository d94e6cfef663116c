import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The PostgreSQL backup of docs/DEPLOYMENT.md ("Backups"), run as written: `pg_dump -Fc`, a new database,
/// `pg_restore --no-owner`, then `foodly migrate` finds nothing to do. The restored database must hold every row.
@Suite("PostgreSQL: pg_dump and pg_restore", .enabled(if: TestDatabase.postgresURL != nil))
struct PostgresBackupTests {
    /// Runs a PostgreSQL client tool and returns its standard output; a failure throws with its standard error.
    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StoreError.database(
                "\(tool) exited with \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// A new, empty database on the test server; returns its URL.
    private static func createDatabase(_ base: String) throws -> String {
        let name = "backup_" + UUID().uuidString.prefix(8).lowercased()
        try run("psql", [base, "-q", "-c", "CREATE DATABASE \(name)"])
        return String(base[..<base.lastIndex(of: "/")!]) + "/" + name
    }

    private static func dropDatabase(_ url: String, base: String) {
        let name = String(url[url.index(after: url.lastIndex(of: "/")!)...])
        _ = try? run("psql", [base, "-q", "-c", "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"])
    }

    /// Accounts, a setting, a restaurant and an order number drawn: text, numbers and the order sequence.
    private static func fill(_ database: any Database) throws {
        try database.write { connection in
            for (id, name) in [("u1", "Crème Brûlée 🍮"), ("u2", "O'Brien \"Bob\"")] {
                try connection.execute(
                    """
                    INSERT INTO users (id, full_name, email, password_hash, address_latitude, created_at, updated_at)
                    VALUES ($1, $2, $3, 'hash', 37.7749, 'now', 'now')
                    """, [.text(id), .text(name), .text("\(id)@example.com")])
                try connection.execute(
                    "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $1, 'a', 'b')",
                    [.text(id)])
            }
            try connection.execute(
                "INSERT INTO app_settings (key, value, updated_at) VALUES ('theme', 'dark', 'now')", [])
            try connection.execute("UPDATE catalog_version SET version = 41", [])
            try connection.execute("SELECT nextval('order_numbers') AS n", [])
        }
    }

    @Test("a pg_dump restored with pg_restore into a new database holds every row and the order numbers")
    func dumpAndRestore() throws {
        let base = try #require(TestDatabase.postgresURL)
        let sourceURL = try Self.createDatabase(base)
        let restoredURL = try Self.createDatabase(base)
        defer {
            Self.dropDatabase(sourceURL, base: base)
            Self.dropDatabase(restoredURL, base: base)
        }
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("foodly-\(UUID().uuidString).dump")
        defer { try? FileManager.default.removeItem(at: dump) }
        let source = try PostgresDatabase(configuration: PostgresConfiguration(url: sourceURL, poolSize: 2))
        defer { source.close() }
        try Fixtures.migrator(FoodlyMigrations.all).migrate(source)
        try Self.fill(source)

        try Self.run("pg_dump", ["-Fc", "-d", sourceURL, "-f", dump.path])
        try Self.run("pg_restore", ["--no-owner", "-d", restoredURL, dump.path])

        let restored = try PostgresDatabase(configuration: PostgresConfiguration(url: restoredURL, poolSize: 2))
        defer { restored.close() }
        #expect(try TableChecksums.of(restored) == TableChecksums.of(source))
        #expect(try Fixtures.count("users", in: restored) == 2)
        #expect(try Fixtures.migrator(FoodlyMigrations.all).migrate(restored).isEmpty, "up to date")
        let next = { (database: any Database) in
            try database.write { try $0.queryOne("SELECT nextval('order_numbers') AS n", [])?.int("n") }
        }
        #expect(try next(restored) == next(source), "new orders continue after the restored ones")
    }
}
