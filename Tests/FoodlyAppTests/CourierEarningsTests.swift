import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A courier's week from the ledger, worked out by hand: a card order and a cash order delivered on Tuesday, a tip
/// raised on Wednesday, a delivery the week before; pay, tips, cash collected, what is owed and the cash held.
@Suite("Courier earnings")
struct CourierEarningsTests {
    @Test func theWeekAddsUpDayByDay() throws {
        let fixture = try LedgerFixture(try TestDatabase.migrated())
        let clock = TestClock(Date(timeIntervalSince1970: 1_796_600_000))
        let environment = AppEnvironment(database: fixture.database, clock: clock)
        let accounts = AccountService(environment: environment)
        let rider = try accounts.register(
            Registration(fullName: "Rita Rider", email: "rita@example.com", password: "abcdef1!"), role: .courier,
            signIn: true
        ).user
        let admin = try accounts.register(
            Registration(fullName: "Ada Admin", email: "admin@example.com", password: "abcdef1!"), role: .admin,
            signIn: true
        ).user
        let couriers = CourierService(environment: environment)
        let courier = try couriers.create(
            email: "rita@example.com", phone: "+14155550100", vehicle: .bicycle,
            location: GeoPoint(latitude: 37.79, longitude: -122.40), by: admin)
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        func local(_ day: Int, _ hour: Int) throws -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            return try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour)))
        }
        let terms = SettlementTerms.standard
        func deliver(_ id: String, _ number: Int, tip: Int, byCard: Bool, km: Double, at time: Date) throws {
            let pricing = PriceBreakdown(
                subtotal: 2000, discount: 0, deliveryFee: 300, serviceFee: 100, tax: 160, tip: tip,
                total: 2560 + tip)
            try fixture.insertOrder(id, number: number, status: .placed, pricing: pricing, at: time)
            let order = try #require(try fixture.database.read { try OrderQueries($0).order(id: ID(id)) })
            try fixture.database.write { connection in
                let ledger = LedgerQueries(connection)
                try ledger.post(try Settlement.placed(order, terms: terms, reason: "order placed", at: time))
                for entry in try Settlement.delivered(
                    order.id, courier: courier.id, byCard: byCard, billLeft: pricing.total, tipHeld: tip, km: km,
                    terms: terms, at: time)
                {
                    try ledger.post(entry)
                }
            }
        }
        try deliver("before", 1, tip: 0, byCard: false, km: 1, at: try local(3, 12))  // Thursday, the week before
        try deliver("card", 2, tip: 200, byCard: true, km: 2.5, at: try local(8, 12))  // Tuesday
        try deliver("cash", 3, tip: 0, byCard: false, km: 1.25, at: try local(8, 19))  // Tuesday evening
        try fixture.database.write { connection in
            for entry in try Settlement.tip(
                150, id: "tip-card-350", of: ID("card"), courier: courier.id, byCard: true, terms: terms,
                at: try local(9, 10))
            {
                try LedgerQueries(connection).post(entry)
            }
        }

        let week = try couriers.earnings(week: "2026-12-10", in: zone, for: rider)
        #expect(week.days.map(\.date.text).first == "2026-12-07" && week.days.count == 7)
        let tuesday = week.days[1]
        // $3.00 + 2.5 km × $0.80 = $5.00; $3.00 + 1.25 km × $0.80 = $4.00.
        #expect(tuesday.deliveries == 2 && tuesday.pay == 900 && tuesday.tips == 200)
        #expect(tuesday.basePay == 600 && tuesday.distancePay == 300, "two bases, then 3.75 km × $0.80")
        #expect(tuesday.km > 0 && week.days[2].km == 0, "the orders' distance, restaurant to door")
        #expect(tuesday.cashCollected == 2560)
        #expect(week.days[2].tips == 150 && week.days[2].deliveries == 0)
        #expect(week.total.earned == 1250 && week.total.deliveries == 2)
        // Owed: last week's $3.80 and this week's $12.50; cash: both cash orders' bills.
        #expect(week.owed == 380 + 1250 && week.cashHeld == 2560 * 2)
        let before = try couriers.earnings(week: "2026-12-03", in: zone, for: rider)
        #expect(before.total.deliveries == 1 && before.total.pay == 380)
        #expect(throws: ValidationFailure.self) { try couriers.earnings(week: "soon", in: zone, for: rider) }
        #expect(throws: OrderingError.self) { try couriers.earnings(week: "", in: zone, for: admin) }
    }
}
