import FoodlyCore
import FoodlyStore
import Foundation

/// Loads an address file (``AddressCSV``) into the address table, streamed a chunk at a time (a file of any size,
/// or a pipe, in bounded memory), in one transaction: rows that cannot be imported (missing values, bad
/// coordinates, duplicates…) are left out and counted; a file that cannot be read as addresses at all (no header,
/// required columns missing, a read error) writes nothing.
public struct AddressImporter: Sendable {
    /// How far an import has got.
    public struct Progress: Sendable {
        /// Bytes read.
        public let bytesRead: Int64
        /// The file's size, when it is a regular file.
        public let totalBytes: Int64?
        /// Data rows read.
        public let rows: Int
        /// Rows written.
        public let imported: Int
    }

    private let environment: AppEnvironment

    /// Creates an importer.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Imports the file at `path`, telling `progress` after every batch of rows.
    public func importFile(at path: String, progress: (Progress) -> Void = { _ in }) throws -> AddressImportSummary {
        try environment.database.write { connection in
            var reader = try LineReader(path: path, maxLineBytes: AddressCSV.maxLineBytes)
            let total = reader.size
            let queries = KnownAddressQueries(connection)
            var nextID = try queries.maxID() + 1
            var summary = AddressImportSummary()
            var header: AddressCSV.Header?
            var line = 0
            var batch: [(row: AddressCSV.Row, line: Int)] = []
            func flush(_ bytesRead: Int64) throws {
                guard !batch.isEmpty else { return }
                let written = try queries.insert(batch.map(\.row), firstID: nextID)
                for (offset, item) in batch.enumerated() where !written.contains(nextID + Int64(offset)) {
                    summary.note(.duplicate, line: item.line)
                }
                summary.imported += written.count
                nextID += Int64(batch.count)
                batch.removeAll(keepingCapacity: true)
                progress(
                    Progress(bytesRead: bytesRead, totalBytes: total, rows: summary.rows, imported: summary.imported))
            }
            try reader.forEachLine { bytes, tooLong, bytesRead in
                line += 1
                guard let header else {
                    header = try Self.header(bytes, tooLong: tooLong)
                    return true
                }
                if tooLong {
                    summary.rows += 1
                    summary.note(.tooLong, line: line)
                    return true
                }
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return true }
                summary.rows += 1
                guard let fields = AddressCSV.fields(bytes) else {
                    summary.note(.badQuoting, line: line)
                    return true
                }
                switch AddressCSV.row(fields, header) {
                case .success(let row): batch.append((row, line))
                case .failure(let problem): summary.note(problem, line: line)
                }
                if batch.count == KnownAddressQueries.rowsPerInsert { try flush(bytesRead) }
                return true
            }
            guard header != nil else { throw AddressError.unusable("\(path) is empty: it has no header row.") }
            try flush(reader.bytesRead)
            return summary
        }
    }

    /// The header row, or why the file cannot be imported.
    private static func header(_ bytes: UnsafeBufferPointer<UInt8>, tooLong: Bool) throws -> AddressCSV.Header {
        var line = Array(bytes)
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }  // a UTF-8 byte order mark
        guard !tooLong, let fields = line.withUnsafeBufferPointer(AddressCSV.fields) else {
            throw AddressError.unusable("the first line is not a header row of column names.")
        }
        let header = AddressCSV.Header(fields: fields)
        let missing = header.missing
        guard missing.isEmpty else {
            throw AddressError.unusable(
                "the header row lacks the column\(missing.count == 1 ? "" : "s") "
                    + missing.joined(separator: ", ") + " (it names: "
                    + fields.map { Text.clean($0) }.joined(separator: ", ") + ").")
        }
        return header
    }
}
