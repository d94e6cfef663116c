/// The schema of the Foodly database, as an ordered list of migrations.
///
/// Append new migrations at the end; never edit or reorder released ones.
public enum FoodlyMigrations {
    /// Every migration, in the order they are applied.
    public static let all: [Migration] = [
        createAppSettings,
        createAccounts,
    ]

    /// `0001_create_app_settings`: a key/value table for settings that live in the database.
    public static let createAppSettings = Migration(
        name: "0001_create_app_settings",
        statements: [
            """
            CREATE TABLE app_settings (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """
        ]
    )

    /// `0002_create_accounts`: users, sessions (token hashes only) and login failures for throttling.
    public static let createAccounts = Migration(
        name: "0002_create_accounts",
        sqlite: accountStatements(real: "REAL"),
        postgres: accountStatements(real: "DOUBLE PRECISION")
    )

    private static func accountStatements(real: String) -> [String] {
        [
            """
            CREATE TABLE users (
                id TEXT PRIMARY KEY,
                full_name TEXT NOT NULL,
                email TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                phone TEXT,
                address_line1 TEXT,
                address_line2 TEXT,
                address_city TEXT,
                address_postcode TEXT,
                address_latitude \(real),
                address_longitude \(real),
                address_instructions TEXT,
                daily_kcal_target INTEGER,
                diets TEXT NOT NULL DEFAULT '',
                avoid_allergens TEXT NOT NULL DEFAULT '',
                show_calories INTEGER NOT NULL DEFAULT 1,
                role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff', 'courier', 'admin')),
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX sessions_user_id ON sessions(user_id)",
            """
            CREATE TABLE login_failures (
                scope TEXT NOT NULL,
                failed_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX login_failures_scope ON login_failures(scope, failed_at)",
        ]
    }
}
