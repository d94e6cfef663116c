import FoodlyCLI
import FoodlyStore
import Foundation

/// `foodly copy-data --from sqlite:PATH --to postgres://… [--force]`: moves an embedded deployment to PostgreSQL.
struct CopyDataCommand {
    let invocation: Invocation

    func run() throws {
        let from = try invocation.required("--from")
        let to = try invocation.required("--to")
        guard from != to else { throw invocation.usageError("--from and --to name the same database.") }
        let migrator = Migrator(migrations: FoodlyMigrations.all, clock: { Date() })
        let source = try DatabaseOptions.open(from)
        defer { source.close() }
        let target = try DatabaseOptions.open(to)
        defer { target.close() }
        try migrator.migrate(source)
        try migrator.migrate(target)
        print("Copying \(DatabaseOptions.redacted(from)) to \(DatabaseOptions.redacted(to))…")
        let reports: [DataCopy.TableReport]
        do {
            reports = try DataCopy(from: source, to: target).run(replace: invocation.has("--force")) { table, rows in
                print("  \(table): \(rows) row\(rows == 1 ? "" : "s") copied")
            }
        } catch let refusal as DataCopy.Refusal {
            throw CommandFailure("nothing was copied: \(refusal.description)")
        }
        print("Checking…")
        for report in reports {
            let checksum = String(report.sourceChecksum, radix: 16)
            let verdict = report.matches ? "ok" : "MISMATCH (target \(report.targetRows) rows)"
            print(
                "  \(report.table.padding(toLength: 20, withPad: " ", startingAt: 0))\(report.rows) rows  "
                    + "checksum \(checksum)  \(verdict)")
        }
        guard reports.allSatisfy(\.matches) else {
            throw CommandFailure("the copy does not match the source; see the tables marked MISMATCH.")
        }
        print("Done: \(reports.reduce(0) { $0 + $1.rows }) rows in \(reports.count) tables, every checksum matches.")
    }
}
