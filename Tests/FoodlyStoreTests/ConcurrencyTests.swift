import Dispatch
import FoodlyStore
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test(
        "a reader sees the last commit while a write transaction is open", arguments: StoreFactory.concurrentReadWrite)
    func readDuringWrite(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let database = store.database
            try database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (1, 'committed')") }
            let written = DispatchSemaphore(value: 0)
            let readFinished = DispatchSemaphore(value: 0)
            let writer = BackgroundWork {
                try database.write { connection in
                    try connection.execute("INSERT INTO parents (id, name) VALUES (2, 'pending')")
                    try connection.execute("UPDATE parents SET name = 'changed' WHERE id = 1")
                    written.signal()
                    try readFinished.waitOrThrow()
                }
            }
            try written.waitOrThrow()
            let during = Result { try Self.names(in: database) }
            readFinished.signal()
            try writer.wait()
            #expect(try during.get() == ["committed"])
            #expect(try Self.names(in: database) == ["changed", "pending"])
        }
    }

    @Test("reads run at the same time on several threads", arguments: StoreFactory.all)
    func parallelReads(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let database = store.database
            try database.write { connection in
                for id in 1...100 {
                    try connection.execute("INSERT INTO samples (id, i) VALUES ($1, $1)", [SQLValue(id)])
                }
            }
            // Two readers that each wait, inside their read, for the other: only parallel reads finish.
            let firstInside = DispatchSemaphore(value: 0)
            let secondInside = DispatchSemaphore(value: 0)
            let first = BackgroundWork {
                try database.read { _ in
                    firstInside.signal()
                    try secondInside.waitOrThrow()
                }
            }
            let second = BackgroundWork {
                try database.read { _ in
                    secondInside.signal()
                    try firstInside.waitOrThrow()
                }
            }
            try first.wait()
            try second.wait()
            // More threads than pooled readers: the extra ones wait their turn.
            let readers = (0..<8).map { _ in
                BackgroundWork {
                    for _ in 0..<25 {
                        let row = try database.read {
                            try $0.queryOne("SELECT COUNT(*) AS n, SUM(i) AS total FROM samples")
                        }
                        guard try row?.int("n") == 100, try row?.int("total") == 5050 else {
                            throw StoreError.database("unexpected aggregate \(String(describing: row))")
                        }
                    }
                }
            }
            for reader in readers {
                try reader.wait()
            }
        }
    }

    @Test("readers see whole transactions while a writer keeps committing", arguments: StoreFactory.concurrentReadWrite)
    func snapshotsDuringWrites(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let database = store.database
            let writer = BackgroundWork {
                for pair in 0..<40 {
                    try database.write { connection in
                        try connection.execute("INSERT INTO samples (id, i) VALUES ($1, 1)", [SQLValue(pair * 2)])
                        try connection.execute("INSERT INTO samples (id, i) VALUES ($1, 1)", [SQLValue(pair * 2 + 1)])
                    }
                }
            }
            let readers = (0..<4).map { _ in
                BackgroundWork {
                    for _ in 0..<40 {
                        let (first, second) = try database.read { connection in
                            let count: SQL = "SELECT COUNT(*) AS n FROM samples"
                            return (try connection.queryOne(count)?.int("n"), try connection.queryOne(count)?.int("n"))
                        }
                        guard let first, first % 2 == 0, first == second else {
                            throw StoreError.database("saw a partial transaction: \(String(describing: first))")
                        }
                    }
                }
            }
            try writer.wait()
            for reader in readers {
                try reader.wait()
            }
            #expect(try Fixtures.count("samples", in: database) == 80)
        }
    }

    private static func names(in database: any Database) throws -> [String] {
        try database.read { connection in
            try connection.query("SELECT name FROM parents ORDER BY id").map { try $0.string("name") }
        }
    }
}
