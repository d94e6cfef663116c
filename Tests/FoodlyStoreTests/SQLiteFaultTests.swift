import CSQLite
import Foundation
import Testing

@testable import FoodlyStore

/// A database that cannot take writes (a full disk, a read-only file): the write fails whole as
/// ``StoreError/notWritable(_:)``, reads go on, and writing works again once there is room, without reopening.
@Suite("SQLite: full disk and read-only file")
struct SQLiteFaultTests {
    static let sqlite: [StoreFactory] = [.sqliteMemory, .sqliteFile]

    /// A row that fits in a page already there, then one too big for the room left: the second fails part-way
    /// through the transaction.
    private static func writeTwoRows(_ database: any Database, first: Int) throws {
        try database.write { connection in
            try connection.execute("INSERT INTO samples (id, t) VALUES ($1, 'small')", [.integer(Int64(first))])
            try connection.execute(
                "INSERT INTO samples (id, b) VALUES ($1, $2)",
                [.integer(Int64(first + 1)), .blob(Array(repeating: 7, count: 1 << 20))])
        }
    }

    private static func maxPageCount(_ database: any Database, _ pages: String) throws {
        try database.write { try $0.execute("PRAGMA max_page_count = \(pages)", []) }
    }

    @Test(
        "a write that runs out of room rolls back whole; reads go on; the same write succeeds once there is room",
        arguments: sqlite)
    func fullDisk(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let database = store.database
            try database.write { try $0.execute("INSERT INTO samples (id, t) VALUES (1, 'before')", []) }
            // SQLITE_FULL as a full disk gives it: the database may not grow past the pages it has.
            let pages = try database.read { try $0.queryOne("PRAGMA page_count", [])?.int("page_count") ?? 0 }
            try Self.maxPageCount(database, String(pages))
            #expect {
                try Self.writeTwoRows(database, first: 10)
            } throws: { error in
                guard case StoreError.notWritable(let message) = error else { return false }
                return message.contains("full")
            }
            #expect(try Fixtures.count("samples", in: database) == 1, "the small row went with the big one")
            let before = try database.read { try $0.queryOne("SELECT t FROM samples WHERE id = 1", [])?.string("t") }
            #expect(before == "before")
            try Self.maxPageCount(database, "1073741823")
            try Self.writeTwoRows(database, first: 10)
            #expect(try Fixtures.count("samples", in: database) == 3)
        }
    }

    @Test("disk-full, read-only and failed-write codes are notWritable; a write on a query-only reader is a bug")
    func codes() {
        func mapped(_ code: Int32, readOnlyFile: Bool = false) -> StoreError {
            StoreError.sqlite(code: code, message: "m", fileIsReadOnly: readOnlyFile)
        }
        #expect(mapped(SQLITE_FULL) == .notWritable("m [code 13]"))
        #expect(mapped(SQLITE_READONLY, readOnlyFile: true) == .notWritable("m [code 8]"))
        #expect(mapped(SQLITE_READONLY | (6 << 8)) == .notWritable("m [code 1544]"), "SQLITE_READONLY_DBMOVED")
        #expect(mapped(SQLITE_IOERR | (3 << 8)) == .notWritable("m [code 778]"), "SQLITE_IOERR_WRITE: EROFS, EPERM")
        #expect(mapped(SQLITE_IOERR | (4 << 8)) == .notWritable("m [code 1034]"), "SQLITE_IOERR_FSYNC")
        #expect(mapped(SQLITE_IOERR | (1 << 8)) == .io("m [code 266]"), "SQLITE_IOERR_READ")
        #expect(mapped(SQLITE_READONLY) == .database("m [code 8]"), "query_only: writing through a reader")
    }

    @Test("a write through a reader stays an error of the code, not an outage", arguments: sqlite)
    func writeOnReader(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            #expect {
                try store.database.read { try $0.execute("INSERT INTO samples (id) VALUES (1)", []) }
            } throws: { error in
                guard case StoreError.database = error else { return false }
                return true
            }
        }
    }
}
