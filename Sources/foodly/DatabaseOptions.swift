import FoodlyApp
import FoodlyCLI
import FoodlyStore
import Foundation

/// Opens the database named by `--db` (or `FOODLY_DATABASE_URL`, then `FOODLY_DB`) and brings its schema up to date.
///
/// A `postgres://` or `postgresql://` URL opens PostgreSQL; anything else is a SQLite file path, optionally
/// written `sqlite:PATH`. The default is the SQLite file `data/foodly.sqlite`.
struct DatabaseOptions {
    /// Where the data lives, as given.
    let location: String

    /// Reads `--db` with the fallbacks its declaration gives (`Command.databaseOption`).
    init(invocation: Invocation) throws {
        location = try invocation.required("--db")
    }

    /// The location for messages, with any password hidden.
    var displayName: String { Self.redacted(location) }

    /// Opens the database, applies pending migrations and puts back any missing append-only guard; returns it with
    /// the names applied.
    func openAndMigrate() throws -> (database: any Database, applied: [String]) {
        let database = try Self.open(location)
        let applied = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
        try FoodlyMigrations.restoreGuards(database)
        return (database, applied)
    }

    /// The catalog file `foodly serve` starts from and keeps current: `given` (`--catalog-file`; `off` for none),
    /// else the SQLite file's path with `.catalog` added, else none (PostgreSQL: each process names its own).
    func catalogFile(given: String?) -> CatalogFile? {
        if let given { return given == "off" ? nil : CatalogFile(path: given) }
        return sqlitePath.map { CatalogFile(path: $0 + ".catalog") }
    }

    /// The vault bank details are sealed with: the key in `given` (`--bank-key-file`), which must exist; else the
    /// SQLite file's path with `.bank-key` added, made with a new key on first use; else none (PostgreSQL without
    /// the flag: bank details and payouts are off).
    func bankVault(given: String?) throws -> BankVault? {
        if let given { return try BankVault.load(keyFile: given, create: false) }
        return try sqlitePath.map { try BankVault.load(keyFile: $0 + ".bank-key", create: true) }
    }

    /// The SQLite file the location names, or nil for a PostgreSQL URL.
    var sqlitePath: String? { Self.sqlitePath(location) }

    /// Opens a database by URL or SQLite path, without migrating it.
    static func open(_ location: String) throws -> any Database {
        guard let path = sqlitePath(location) else {
            return try PostgresDatabase(configuration: PostgresConfiguration(url: location))
        }
        return try SQLiteDatabase(configuration: .file(path))
    }

    /// The SQLite file a location names (`PATH` or `sqlite:PATH`), or nil for a PostgreSQL URL.
    static func sqlitePath(_ location: String) -> String? {
        guard !PostgresConfiguration.isURL(location) else { return nil }
        return location.hasPrefix("sqlite:") ? String(location.dropFirst("sqlite:".count)) : location
    }

    /// A location for messages: a PostgreSQL URL with its password as `***`, a path as it is.
    static func redacted(_ location: String) -> String {
        PostgresConfiguration.isURL(location) ? PostgresConfiguration(url: location).redactedURL : location
    }
}
