import FoodlyCLI

/// `foodly migrate`: applies pending schema migrations and reports them.
struct MigrateCommand {
    let invocation: Invocation

    func run() throws {
        let options = try DatabaseOptions(invocation: invocation)
        let (database, applied) = try options.openAndMigrate()
        database.close()
        if applied.isEmpty {
            print("Database \(options.displayName) is up to date.")
        } else {
            print("Applied \(applied.count) migration(s) to \(options.displayName): \(applied.joined(separator: ", "))")
        }
    }
}
