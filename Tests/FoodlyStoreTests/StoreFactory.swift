import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Opens a fresh, empty database of one implementation for one contract test.
///
/// The contract tests run over ``all``: SQLite in memory and in a file, and PostgreSQL when the run has a test
/// server (`make test` always has one, see `scripts/postgres`).
struct StoreFactory: Sendable, CustomTestStringConvertible {
    /// A short name shown in test results.
    let name: String
    /// Whether readers see the last commit while a write transaction is open (WAL, PostgreSQL).
    let readsDuringWrites: Bool
    private let makeStore: @Sendable () throws -> TestStore

    var testDescription: String { name }

    /// Every implementation the contract tests run against.
    static let all: [StoreFactory] =
        [.sqliteMemory, .sqliteFile] + (TestDatabase.postgresURL == nil ? [] : [.postgres])

    /// The implementations whose readers do not wait for an open write transaction.
    static let concurrentReadWrite: [StoreFactory] = all.filter(\.readsDuringWrites)

    static let sqliteMemory = StoreFactory(name: "SQLite in memory", readsDuringWrites: false) {
        TestStore(database: try SQLiteDatabase(configuration: .memory), reopen: nil, cleanup: {})
    }

    static let sqliteFile = StoreFactory(name: "SQLite file", readsDuringWrites: true) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("foodly-store-tests-\(UUID().uuidString)")
        let path = directory.appendingPathComponent("nested/foodly.sqlite").path
        let open: @Sendable () throws -> any Database = {
            try SQLiteDatabase(configuration: SQLiteConfiguration(location: .file(path), synchronous: .normal))
        }
        return TestStore(
            database: try open(), reopen: open,
            cleanup: { try? FileManager.default.removeItem(at: directory) })
    }

    static let postgres = StoreFactory(name: "PostgreSQL", readsDuringWrites: true) {
        let url = try TestDatabase.freshPostgresURL()
        let open: @Sendable () throws -> any Database = {
            try PostgresDatabase(configuration: PostgresConfiguration(url: url, poolSize: 6))
        }
        return TestStore(database: try open(), reopen: open, cleanup: {})
    }

    /// Opens a fresh store, runs `body` with it, then closes and deletes it.
    func withStore(_ body: (TestStore) throws -> Void) throws {
        let store = try makeStore()
        defer {
            store.database.close()
            store.cleanup()
        }
        try body(store)
    }

    /// Opens a fresh store with the test schema migrated, runs `body`, then closes and deletes it.
    func withMigratedStore(_ body: (TestStore) throws -> Void) throws {
        try withStore { store in
            try Fixtures.migrator(Fixtures.schema).migrate(store.database)
            try body(store)
        }
    }
}

/// A database opened for one test.
struct TestStore: Sendable {
    /// The database under test.
    let database: any Database
    /// Opens the same storage again after ``database`` is closed; nil when closing loses the data.
    let reopen: (@Sendable () throws -> any Database)?
    /// Deletes whatever the store left behind.
    let cleanup: @Sendable () -> Void
}
