import Foundation

/// Applies named ``Migration``s to a ``Database``, each once, in order.
///
/// Applied migrations are recorded in `schema_migrations(name, applied_at)`. Each migration runs
/// in its own write transaction together with its record, so it is applied entirely or not at
/// all. A database that records a migration this build does not know has a newer schema than
/// the code, and is refused.
public struct Migrator: Sendable {
    /// The migrations, in the order they are applied.
    public let migrations: [Migration]
    private let clock: @Sendable () -> Date

    /// Creates a migrator; `clock` gives the time recorded as `applied_at`.
    public init(migrations: [Migration], clock: @escaping @Sendable () -> Date) {
        self.migrations = migrations
        self.clock = clock
    }

    /// Applies every migration not yet applied and returns their names, in order.
    ///
    /// Throws ``StoreError/unknownMigrations(_:)`` when the database records a migration this
    /// build does not know, and ``StoreError/migrationFailed(name:reason:)`` when a migration
    /// fails (that migration is rolled back; the ones before it stay applied).
    @discardableResult
    public func migrate(_ database: any Database) throws -> [String] {
        try checkNames()
        try database.write { connection in
            if database.dialect == .postgres {
                // Several servers starting at once on a new database: one creates the table, the others wait.
                try connection.execute("SELECT pg_advisory_xact_lock(\(Self.advisoryLock)) AS locked")
            }
            _ = try connection.execute(Self.createTableSQL, [])
        }
        let applied = try appliedMigrationNames(in: database)
        let known = Set(migrations.map(\.name))
        let unknown = applied.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw StoreError.unknownMigrations(unknown)
        }
        var newlyApplied: [String] = []
        for migration in migrations where !applied.contains(migration.name) {
            if try apply(migration, to: database) {
                newlyApplied.append(migration.name)
            }
        }
        return newlyApplied
    }

    /// The names recorded in `schema_migrations`, sorted; empty when the table does not exist yet.
    public func appliedMigrationNames(in database: any Database) throws -> [String] {
        try database.read { connection in
            let tableCheck: String
            switch database.dialect {
            case .sqlite:
                tableCheck = "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
            case .postgres:
                tableCheck = "SELECT 1 AS found WHERE to_regclass('schema_migrations') IS NOT NULL"
            }
            guard try connection.queryOne(tableCheck, []) != nil else { return [] }
            let rows = try connection.query("SELECT name FROM schema_migrations ORDER BY name")
            return try rows.map { try $0.string("name") }
        }
    }

    /// The PostgreSQL advisory lock key that serialises creating `schema_migrations` ("foodly" in ASCII).
    private static let advisoryLock: Int64 = 0x666f_6f64_6c79

    private static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            name TEXT PRIMARY KEY,
            applied_at TEXT NOT NULL
        )
        """

    private func checkNames() throws {
        var seen = Set<String>()
        for migration in migrations {
            guard !migration.name.isEmpty else {
                throw StoreError.migrationFailed(name: migration.name, reason: "a migration needs a name")
            }
            guard seen.insert(migration.name).inserted else {
                throw StoreError.migrationFailed(name: migration.name, reason: "the name is used twice")
            }
        }
    }

    /// Applies one migration in its own transaction; false when another process applied it first.
    private func apply(_ migration: Migration, to database: any Database) throws -> Bool {
        do {
            return try database.write { connection in
                if database.dialect == .postgres {
                    // Serialise concurrent migrators (several servers starting at once).
                    try connection.execute("LOCK TABLE schema_migrations IN EXCLUSIVE MODE")
                }
                let existing = try connection.queryOne(
                    "SELECT name FROM schema_migrations WHERE name = $1", [.text(migration.name)])
                guard existing == nil else { return false }
                for (index, sql) in migration.statements(for: database.dialect).enumerated() {
                    do {
                        try connection.execute(sql, [])
                    } catch {
                        throw StoreError.migrationFailed(
                            name: migration.name, reason: "statement \(index + 1): \(error)")
                    }
                }
                try connection.execute(
                    "INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)",
                    [.text(migration.name), .text(Self.timestamp(clock()))])
                return true
            }
        } catch let error as StoreError {
            if case .migrationFailed = error { throw error }
            throw StoreError.migrationFailed(name: migration.name, reason: "\(error)")
        } catch {
            throw StoreError.migrationFailed(name: migration.name, reason: "\(error)")
        }
    }

    /// RFC 3339 in UTC with whole seconds, e.g. `2024-05-06T07:08:09Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}
