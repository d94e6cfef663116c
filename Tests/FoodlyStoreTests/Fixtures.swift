import FoodlyStore
import Foundation

/// Schema and helpers shared by the store contract tests.
enum Fixtures {
    /// 2024-05-06T07:08:09Z, the time every test migrator records.
    static let fixedDate = Date(timeIntervalSince1970: 1_714_979_289)

    static func migrator(_ migrations: [Migration]) -> Migrator {
        Migrator(migrations: migrations, clock: { fixedDate })
    }

    /// The production migrations followed by tables for the tests.
    static let schema: [Migration] = FoodlyMigrations.all + [testTables]

    static let testTables = Migration(
        name: "9001_test_tables",
        sqlite: [
            """
            CREATE TABLE samples (
                id INTEGER PRIMARY KEY,
                i BIGINT, j BIGINT, r DOUBLE PRECISION, t TEXT, b BLOB, flag INTEGER
            )
            """,
            "CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
            """
            CREATE TABLE children (
                id INTEGER PRIMARY KEY,
                parent_id INTEGER NOT NULL REFERENCES parents (id),
                quantity INTEGER NOT NULL CONSTRAINT quantity_positive CHECK (quantity > 0)
            )
            """,
        ],
        postgres: [
            """
            CREATE TABLE samples (
                id BIGINT PRIMARY KEY,
                i BIGINT, j BIGINT, r DOUBLE PRECISION, t TEXT, b BYTEA, flag INTEGER
            )
            """,
            "CREATE TABLE parents (id BIGINT PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
            """
            CREATE TABLE children (
                id BIGINT PRIMARY KEY,
                parent_id BIGINT NOT NULL REFERENCES parents (id),
                quantity INTEGER NOT NULL CONSTRAINT quantity_positive CHECK (quantity > 0)
            )
            """,
        ]
    )

    /// The number of rows in a table.
    static func count(_ table: String, in database: any Database) throws -> Int {
        try database.read { connection in
            try connection.queryOne("SELECT COUNT(*) AS n FROM \(table)", [])?.int("n") ?? 0
        }
    }

    /// Whether a table exists, asked through the dialect's catalogue.
    static func tableExists(_ table: String, in database: any Database) throws -> Bool {
        try database.read { connection in
            let sql: String
            switch database.dialect {
            case .sqlite: sql = "SELECT name FROM sqlite_master WHERE type = 'table' AND name = $1"
            case .postgres: sql = "SELECT 1 AS found WHERE to_regclass($1) IS NOT NULL"
            }
            return try connection.queryOne(sql, [.text(table)]) != nil
        }
    }
}

/// An error a test body throws on purpose.
struct Deliberate: Error, Equatable {}
