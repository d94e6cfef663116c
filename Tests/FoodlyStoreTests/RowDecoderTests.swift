import FoodlyCore
import Foundation
import Testing

@testable import FoodlyStore

@Suite("Row decoding")
struct RowDecoderTests {
    struct Record: Decodable, Equatable {
        let id: ID<Order>
        let count: Int
        let ratio: Double
        let name: String?
        let done: Bool
        let status: OrderStatus
        let at: Date

        enum CodingKeys: String, CodingKey {
            case id, count, ratio, name, done, status
            case at = "placed_at"
        }
    }

    static let columns = ["id", "count", "ratio", "name", "done", "status", "placed_at"]

    static func row(_ values: [SQLValue], columns: [String] = columns) -> Row {
        Row(columns: columns, values: values)
    }

    @Test func columnsBecomeProperties() throws {
        let record = try RowDecoderTests.row([
            "o-1", 3, .integer(2), nil, 1, "picked_up", "2026-11-29T13:55:46.123Z",
        ]).decode(Record.self)
        #expect(
            record
                == Record(
                    id: ID("o-1"), count: 3, ratio: 2, name: nil, done: true, status: .pickedUp,
                    at: try StoreTime.date("2026-11-29T13:55:46.123Z")))
    }

    @Test func aMissingColumnIsNamedEvenForAnOptionalProperty() {
        let columns = RowDecoderTests.columns.filter { $0 != "name" }
        #expect(throws: StoreError.missingColumn("name")) {
            try RowDecoderTests.row(["o-1", 3, 2.5, 1, "placed", "2026-11-29T13:55:46.123Z"], columns: columns)
                .decode(Record.self)
        }
    }

    @Test func aWrongTypeNamesTheColumnAndBothTypes() {
        #expect(throws: StoreError.typeMismatch(column: "count", expected: "integer", actual: "text")) {
            try RowDecoderTests.row(["o-1", "three", 2.5, nil, 1, "placed", "2026-11-29T13:55:46.123Z"])
                .decode(Record.self)
        }
        #expect(
            throws: StoreError.typeMismatch(column: "done", expected: "boolean (integer 0 or 1)", actual: "integer")
        ) {
            try RowDecoderTests.row(["o-1", 3, 2.5, nil, 7, "placed", "2026-11-29T13:55:46.123Z"]).decode(Record.self)
        }
    }

    @Test func anUnknownEnumValueIsATypeMismatchOfItsColumn() {
        #expect {
            try RowDecoderTests.row(["o-1", 3, 2.5, nil, 1, "teleported", "2026-11-29T13:55:46.123Z"])
                .decode(Record.self)
        } throws: { error in
            guard case StoreError.typeMismatch(let column, let expected, _) = error else { return false }
            return column == "status" && expected == "OrderStatus"
        }
    }

    @Test("records decode from real rows", arguments: StoreFactory.all)
    func fromTheEngine(factory: StoreFactory) throws {
        struct Sample: Decodable, Equatable {
            let id: Int
            let t: String
            let r: Double?
            let flag: Bool
        }
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                try connection.execute("INSERT INTO samples (id, t, flag) VALUES (\(1), \("one"), \(false))")
            }
            let found = try store.database.read { connection in
                try connection.query("SELECT id, t, r, flag FROM samples WHERE id = \(1)", as: Sample.self)
            }
            #expect(found == [Sample(id: 1, t: "one", r: nil, flag: false)])
        }
    }
}
