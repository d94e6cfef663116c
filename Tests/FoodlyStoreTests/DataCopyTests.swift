import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Copying a database")
struct DataCopyTests {
    /// SQLite in memory as the source, each implementation as the target.
    static let targets = StoreFactory.all

    private static func migrated() throws -> any Database {
        let database = try SQLiteDatabase(configuration: .memory)
        try Migrator(migrations: FoodlyMigrations.all, clock: { Fixtures.fixedDate }).migrate(database)
        return database
    }

    /// A user with a session and a cart line, a restaurant and a dish: rows in several related tables.
    private static func fill(_ database: any Database) throws {
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO users (id, full_name, email, password_hash, address_latitude, created_at, updated_at)
                VALUES ('u1', 'Crème Brûlée 🍮', 'a@example.com', 'hash', 37.5, 'now', 'now')
                """, [])
            try connection.execute(
                "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('t', 'u1', 'a', 'b')", [])
            try connection.execute(
                "INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, 'now')",
                [.text("it's"), .text("\"quoted\" $1")])
            try connection.execute("UPDATE catalog_version SET version = 7", [])
        }
    }

    /// A filled SQLite source and an empty, migrated target of the factory's kind.
    private static func withFilledSource(target factory: StoreFactory, _ body: (any Database, TestStore) throws -> Void)
        throws
    {
        let source = try migrated()
        try fill(source)
        try factory.withStore { store in
            try Migrator(migrations: FoodlyMigrations.all, clock: { Fixtures.fixedDate }).migrate(store.database)
            try body(source, store)
        }
    }

    @Test("every table of the schema is copied")
    func coversTheSchema() throws {
        let database = try Self.migrated()
        let tables = try database.read { connection in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'", []
            ).map { try $0.string("name") }
        }
        // The catalog version and its change log belong to the target: a copy moves its version on as a reload.
        #expect(
            Set(tables).subtracting(["schema_migrations", "catalog_version", "catalog_changes"])
                == Set(DataCopy.tables))
    }

    @Test("rows arrive with equal counts and checksums, and the catalog version moves past both", arguments: targets)
    func copies(factory: StoreFactory) throws {
        try Self.withFilledSource(target: factory) { source, store in
            var progress: [String] = []
            let reports = try DataCopy(from: source, to: store.database).run(replace: false) { table, _ in
                progress.append(table)
            }
            #expect(progress == DataCopy.tables)
            #expect(reports.filter { !$0.matches }.isEmpty)
            #expect(reports.first { $0.table == "users" }?.rows == 1)
            let user = try store.database.read { try $0.queryOne("SELECT full_name FROM users", []) }
            #expect(try user?.string("full_name") == "Crème Brûlée 🍮")
            let version = try store.database.read {
                try $0.queryOne("SELECT version FROM catalog_version", [])?.int("version")
            }
            #expect(version == 8)
            let logged = try store.database.read {
                try $0.query("SELECT kind FROM catalog_changes WHERE version = 8", []).map { try $0.string("kind") }
            }
            #expect(logged == ["reload"], "running servers load the copied catalog afresh")
        }
    }

    @Test("a target with data is refused, nothing written, unless replacing", arguments: targets)
    func refusesNonEmpty(factory: StoreFactory) throws {
        try Self.withFilledSource(target: factory) { source, store in
            try store.database.write { connection in
                try connection.execute(
                    "INSERT INTO app_settings (key, value, updated_at) VALUES ('theme', 'dark', 'now')", [])
            }
            #expect(throws: DataCopy.Refusal.targetNotEmpty(["app_settings": 1])) {
                try DataCopy(from: source, to: store.database).run(replace: false)
            }
            #expect(try Fixtures.count("users", in: store.database) == 0)
            let reports = try DataCopy(from: source, to: store.database).run(replace: true)
            #expect(reports.filter { !$0.matches }.isEmpty)
            #expect(try Fixtures.count("app_settings", in: store.database) == 1)
        }
    }

    @Test("databases at different migrations are refused")
    func refusesOtherSchemas() throws {
        let source = try Self.migrated()
        let target = try SQLiteDatabase(configuration: .memory)
        try Migrator(migrations: Array(FoodlyMigrations.all.prefix(2)), clock: { Fixtures.fixedDate }).migrate(target)
        #expect(throws: DataCopy.Refusal.self) { try DataCopy(from: source, to: target).run(replace: true) }
    }
}
