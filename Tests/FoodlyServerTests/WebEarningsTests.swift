import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The courier's earnings page: after a delivery it shows the week's pay, the cash collected and the chart; the
/// courier screen links to it; anyone but a courier is refused.
@Suite("Web: the courier's earnings")
struct WebEarningsTests {
    @Test func aCourierSeesTheirWeekAfterADeliveryOthersAreRefused() throws {
        let crew = try LifecycleAPITests.Crew()
        let (_, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let empty = WebOptionsTests.html(
            crew.world.app.send(.get, "/courier/earnings", headers: WebOrderingTests.headers(rider)))
        #expect(empty.contains(#"id="earnings-empty""#))
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        let delivered: OrderBody = try crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).decoded()

        let screen = WebOptionsTests.html(
            crew.world.app.send(.get, "/courier", headers: WebOrderingTests.headers(rider)))
        #expect(screen.contains(#"href="/courier/earnings""#))
        let page = crew.world.app.send(.get, "/courier/earnings", headers: WebOrderingTests.headers(rider))
        #expect(page.status == 200)
        let html = WebOptionsTests.html(page)
        #expect(html.contains(#"id="earnings-chart""#) && html.contains("Earned on each of 7 days"))
        #expect(html.contains(#"id="earnings-cash">\#(Money.format(delivered.pricing.total))<"#))
        let owed = try crew.world.app.database.read { connection in
            try LedgerQueries(connection).entries(orderID: ID(id)).first { $0.event == .courierPay }?.amount
        }
        #expect(html.contains(#"id="earnings-owed">\#(Money.format(try #require(owed)))<"#))

        let customer = try crew.world.customer("Eve")
        #expect(
            crew.world.app.send(.get, "/courier/earnings", headers: WebOrderingTests.headers(customer)).status == 403)
        let bad = crew.world.app.send(
            .get, "/courier/earnings?week=someday", headers: WebOrderingTests.headers(rider))
        #expect(bad.status == 422 || bad.refusalStatus == 422)
    }
}
