import Foundation
import Synchronization

@testable import FoodlyStore

/// Migrated PostgreSQL schemas for the tests, each used again once the test that had it has let its database go.
///
/// Creating and migrating a schema costs the server about half a second of CPU (its DDL), and the PostgreSQL pass
/// opens several hundred; emptying a used one costs it a few milliseconds. A schema is emptied when it is handed out
/// again: every table's rows deleted, then the rows and sequence positions of a template schema (migrated once per
/// process, never handed out) copied in, and a new origin given to the catalog's history, so a test sees what
/// migrating a new schema would give it. A schema whose tables differ from the template's (a test changed them) is
/// not used again.
final class PostgresSchemaPool: Sendable {
    /// The pool of this test process.
    static let shared = PostgresSchemaPool()

    private struct Template {
        let schema: String
        let tables: Set<String>
        /// Tables the migrations put rows in.
        let seeded: [String]
        let sequences: [String]
    }

    private let state = Mutex<(template: Template?, free: [String], admin: PostgresDatabase?)>((nil, [], nil))

    /// A migrated, otherwise empty schema's database, given back to the pool when it is deinitialised.
    func lease() throws -> any Database {
        let template = try self.template()
        var schema: String?
        while schema == nil, let reused = state.withLock({ $0.free.popLast() }) {
            schema = (try? empty(reused, like: template)) == true ? reused : nil
        }
        let leased = try schema ?? migratedSchema()
        let database = try PostgresDatabase(
            configuration: PostgresConfiguration(url: try TestDatabase.url(of: leased), poolSize: 4))
        return LeasedDatabase(base: database) { [self] in
            state.withLock { $0.free.append(leased) }
        }
    }

    /// A connection to the test server's database itself, for creating and emptying schemas.
    func admin() throws -> PostgresDatabase {
        if let admin = state.withLock({ $0.admin }) { return admin }
        let admin = try PostgresDatabase(
            configuration: PostgresConfiguration(url: try TestDatabase.serverURL(), poolSize: 2))
        return state.withLock { state in
            if let existing = state.admin { return existing }
            state.admin = admin
            return admin
        }
    }

    private func migratedSchema() throws -> String {
        let schema = try TestDatabase.newSchema()
        let database = try PostgresDatabase(
            configuration: PostgresConfiguration(url: try TestDatabase.url(of: schema), poolSize: 1))
        defer { database.close() }
        try TestDatabase.migrate(database)
        return schema
    }

    private func template() throws -> Template {
        if let template = state.withLock({ $0.template }) { return template }
        let schema = try migratedSchema()
        let template = try admin().read { connection in
            let tables = try connection.query(
                "SELECT tablename FROM pg_tables WHERE schemaname = $1", [.text(schema)]
            ).map { try $0.string("tablename") }
            let seeded = try tables.filter { table in
                !(try connection.query("SELECT 1 FROM \(schema).\(table) LIMIT 1", []).isEmpty)
            }
            let sequences = try connection.query(
                "SELECT sequencename FROM pg_sequences WHERE schemaname = $1", [.text(schema)]
            ).map { try $0.string("sequencename") }
            return Template(schema: schema, tables: Set(tables), seeded: seeded, sequences: sequences)
        }
        return state.withLock { state in
            if let existing = state.template { return existing }
            state.template = template
            return template
        }
    }

    /// Makes `schema` what migrating it anew would; false when its tables are not the template's.
    private func empty(_ schema: String, like template: Template) throws -> Bool {
        try admin().write { connection in
            let tables = try connection.query(
                "SELECT tablename FROM pg_tables WHERE schemaname = $1", [.text(schema)]
            ).map { try $0.string("tablename") }
            guard Set(tables) == template.tables else { return false }
            // Foreign keys and triggers are the template's own; skipped while the rows are replaced.
            _ = try connection.execute("SET LOCAL session_replication_role = replica", [])
            for table in template.tables.sorted() where table != "schema_migrations" {
                _ = try connection.execute("DELETE FROM \(schema).\(table)", [])
            }
            for table in template.seeded where table != "schema_migrations" {
                _ = try connection.execute(
                    "INSERT INTO \(schema).\(table) SELECT * FROM \(template.schema).\(table)", [])
            }
            // A migration gives each database's catalog history a random origin of its own.
            _ = try connection.execute(
                "UPDATE \(schema).catalog_version SET origin = \(CatalogQueries.newOrigin(.postgres))", [])
            for sequence in template.sequences {
                _ = try connection.query(
                    "SELECT setval('\(schema).\(sequence)', last_value, is_called) FROM \(template.schema).\(sequence)",
                    [])
            }
            return true
        }
    }
}

/// A pooled schema's database: forwards everything to `base`, and gives the schema back when nothing holds it.
private final class LeasedDatabase: Database {
    private let base: PostgresDatabase
    private let giveBack: @Sendable () -> Void

    init(base: PostgresDatabase, giveBack: @escaping @Sendable () -> Void) {
        self.base = base
        self.giveBack = giveBack
    }

    deinit {
        base.close()
        giveBack()
    }

    var dialect: SQLDialect { base.dialect }
    var broadcast: (any DatabaseBroadcast)? { base.broadcast }

    func read<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T { try base.read(body) }
    func queryOnce(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] { try base.queryOnce(sql, parameters) }
    func write<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T { try base.write(body) }
    func close() { base.close() }
}
