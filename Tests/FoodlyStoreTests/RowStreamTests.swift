import FoodlyStore
import Testing

@Suite("Rows one at a time")
struct RowStreamTests {
    struct Stop: Error {}

    @Test("forEachRow gives the rows query gives, in order", arguments: StoreFactory.all)
    func sameRowsInOrder(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try Self.addParents(60, to: store.database)
            try store.database.read { connection in
                let sql = "SELECT id, name FROM parents WHERE id > $1 ORDER BY id DESC"
                var streamed: [Row] = []
                try connection.forEachRow(sql, [5]) { streamed.append($0) }
                #expect(streamed == (try connection.query(sql, [5])))
                #expect(streamed.count == 55)
                #expect(try streamed.first?.string("name") == "p60")
                var none = 0
                try connection.forEachRow(sql, [100]) { _ in none += 1 }
                #expect(none == 0)
            }
        }
    }

    @Test(
        "an error thrown for a row stops the rows and reaches the caller; the statement runs again whole",
        arguments: StoreFactory.all)
    func errorStops(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try Self.addParents(10, to: store.database)
            try store.database.read { connection in
                let sql = "SELECT id FROM parents ORDER BY id"
                var seen: [Int] = []
                #expect(throws: Stop.self) {
                    try connection.forEachRow(sql, []) { row in
                        seen.append(try row.int("id"))
                        if seen.count == 3 { throw Stop() }
                    }
                }
                #expect(seen == [1, 2, 3])
                var again = 0
                try connection.forEachRow(sql, []) { _ in again += 1 }
                #expect(again == 10)
            }
        }
    }

    /// Parents 1 to `count`, named p1, p2 …
    private static func addParents(_ count: Int, to database: any Database) throws {
        try database.write { connection in
            for id in 1...count {
                try connection.execute(
                    "INSERT INTO parents (id, name) VALUES ($1, $2)", .integer(Int64(id)), .text("p\(id)"))
            }
        }
    }
}
