import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// `0036_create_double_entry_ledger` on a database whose money is in `order_ledger`: every line carried over as a
/// balanced entry of the same id between the order's bill and `carried_over`, the bills adding up as before, the old
/// table gone, and the new tables guarded.
@Suite("Migration: the double-entry ledger")
struct LedgerCarryOverTests {
    @Test func theOldLinesBecomeBalancedEntriesAndTheBillsAddUpAsBefore() throws {
        let database = try TestDatabase.make()
        let before = FoodlyMigrations.all.filter { $0.name != FoodlyMigrations.createLedger.name }
        let fixture = try LedgerFixture(database, migrations: before)
        let at = "2026-01-01T10:00:00.000Z"
        let placed = try Date(at, strategy: .iso8601)
        let pricing = PriceBreakdown(
            subtotal: 2000, discount: 0, deliveryFee: 300, serviceFee: 200, tax: 100, tip: 0, total: 2600)
        for (number, id, status) in [(1, "open", OrderStatus.placed), (2, "gone", .rejected), (3, "eaten", .delivered)]
        {
            try fixture.insertOrder(id, number: number, status: status, pricing: pricing, at: placed)
        }
        try database.write { connection in
            let lines: [(String, String, String, Int, String)] = [
                ("charge-open", "open", "charge", 2600, "order placed"),
                ("charge-gone", "gone", "charge", 2600, "order placed"),
                ("refund-gone", "gone", "refund", 2600, "rejected"),
                ("charge-eaten", "eaten", "charge", 2600, "order placed"),
                ("tip-eaten-300", "eaten", "charge", 300, "tip"),
                ("r1", "eaten", "refund", 450, "Cold fries"),
            ]
            for (id, order, kind, amount, reason) in lines {
                try connection.execute(
                    """
                    INSERT INTO order_ledger (id, order_id, kind, amount, reason, at)
                    VALUES (\(id), \(order), \(kind), \(amount), \(reason), \(at))
                    """)
            }
        }
        _ = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
        try FoodlyMigrations.restoreGuards(database)

        #expect(try database.read { try $0.query("SELECT id FROM ledger_entries", []).count } == 7)
        try database.read { connection in
            let ledger = LedgerQueries(connection)
            let open = try ledger.money(orderID: ID("open"))
            #expect(open.charged == 2600 && open.refunded == 0)
            let gone = try ledger.money(orderID: ID("gone"))
            #expect(gone.remaining == 0 && gone.lines.map(\.reason) == ["order placed", "rejected"])
            let eaten = try ledger.money(orderID: ID("eaten"))
            #expect(eaten.charged == 2900 && eaten.refunded == 450 && eaten.lines.map(\.id.rawValue).contains("r1"))
            let events = try ledger.entries(orderID: ID("eaten")).map(\.event)
            #expect(events.sorted { $0.rawValue < $1.rawValue } == [.carriedPaid, .placed, .refund, .tip])
            #expect(try ledger.entries(orderID: ID("gone")).map(\.event) == [.placed, .closed])
            #expect(try ledger.balances(orderID: ID("gone")).isEmpty, "a closed order moved nothing")
            #expect(try ledger.balances(orderID: ID("eaten")).isEmpty, "delivered before: its bill was paid")
            #expect(
                try ledger.balances(orderID: ID("open")) == [
                    .customer(ID("open")): 2600, LedgerAccount(.carriedOver): -2600,
                ])
        }

        // The old table is gone; the new ones refuse a change and an entry that does not balance.
        #expect(throws: (any Error).self) { try database.read { try $0.query("SELECT * FROM order_ledger", []) } }
        #expect(throws: (any Error).self) {
            try database.write { try $0.execute("UPDATE ledger_postings SET amount = 1", []) }
        }
        #expect(throws: (any Error).self) {
            try database.write { connection in
                try connection.execute(
                    "INSERT INTO ledger_postings (entry_id, account, amount) VALUES ('lopsided', 'processor', 100)")
                try connection.execute(
                    """
                    INSERT INTO ledger_entries (id, event, amount, reason, at)
                    VALUES ('lopsided', 'dispute', 100, 'test', \(at))
                    """)
            }
        }
        #expect(throws: (any Error).self) {
            try database.write { connection in
                try connection.execute(
                    "INSERT INTO ledger_postings (entry_id, account, amount) VALUES ('r1', 'processor', 100)")
            }
        }
        #expect(try database.read { try $0.query("SELECT id FROM ledger_entries", []).count } == 7, "nothing written")
    }
}
