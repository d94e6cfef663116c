import Foundation

@testable import FoodlyStore

/// The databases tests open: in-memory SQLite by default, or a PostgreSQL schema of its own per test.
///
/// `make test` runs every test against SQLite, then the app and server tests again with
/// `FOODLY_TEST_STORE=postgres`, on the throwaway server `scripts/postgres run` starts and names in
/// `FOODLY_TEST_POSTGRES_URL`.
public enum TestDatabase {
    /// The URL of the test PostgreSQL server's database, when there is one.
    public static var postgresURL: String? {
        ProcessInfo.processInfo.environment["FOODLY_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the app and server tests run on PostgreSQL in this run.
    public static var usesPostgres: Bool {
        ProcessInfo.processInfo.environment["FOODLY_TEST_STORE"] == "postgres"
    }

    /// A new, empty database of the store this run tests (not migrated).
    public static func make() throws -> any Database {
        guard usesPostgres else { return try SQLiteDatabase(configuration: .memory) }
        return try PostgresDatabase(configuration: PostgresConfiguration(url: try freshPostgresURL(), poolSize: 4))
    }

    /// A new database of the store this run tests as migrating a new one would give it: on SQLite a
    /// copy of one migrated in-memory template, on PostgreSQL a schema a finished test left, emptied (see
    /// ``PostgresSchemaPool``). Either costs a small part of running every migration.
    public static func migrated() throws -> any Database {
        guard usesPostgres else {
            let database = try SQLiteDatabase(configuration: .memory)
            try database.replaceContents(with: try sqliteTemplate.get())
            // A migration gives each database's catalog history a random origin of its own.
            try database.write {
                _ = try $0.execute("UPDATE catalog_version SET origin = \(CatalogQueries.newOrigin(.sqlite))", [])
            }
            return database
        }
        return try PostgresSchemaPool.shared.lease()
    }

    /// Migrated once per test process, never written to again.
    private static let sqliteTemplate = Result<SQLiteDatabase, any Error> {
        let database = try SQLiteDatabase(configuration: .memory)
        try migrate(database)
        return database
    }

    /// Applies every migration to `database`.
    static func migrate(_ database: any Database) throws {
        _ = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
    }

    /// The URL of a new, empty schema on the test server: every connection opened with it uses only that schema.
    public static func freshPostgresURL() throws -> String {
        try url(of: try newSchema())
    }

    /// The name of a new, empty schema created on the test server.
    static func newSchema() throws -> String {
        let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try PostgresSchemaPool.shared.admin().write { try $0.execute("CREATE SCHEMA \(schema)", []) }
        return schema
    }

    /// The URL whose connections use only `schema`.
    static func url(of schema: String) throws -> String {
        let base = try serverURL()
        return base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(schema)"
    }

    /// ``postgresURL``, or an error saying how to get one.
    static func serverURL() throws -> String {
        guard let url = postgresURL else {
            throw StoreError.unavailable(
                "FOODLY_TEST_POSTGRES_URL is not set; run the tests through scripts/postgres run")
        }
        return url
    }
}
