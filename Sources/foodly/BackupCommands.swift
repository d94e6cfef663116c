import FoodlyCLI
import FoodlyStore
import Foundation

/// `foodly backup --to FILE` and `foodly restore --from FILE`: SQLite files through SQLite's online backup API.
///
/// PostgreSQL has its own tools, `pg_dump` and `pg_restore` (docs/DEPLOYMENT.md, "Backups"); for a `postgres://`
/// `--db` these commands name them and exit with the usage status rather than half-do their job.
struct BackupCommands {
    let invocation: Invocation

    /// Writes the backup, then reports its check.
    func backup() throws {
        let destination = try invocation.required("--to")
        let source = try sqlitePath(instead: "pg_dump -Fc -d URL -f \(destination)")
        print("Backing up \(source) to \(destination)…")
        let report = try refusedPlainly {
            try SQLiteBackup.backup(
                database: source, to: destination, replace: invocation.has("--force"), progress: Self.progress())
        }
        print("Checked: integrity ok, \(Self.migrations(report)) as in \(source).")
        print("Done: \(Self.size(report)) in \(destination).")
    }

    /// Replaces the database with the backup, then reports its check.
    func restore() throws {
        let backup = try invocation.required("--from")
        let target = try sqlitePath(instead: "pg_restore --no-owner -d URL \(backup)")
        print("Restoring \(backup) into \(target)…")
        let report = try refusedPlainly {
            try SQLiteBackup.restore(
                backup: backup, to: target, replace: invocation.has("--force"), progress: Self.progress())
        }
        print("Checked: integrity ok, \(Self.migrations(report)), all known to this build.")
        if report.migrations.contains(FoodlyMigrations.addCatalogOrigin.name) {
            // The database goes on from the backup's version with other changes than a catalog file may hold.
            let database = try DatabaseOptions.open(target)
            defer { database.close() }
            try database.write { try CatalogQueries($0).renewOrigin() }
        }
        let behind = FoodlyMigrations.all.count - report.migrations.count
        if behind > 0 {
            print(
                "The backup is \(behind) migration(s) behind this build: foodly serve (or foodly migrate) applies them."
            )
        }
        print("Done: \(target) now holds the backup, \(Self.size(report)).")
    }

    /// The SQLite file `--db` names; a PostgreSQL URL is a usage error that names the PostgreSQL tool to use.
    private func sqlitePath(instead tool: String) throws -> String {
        let options = try DatabaseOptions(invocation: invocation)
        guard let path = options.sqlitePath else {
            throw invocation.usageError(
                "\(options.displayName) is PostgreSQL, which this command does not copy; use \(tool) "
                    + "(see Backups in docs/DEPLOYMENT.md).")
        }
        return path
    }

    /// Runs `body`, turning a refusal into a failure that says nothing was written.
    private func refusedPlainly(_ body: () throws -> SQLiteBackup.Report) throws -> SQLiteBackup.Report {
        do {
            return try body()
        } catch let refusal as SQLiteBackup.Refusal {
            throw CommandFailure("nothing was written: \(refusal.description)")
        }
    }

    /// Progress on standard error, once per tenth, for databases that take more than one step to copy.
    private static func progress() -> (Int, Int) -> Void {
        var shown = 0
        return { copied, total in
            let tenth = total > 0 ? copied * 10 / total : 10
            guard copied < total || shown > 0, tenth > shown else { return }
            shown = tenth
            FileHandle.standardError.write(
                Data("  \(copied) of \(total) pages copied (\(copied * 100 / total)%)\n".utf8))
        }
    }

    /// `12 migrations (the last 0012_…)`.
    private static func migrations(_ report: SQLiteBackup.Report) -> String {
        "\(report.migrations.count) migration(s) (the last \(report.migrations.last ?? "none"))"
    }

    /// `4096 pages (16.0 MB), 610 rows in 20 tables`.
    private static func size(_ report: SQLiteBackup.Report) -> String {
        let megabytes = String(format: "%.1f", Double(report.bytes) / 1_000_000)
        let rows = report.rows.values.reduce(0, +)
        return "\(report.pages) pages (\(megabytes) MB), \(rows) rows in \(report.rows.count) tables"
    }
}
