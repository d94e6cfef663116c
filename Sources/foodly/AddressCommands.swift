import FoodlyApp
import FoodlyCLI
import FoodlyCore
import Foundation

/// `foodly import-addresses FILE`.
struct AddressCommands {
    let invocation: Invocation

    /// Streams an address file into the address table, with progress on standard error once the import has
    /// taken a second, and a summary of the rows left out; a file that cannot be used writes nothing.
    func importAddresses() throws {
        let path = invocation.arguments[0]
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        let start = Date()
        var lastShown = start
        var shown = false
        let summary: AddressImportSummary
        do {
            summary = try AddressImporter(environment: AppEnvironment(database: database)).importFile(at: path) {
                progress in
                let now = Date()
                guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastShown) >= 0.25 else { return }
                lastShown = now
                shown = true
                FileHandle.standardError.write(Data(("\r" + Self.progressLine(progress)).utf8))
            }
        } catch let error as AddressError {
            if shown { FileHandle.standardError.write(Data("\n".utf8)) }
            throw CommandFailure("\(path) was not imported (nothing was written): \(error.message)")
        }
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
        print(
            "Imported \(summary.imported) of \(summary.rows) address row(s) from \(path) in "
                + String(format: "%.1f", Date().timeIntervalSince(start)) + " s.")
        if summary.skipped > 0 {
            print("Left out \(summary.skipped) row(s):")
            for line in summary.problemLines { print("  \(line)") }
        }
    }

    /// "import-addresses: 1.2 GB of 2.0 GB (60%), 21,000,000 rows, 20,950,000 imported".
    static func progressLine(_ progress: AddressImporter.Progress) -> String {
        let read = ByteCountFormatter.string(fromByteCount: progress.bytesRead, countStyle: .file)
        var line = "import-addresses: \(read)"
        if let total = progress.totalBytes, total > 0 {
            line +=
                " of " + ByteCountFormatter.string(fromByteCount: total, countStyle: .file)
                + " (\(progress.bytesRead * 100 / total)%)"
        }
        return line + ", \(progress.rows) rows, \(progress.imported) imported"
    }
}
