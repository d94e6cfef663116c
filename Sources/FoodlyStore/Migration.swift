/// A named, append-only schema change, with its statements written once per dialect.
///
/// Names sort in the order migrations were written (`0001_create_app_settings`, `0002_…`) and
/// never change once released. Each statement is one SQL statement; a ``Migrator`` runs all of
/// them and records the name in one transaction.
public struct Migration: Sendable, Hashable {
    /// The unique, permanent name recorded in `schema_migrations`.
    public let name: String
    /// The statements run on SQLite.
    public let sqlite: [String]
    /// The statements run on PostgreSQL.
    public let postgres: [String]

    /// Creates a migration whose SQL differs between dialects.
    public init(name: String, sqlite: [String], postgres: [String]) {
        self.name = name
        self.sqlite = sqlite
        self.postgres = postgres
    }

    /// Creates a migration whose statements are the same in every dialect.
    public init(name: String, statements: [String]) {
        self.init(name: name, sqlite: statements, postgres: statements)
    }

    /// The statements to run on a database of the given dialect.
    public func statements(for dialect: SQLDialect) -> [String] {
        switch dialect {
        case .sqlite: return sqlite
        case .postgres: return postgres
        }
    }
}
