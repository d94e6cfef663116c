import FoodlyCore
import Foundation
import Testing

@testable import FoodlyStore

@Suite("SQL builder")
struct SQLBuilderTests {
    static let tricky = "it's \"quoted\" ? ?1 $1 $2 -- not a comment; DROP TABLE samples"

    @Test("interpolated values become numbered parameters in each dialect's style")
    func placeholders() {
        let id = ID<Order>("o-1")
        let status = OrderStatus.pickedUp
        let sql: SQL = "SELECT * FROM orders WHERE id = \(id) AND status = \(status) AND total > \(1500)"
        let sqlite = sql.rendered(for: .sqlite)
        #expect(sqlite.text == "SELECT * FROM orders WHERE id = ?1 AND status = ?2 AND total > ?3")
        #expect(sqlite.parameters == [.text("o-1"), .text("picked_up"), .integer(1500)])
        let postgres = sql.rendered(for: .postgres)
        #expect(postgres.text == "SELECT * FROM orders WHERE id = $1 AND status = $2 AND total > $3")
        #expect(postgres.parameters == sqlite.parameters)
    }

    @Test("a value holding quotes, ? and $1 stays out of the text", arguments: SQLDialect.allCases)
    func valuesAreNeverSpliced(dialect: SQLDialect) {
        let sql: SQL = "SELECT t FROM samples WHERE t = \(SQLBuilderTests.tricky)"
        let (text, parameters) = sql.rendered(for: dialect)
        #expect(!text.contains("quoted") && !text.contains("DROP"))
        #expect(parameters == [.text(SQLBuilderTests.tricky)])
    }

    @Test("lists, optionals, fragments, dates and raw identifiers")
    func pieces() throws {
        let ids = [ID<Order>("a"), ID<Order>("b")]
        let none: String? = nil
        let when = try StoreTime.date("2026-11-29T13:55:46.123Z")
        let condition: SQL = "status IN (\(list: [OrderStatus.placed, .ready]))"
        let sql: SQL =
            "SELECT * FROM \(raw: "orders") WHERE id IN (\(list: ids)) AND \(condition) AND c = \(none) AND at < \(when)"
        let (text, parameters) = sql.rendered(for: .postgres)
        #expect(text == "SELECT * FROM orders WHERE id IN ($1, $2) AND status IN ($3, $4) AND c = $5 AND at < $6")
        #expect(
            parameters == [
                .text("a"), .text("b"), .text("placed"), .text("ready"), .null, .text("2026-11-29T13:55:46.123Z"),
            ])
        let empty: SQL = "SELECT 1 WHERE 1 IN (\(list: [Int]()))"
        #expect(empty.rendered(for: .sqlite).text == "SELECT 1 WHERE 1 IN (NULL)")
        let joined = SQL.joined(["(\(1), \(true))", "(\(2), \(false))"], separator: ", ")
        #expect(joined.rendered(for: .sqlite).text == "(?1, ?2), (?3, ?4)")
        #expect(joined.rendered(for: .sqlite).parameters == [.integer(1), .integer(1), .integer(2), .integer(0)])
    }

    @Test("built statements bind their values on the real engines", arguments: StoreFactory.all)
    func boundOnTheEngine(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let texts = [SQLBuilderTests.tricky, "'); DELETE FROM samples; --", "$1", "?"]
            try store.database.write { connection in
                for (id, text) in texts.enumerated() {
                    let inserted = try connection.execute(
                        "INSERT INTO samples (id, t, flag) VALUES (\(id), \(text), \(true))")
                    #expect(inserted == 1)
                }
            }
            try store.database.read { connection in
                for text in texts {
                    let rows = try connection.query("SELECT id, t FROM samples WHERE t = \(text) AND flag = \(true)")
                    #expect(try rows.map { try $0.string("t") } == [text])
                }
                let all = try connection.query("SELECT id FROM samples WHERE t IN (\(list: texts)) ORDER BY id")
                #expect(try all.map { try $0.int("id") } == Array(texts.indices))
            }
        }
    }
}
