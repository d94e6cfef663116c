import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant's weekly statement from a fixture of known orders in Los Angeles time, every figure worked out by
/// hand: an order the week before (the opening balance), two orders this week, a refund the restaurant bears of the
/// earlier order, a refund split on one of this week's that is then rejected, and an order just after the week.
@Suite("Restaurant statements")
struct StatementTests {
    @Test func theWeeksStatementAddsUpToTheCentByHand() throws {
        let fixture = try LedgerFixture(try TestDatabase.migrated())
        let owner = try AccountService(environment: AppEnvironment(database: fixture.database)).register(
            Registration(fullName: "Olive Owner", email: "olive@example.com", password: "abcdef1!"), role: .staff,
            signIn: true
        ).user
        try fixture.database.write {
            try MerchantQueries($0).setMembership(owner.id, restaurantID: fixture.restaurant, role: .owner)
        }
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        func local(_ text: String) throws -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
            return try #require(
                calendar.date(
                    from: DateComponents(
                        year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])))
        }
        let terms = SettlementTerms.standard
        func place(_ id: String, _ number: Int, subtotal: Int, tax: Int, at text: String) throws -> Order {
            let time = try local(text)
            let pricing = PriceBreakdown(
                subtotal: subtotal, discount: 0, deliveryFee: 300, serviceFee: 100, tax: tax, tip: 0,
                total: subtotal + 400 + tax)
            try fixture.insertOrder(id, number: number, status: .placed, pricing: pricing, at: time)
            let order = try #require(try fixture.database.read { try OrderQueries($0).order(id: ID(id)) })
            try post(try Settlement.placed(order, terms: terms, reason: "order placed", at: time))
            return order
        }
        func post(_ entry: LedgerEntry) throws {
            try fixture.database.write { try LedgerQueries($0).post(entry) }
        }
        func refund(_ order: Order, _ amount: Int, _ bearer: RefundBearer, id: String, at text: String) throws {
            let left = try fixture.database.read { try LedgerQueries($0).balances(orderID: order.id) }
            try post(
                try Settlement.refund(
                    amount, id: id, of: order.id, restaurant: fixture.restaurant, bearer: bearer,
                    billLeft: left[.customer(order.id)] ?? 0, byCard: false, reason: "test", by: nil,
                    at: try local(text)))
        }
        let a = try place("a", 1, subtotal: 2000, tax: 160, at: "2026-11-25 19:00")
        _ = try place("b", 2, subtotal: 1000, tax: 80, at: "2026-12-01 12:00")
        try refund(a, 300, .restaurant, id: "refund-a", at: "2026-12-02 09:00")
        let c = try place("c", 3, subtotal: 2500, tax: 200, at: "2026-12-03 18:00")
        try refund(c, 101, .split, id: "refund-c", at: "2026-12-03 18:10")
        let balances = try fixture.database.read { try LedgerQueries($0).balances(orderID: c.id) }
        try post(
            try #require(
                try Settlement.closed(
                    c.id, balances: balances, status: .rejected, by: nil, at: try local("2026-12-03 18:20"))))
        // An operator's credit, with its reason: nothing sold, all of it owed.
        try post(
            try PayeeAdjustment.entry(
                1250, reason: "A bag our courier dropped", to: .restaurant(fixture.restaurant), id: "adjust-1",
                by: nil, at: try local("2026-12-04 10:00")))
        _ = try place("d", 4, subtotal: 900, tax: 70, at: "2026-12-07 00:30")

        let numbers = NumbersService(
            environment: AppEnvironment(database: fixture.database, clock: TestClock(try local("2026-12-06 22:00"))))
        let (_, statement) = try numbers.statement(week: "2026-12-02", for: owner)
        #expect(statement.from.text == "2026-11-30" && statement.to.text == "2026-12-06")
        #expect(statement.opening == 1700, "2000 less 15% the week before")
        #expect(statement.lines.map(\.orderNumber) == [2, 1, 3, 3, 3, nil])
        #expect(statement.lines.map(\.foodSales) == [1000, 0, 2500, 0, -2500, 0])
        #expect(statement.lines.map(\.commission) == [150, 0, 375, 0, -375, 0])
        #expect(statement.lines.map(\.tax) == [80, 0, 200, 0, -200, 0])
        #expect(statement.lines.map(\.refunds) == [0, 300, 0, 50, -50, 0])
        #expect(statement.lines.map(\.adjustments) == [0, 0, 0, 0, 0, 1250])
        #expect(statement.lines.map(\.net) == [850, -300, 2125, -50, -2075, 1250])
        #expect(statement.lines.map(\.balance) == [2550, 2250, 4375, 4325, 2250, 3500])
        #expect(statement.lines.last?.note == "A bag our courier dropped")
        #expect(statement.closing == 3500)
        for line in statement.lines {
            #expect(line.foodSales - line.commission - line.refunds + line.adjustments - line.paidOut == line.net)
        }

        let csv = StatementCSV.text(statement, in: zone)
        #expect(
            csv.hasPrefix(
                "at,order,what,food_sales,commission,tax,refunds,adjustments,paid_out,net,owed,note\r\n"
                    + "2026-11-30,,opening,,,,,,,,17.00,\r\n"))
        #expect(csv.contains("2026-12-03 18:20,3,closed,-25.00,-3.75,-2.00,-0.50,0.00,0.00,-20.75,22.50,\r\n"))
        #expect(
            csv.contains(
                "2026-12-04 10:00,,adjustment,0.00,0.00,0.00,0.00,12.50,0.00,12.50,35.00,A bag our courier dropped\r\n")
        )
        #expect(csv.hasSuffix("2026-12-06,,closing,,,,,,,,35.00,\r\n"))

        // This week: only order D, and last week's closing as its opening.
        let next = try numbers.statement(week: "", for: owner).statement
        #expect(next.from.text == "2026-11-30", "today, Sunday the 6th, is still in the week")
        let later = try numbers.statement(week: "2026-12-07", for: owner).statement
        #expect(later.opening == 3500 && later.lines.map(\.net) == [765] && later.closing == 4265)
        #expect(throws: ValidationFailure.self) { try numbers.statement(week: "last week", for: owner) }
    }
}
