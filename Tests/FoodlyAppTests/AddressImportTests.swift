import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// `foodly import-addresses`' importer: bad rows are left out and summed up by reason with their lines, a file that
/// cannot be used writes nothing, duplicates are found within the file and against the table, and a stream far
/// larger than memory is read with bounded memory.
@Suite("Address import")
struct AddressImportTests {
    static let header = "number,street,unit,city,postcode,latitude,longitude\n"

    /// A fresh migrated store with its services.
    struct World {
        let environment: AppEnvironment
        let importer: AddressImporter
        let addresses: AddressService

        init() throws {
            let database = try TestDatabase.migrated()
            environment = AppEnvironment(database: database)
            importer = AddressImporter(environment: environment)
            addresses = AddressService(environment: environment)
        }

        /// Imports `text` from a temporary file.
        func importText(_ text: String) throws -> AddressImportSummary {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("addresses-\(UUID()).csv")
            try Data(text.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try importer.importFile(at: file.path)
        }

        /// How many addresses the table holds.
        func count() throws -> Int {
            try environment.database.read { try KnownAddressQueries($0).page(after: 0, limit: 1000).count }
        }
    }

    @Test func missingRequiredColumnsImportNothingAndNameThem() throws {
        let world = try World()
        for text in [
            "number,street,city\n1,Baker St,San Francisco\n",
            "house,road,town,lat,lon\n1,Baker St,San Francisco,37.77,-122.44\n",
            "number;street;city;latitude;longitude\n1;Baker St;San Francisco;37.77;-122.44\n",
        ] {
            #expect(throws: AddressError.self) { try world.importText(text) }
        }
        do {
            _ = try world.importText("number,street,city\n1,Baker St,San Francisco\n")
        } catch let error as AddressError {
            #expect(error.code == "address_file_unusable")
            #expect(error.message.contains("lacks the columns latitude, longitude"))
        }
        #expect(throws: AddressError.self) { try world.importText("") }
        #expect(throws: AddressError.self) { try world.importer.importFile(at: "/nonexistent/addresses.csv") }
        #expect(try world.count() == 0, "nothing half-imported")
    }

    @Test func badRowsAreLeftOutCountedByReasonWithTheirLines() throws {
        let world = try World()
        let summary = try world.importText(
            "\u{FEFF}LAT,LON,NUMBER,STREET,UNIT,CITY,POSTCODE\n"  // any order, any case, aliases, a byte order mark
                + "37.7700,-122.4400,1,Baker St,,San Francisco,94117\n"
                + "37.7701,-122.4401,\"3\",\"Baker St, rear\",\"Apt \"\"B\"\"\",San Francisco,\n"
                + "abc,-122.44,5,Baker St,,San Francisco,\n"  // not a number
                + "91,-122.44,7,Baker St,,San Francisco,\n"  // out of range
                + "0,0,9,Baker St,,San Francisco,\n"  // null island
                + "37.77,-122.44,,Baker St,,San Francisco,\n"  // no house number
                + "37.77,-122.44,11,Baker St\n"  // fewer fields
                + "37.77,-122.44,13,\"Baker St,,San Francisco,\n"  // a quote left open
                + "37.77,-122.44,15,\(String(repeating: "x", count: 121)),,San Francisco,\n"
                + "37.7700,-122.4400,1,BAKER STREET,,san francisco,\n"  // the same address as line 2
                + "\n"
                + "37.7702,-122.4402,17,Baker St,,San Francisco,94117")  // no line break at the end
        #expect(summary.rows == 11)
        #expect(summary.imported == 3)
        #expect(summary.problems == [.badCoordinates: 3, .missingValue: 2, .badQuoting: 1, .tooLong: 1, .duplicate: 1])
        #expect(summary.examples[.badCoordinates] == [4, 5, 6])
        #expect(summary.examples[.duplicate] == [11])
        #expect(
            summary.problemLines == [
                "2 missing columns or values (lines 7, 8)", "3 bad coordinates (lines 4, 5, 6)",
                "1 values too long (line 10)", "1 broken quoting (line 9)", "1 duplicates (line 11)",
            ])
        let quoted = try world.addresses.search("3 baker st").first?.match.address
        #expect(quoted?.street == "Baker St, rear" && quoted?.unit == "Apt \"B\"")
        // Importing again adds nothing: every row is a duplicate of the table.
        let again = try world.importText(Self.header + "1,Baker St,,San Francisco,94117,37.77,-122.44\n")
        #expect(again.imported == 0 && again.problems == [.duplicate: 1])
        #expect(try world.count() == 3)
    }

