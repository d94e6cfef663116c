import FoodlyStore
import Foundation

/// Opens the database named by `--db` / `FOODLY_DB` and brings its schema up to date.
struct DatabaseOptions {
    /// The SQLite file path.
    let path: String

    init(arguments: Arguments, environment: [String: String]) {
        path = arguments.value("--db", environment: "FOODLY_DB", in: environment) ?? "data/foodly.sqlite"
    }

    /// Opens the database and applies pending migrations; returns it with the names applied.
    func openAndMigrate() throws -> (database: any Database, applied: [String]) {
        let database = try SQLiteDatabase(configuration: .file(path))
        let applied = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
        return (database, applied)
    }
}
