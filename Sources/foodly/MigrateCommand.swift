/// `foodly migrate`: applies pending schema migrations and reports them.
struct MigrateCommand {
    let arguments: Arguments
    let environment: [String: String]

    func run() throws {
        let options = DatabaseOptions(arguments: arguments, environment: environment)
        let (database, applied) = try options.openAndMigrate()
        database.close()
        if applied.isEmpty {
            print("Database \(options.displayName) is up to date.")
        } else {
            print("Applied \(applied.count) migration(s) to \(options.displayName): \(applied.joined(separator: ", "))")
        }
    }
}