    @Test func hexadecimalCoordinatesAndHiddenCharactersAreRefusedWithTheirLines() throws {
        let world = try World()
        let summary = try world.importText(
            Self.header
                + "1,Baker St,,San Francisco,,0x1A,-122.44\n"  // hexadecimal: not 26
                + "3,Baker St,,San Francisco,,37.77,-1.2e2\n"  // an exponent
                + "5,Nul\u{0} St,,San Francisco,,37.77,-122.44\n"  // not cut at the NUL
                + "7,\u{1B}[31mRed St,,San Francisco,,37.77,-122.44\n"  // an escape sequence
                + "9,Oak\u{202E}kaO St,,San Francisco,,37.77,-122.44\n"  // a right-to-left override
                + "11,Baker St,,San Francisco,,37.7705,-122.4405\n")
        #expect(summary.imported == 1)
        #expect(summary.problems == [.badCoordinates: 2, .hiddenCharacters: 3])
        #expect(summary.examples[.badCoordinates] == [2, 3] && summary.examples[.hiddenCharacters] == [4, 5, 6])
        #expect(try world.count() == 1)
    }

    @Test func aLineLongerThanTheLimitIsOneBadRowNotABuffer() throws {
        let world = try World()
        let long = "1,\(String(repeating: "Baker ", count: 2_000)),,San Francisco,,37.77,-122.44\n"
        let summary = try world.importText(Self.header + long + "2,Baker St,,San Francisco,,37.77,-122.44\n")
        #expect(summary.problems == [.tooLong: 1])
        #expect(summary.examples[.tooLong] == [2])
        #expect(summary.imported == 1)
    }

    @Test func aStreamFarLargerThanMemoryGrowthIsReadInBoundedMemory() throws {
        let world = try World()
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("addresses-\(UUID()).fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        // 400 MB through a pipe, in rows of 2,000 bytes (an extra `note` column, read and dropped): one valid address
        // every 100 rows, the others with bad coordinates (parsed and counted like any row, but not written, so the
        // test measures the streaming rather than the database).
        let blocks = 2_000
        let note = String(repeating: "n", count: 1_940)
        let bad = String(repeating: "1,Long Stream Road,,Testville,,north,-122.4,\(note)\n", count: 99)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data("number,street,unit,city,postcode,latitude,longitude,note\n".utf8))
            let badBytes = Data(bad.utf8)
            for block in 0..<blocks {
                handle.write(Data("\(block),Long Stream Road,,Testville,,37.\(1000 + block),-122.4,\(note)\n".utf8))
                handle.write(badBytes)
            }
            try? handle.close()
        }
        let rows = blocks * 100
        // Memory is sampled after every batch; what counts is the growth once the first tenth is read. The test
        // process's other suites run at the same time and allocate too (109 MB was seen in a full run), so the bound
        // is half the stream: a reader that kept what it read would grow by the 360 MB still to come.
        var settled: Int?
        var peak = 0
        var bytes: Int64 = 0
        writer.start()
        let summary = try world.importer.importFile(at: fifo) { progress in
            bytes = progress.bytesRead
            let resident = Self.residentBytes()
            if settled == nil, progress.bytesRead > 40_000_000 { settled = resident }
            peak = max(peak, resident)
        }
        #expect(summary.rows == rows)
        #expect(summary.imported == blocks)
        #expect(summary.problems == [.badCoordinates: rows - blocks])
        #expect(bytes > 350_000_000, "the stream was \(bytes) bytes")
        let growth = peak - (settled ?? peak)
        #expect(growth < 200_000_000, "resident memory grew by \(growth) bytes over a \(bytes)-byte stream")
    }

    /// This process's resident memory (VmRSS), in bytes.
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}
