/// The schema of the Foodly database, as an ordered list of migrations.
///
/// Append new migrations at the end; never edit or reorder released ones.
public enum FoodlyMigrations {
    /// Every migration, in the order they are applied.
    public static let all: [Migration] = [
        createAppSettings
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
}
