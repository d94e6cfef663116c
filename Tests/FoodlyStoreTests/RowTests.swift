import FoodlyStore
import Testing

@Suite("Row accessors")
struct RowTests {
    let row = Row(
        columns: ["id", "name", "nickname", "price", "active", "photo", "Mixed_Case"],
        values: [7, "Ana", nil, 2.5, 1, .blob([1, 2]), "x"])

    @Test("typed accessors read their types")
    func typedValues() throws {
        #expect(try row.int("id") == 7)
        #expect(try row.int64("id") == 7)
        #expect(try row.string("name") == "Ana")
        #expect(try row.optionalString("nickname") == nil)
        #expect(try row.double("price") == 2.5)
        #expect(try row.double("id") == 7)
        #expect(try row.bool("active"))
        #expect(try row.blob("photo") == [1, 2])
        #expect(try row.isNull("nickname"))
        #expect(try row.string("mixed_case") == "x")
    }

    @Test("a missing column is reported by name")
    func missingColumn() {
        #expect(throws: StoreError.missingColumn("email")) { try row.string("email") }
        #expect(throws: StoreError.missingColumn("email")) { try row.optionalString("email") }
    }

    @Test("a value of another type is a type mismatch")
    func typeMismatch() {
        #expect(throws: StoreError.typeMismatch(column: "name", expected: "integer", actual: "text")) {
            try row.int("name")
        }
        #expect(throws: StoreError.typeMismatch(column: "nickname", expected: "text", actual: "null")) {
            try row.string("nickname")
        }
        #expect(throws: StoreError.typeMismatch(column: "price", expected: "blob", actual: "real")) {
            try row.blob("price")
        }
        #expect(throws: StoreError.self) { try Row(columns: ["flag"], values: [2]).bool("flag") }
    }

    @Test("literals make the matching values")
    func literals() {
        let values: [SQLValue] = [nil, 1, 1.5, "a", true, false]
        #expect(values == [.null, .integer(1), .real(1.5), .text("a"), .integer(1), .integer(0)])
        #expect(SQLValue(nil as String?) == .null)
        #expect(SQLValue(Int?.some(3)) == .integer(3))
    }
}
