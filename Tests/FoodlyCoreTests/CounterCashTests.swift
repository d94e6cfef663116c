import FoodlyCore
import Foundation
import Testing

/// Cash a pickup customer paid at the counter: the restaurant holds it, so what Foodly owes the restaurant falls by as
/// much, and its statement shows it as paid to it ("Cash at the counter"), not as negative food sales.
@Suite("Cash at the counter")
struct CounterCashTests {
    @Test func theRestaurantHoldsItAndItsStatementCountsItPaid() throws {
        let restaurant = ID<Restaurant>("counter-restaurant")
        let order = ID<Order>("counter-order")
        let day = DiaryDate(Date(timeIntervalSince1970: 1_800_000_000), in: .gmt)
        let entries = try Settlement.delivered(
            order, courier: nil, byCard: false, billLeft: 2400, tipHeld: 0, km: 3, terms: .standard,
            at: Date(timeIntervalSince1970: 1_800_000_000), counter: restaurant)
        #expect(entries.map(\.event) == [.cashCollected], "no courier pay for a pickup")
        #expect(entries.first?.postings.contains { $0.account == .restaurant(restaurant) && $0.amount == 2400 } == true)
        let statement = RestaurantStatement(
            restaurant: restaurant, from: day, to: day, opening: 2000, entries: entries, numbers: [order: 7],
            borneBefore: [:])
        let line = try #require(statement.lines.first)
        #expect(line.foodSales == 0 && line.paidOut == 2400 && line.net == -2400 && line.balance == -400)
        #expect(line.foodSales - line.commission - line.refunds + line.adjustments - line.paidOut == line.net)
        #expect(RestaurantStatement.eventNames[line.event] == "Cash at the counter")
    }
}
