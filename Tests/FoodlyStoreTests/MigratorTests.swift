import FoodlyStore
import Testing

@Suite("Migrations")
struct MigratorTests {
    @Test("a migration is applied exactly once", arguments: StoreFactory.all)
    func appliedOnce(factory: StoreFactory) throws {
        try factory.withStore { store in
            let migrator = Fixtures.migrator(Fixtures.schema)
            let first = try migrator.migrate(store.database)
            #expect(first == Fixtures.schema.map(\.name))
            let second = try migrator.migrate(store.database)
            #expect(second.isEmpty)
            #expect(try Fixtures.tableExists("app_settings", in: store.database))
            let rows = try store.database.read { connection in
                try connection.query("SELECT name, applied_at FROM schema_migrations ORDER BY name")
            }
            #expect(try rows.map { try $0.string("name") } == Fixtures.schema.map(\.name).sorted())
            #expect(try rows.allSatisfy { try $0.string("applied_at") == "2024-05-06T07:08:09Z" })
            #expect(try migrator.appliedMigrationNames(in: store.database) == Fixtures.schema.map(\.name).sorted())
        }
    }

    @Test(
        "servers starting together on a new database apply each migration once",
        arguments: StoreFactory.all.filter(\.readsDuringWrites))
    func concurrentFirstRuns(factory: StoreFactory) throws {
        try factory.withStore { store in
            guard let reopen = store.reopen else { return }
            let workers = (0..<6).map { _ in
                BackgroundWork {
                    let database = try reopen()
                    defer { database.close() }
                    try Fixtures.migrator(Fixtures.schema).migrate(database)
                }
            }
            for worker in workers { try worker.wait() }
            let names = try Fixtures.migrator(Fixtures.schema).appliedMigrationNames(in: store.database)
            #expect(names == Fixtures.schema.map(\.name).sorted())
        }
    }

    @Test("the first migration creates a usable app_settings table", arguments: StoreFactory.all)
    func appSettings(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                try connection.execute(
                    "INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, $3)",
                    "site.name", "Foodly", "2024-05-06T07:08:09Z")
            }
            let value = try store.database.read { connection in
                try connection.queryOne("SELECT value FROM app_settings WHERE key = $1", "site.name")?.string("value")
            }
            #expect(value == "Foodly")
        }
    }

    @Test("migrating puts back an append-only guard that was dropped", arguments: StoreFactory.all)
    func droppedGuardsAreRestored(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let database = store.database
            func guards() throws -> Set<String> {
                let query =
                    database.dialect == .sqlite
                    ? "SELECT name FROM sqlite_master WHERE type = 'trigger'"
                    : """
                    SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
                    """
                return Set(try database.read { try $0.query(query, []) }.map { try $0.string("name") })
            }
            let both: Set = [
                "audit_log_append_only", "ledger_entries_append_only", "ledger_postings_append_only",
                "ledger_entries_balanced", "ledger_postings_open",
            ]
            #expect(try guards().isSuperset(of: both))
            try database.write { connection in
                try connection.execute(
                    database.dialect == .sqlite
                        ? "DROP TRIGGER ledger_entries_balanced"
                        : "DROP TRIGGER ledger_entries_balanced ON ledger_entries",
                    [])
            }
            #expect(try !guards().contains("ledger_entries_balanced"))
            try FoodlyMigrations.restoreGuards(database)
            try FoodlyMigrations.restoreGuards(database)
            #expect(try guards().isSuperset(of: both), "put back, and running it twice changes nothing")
        }
    }

    @Test("a failing migration leaves neither its effects nor a record", arguments: StoreFactory.all)
    func failedMigrationRollsBack(factory: StoreFactory) throws {
        try factory.withStore { store throws in
            let broken = Migration(
                name: "9999_broken",
                statements: [
                    "CREATE TABLE half_done (id INTEGER PRIMARY KEY)",
                    "CREATE TABLE oops (id INTEGER PRIMARY KEY,",
                ])
            let migrator = Fixtures.migrator(FoodlyMigrations.all + [broken])
            #expect {
                try migrator.migrate(store.database)
            } throws: { error in
                guard case StoreError.migrationFailed(let name, _) = error else { return false }
                return name == "9999_broken"
            }
            #expect(try Fixtures.tableExists("half_done", in: store.database) == false)
            #expect(try Fixtures.tableExists("app_settings", in: store.database))
            #expect(try migrator.appliedMigrationNames(in: store.database) == FoodlyMigrations.all.map(\.name))
        }
    }

    @Test("a database with a migration the code does not know is refused", arguments: StoreFactory.all)
    func unknownMigrationRefused(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let older = Fixtures.migrator(FoodlyMigrations.all)
            #expect(throws: StoreError.unknownMigrations(["9001_test_tables"])) {
                try older.migrate(store.database)
            }
        }
    }

    @Test("duplicate migration names are refused before anything runs", arguments: StoreFactory.all)
    func duplicateNamesRefused(factory: StoreFactory) throws {
        try factory.withStore { store throws in
            let twice = Fixtures.migrator(FoodlyMigrations.all + FoodlyMigrations.all)
            #expect(throws: StoreError.self) {
                try twice.migrate(store.database)
            }
            #expect(try Fixtures.tableExists("app_settings", in: store.database) == false)
        }
    }

    @Test("a fresh database has no applied migrations")
    func freshDatabase() throws {
        try StoreFactory.sqliteMemory.withStore { store throws in
            #expect(try Fixtures.migrator(FoodlyMigrations.all).appliedMigrationNames(in: store.database).isEmpty)
        }
    }
}
