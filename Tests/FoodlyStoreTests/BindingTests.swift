import FoodlyStore
import Testing

@Suite("Binding and placeholders")
struct BindingTests {
    struct Sample: Sendable {
        let integer: Int64?
        let real: Double?
        let text: String?
        let blob: [UInt8]?
    }

    static let samples: [Sample] = [
        Sample(integer: nil, real: nil, text: nil, blob: nil),
        Sample(integer: .min, real: -1.5e300, text: "", blob: []),
        Sample(integer: .max, real: .greatestFiniteMagnitude, text: "Crème brûlée 🍮 — 日本語 👩🏽‍🍳", blob: [0, 1, 2, 255]),
        Sample(integer: 0, real: 0.1, text: "it's \"quoted\" \\ $1 ?1 :x @y %\t\r\n", blob: Array(0...255)),
        Sample(integer: -1, real: .pi, text: String(repeating: "ü", count: 10_000), blob: [0]),
        Sample(
            integer: 42, real: .leastNonzeroMagnitude, text: "\u{FEFF}zero width\u{200B}",
            blob: [UInt8](repeating: 0xAB, count: 70_000)),
    ]

    @Test("values round-trip with their types", arguments: StoreFactory.all)
    func roundTrip(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                for (id, sample) in Self.samples.enumerated() {
                    try connection.execute(
                        "INSERT INTO samples (id, i, r, t, b) VALUES ($1, $2, $3, $4, $5)",
                        [
                            SQLValue(id), SQLValue(sample.integer), SQLValue(sample.real), SQLValue(sample.text),
                            SQLValue(sample.blob),
                        ])
                }
            }
            let rows = try store.database.read { try $0.query("SELECT id, i, r, t, b FROM samples ORDER BY id") }
            try #require(rows.count == Self.samples.count)
            for (row, sample) in zip(rows, Self.samples) {
                #expect(try row.optionalInt64("i") == sample.integer)
                #expect(try row.optionalDouble("r") == sample.real)
                #expect(try row.optionalString("t") == sample.text)
                #expect(try row.optionalBlob("b") == sample.blob)
            }
            // NULL and empty stay distinct.
            #expect(try rows[0].isNull("t") && rows[0].isNull("b"))
            #expect(try rows[1].string("t") == "" && rows[1].blob("b") == [])
        }
    }

    @Test("booleans are stored as integers 0 and 1", arguments: StoreFactory.all)
    func booleans(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                try connection.execute(
                    "INSERT INTO samples (id, flag) VALUES (1, $1), (2, $2), (3, $3)", true, false, nil)
            }
            let flags = try store.database.read { connection in
                try connection.query("SELECT flag FROM samples ORDER BY id").map { try $0.optionalBool("flag") }
            }
            #expect(flags == [true, false, nil])
        }
    }

    @Test("$N placeholders repeat, come in any order, and are left alone inside literals", arguments: StoreFactory.all)
    func placeholders(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                try connection.execute(
                    "INSERT INTO samples (id, i, j, t) VALUES ($2, $1, $2, '$1 is not a parameter') -- nor is $3",
                    10, 20)
            }
            let row = try store.database.read { connection in
                try connection.queryOne(
                    """
                    SELECT id, i, j, t FROM samples
                    WHERE t = '$1 is not a parameter' AND i = $2 /* $9 */ AND id = $1 AND j = $1
                    """,
                    20, 10)
            }
            let found = try #require(row)
            #expect(try found.int("id") == 20)
            #expect(try found.int("i") == 10)
            #expect(try found.int("j") == 20)
            #expect(try found.string("t") == "$1 is not a parameter")
        }
    }

    @Test("a wrong number of parameters is an error", arguments: StoreFactory.all)
    func parameterCountChecked(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            #expect(throws: StoreError.self) {
                try store.database.read { try $0.query("SELECT id FROM samples WHERE id = $1") }
            }
            #expect(throws: StoreError.self) {
                try store.database.read { try $0.query("SELECT id FROM samples WHERE id = $1", 1, 2) }
            }
        }
    }

    @Test("a statement can be reused with new parameters", arguments: StoreFactory.all)
    func statementReuse(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                for id in 1...300 {
                    try connection.execute(
                        "INSERT INTO samples (id, i) VALUES ($1, $2)", [SQLValue(id), SQLValue(id * 2)])
                }
            }
            let sum = try store.database.read { connection in
                var total = 0
                for id in 1...300 {
                    let row = try connection.queryOne("SELECT i FROM samples WHERE id = $1", [SQLValue(id)])
                    total += try row?.int("i") ?? 0
                }
                return total
            }
            #expect(sum == 300 * 301)
        }
    }
}
