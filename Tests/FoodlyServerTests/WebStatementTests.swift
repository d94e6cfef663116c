import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The weekly statement on the web: owners and managers read it and its CSV; plain staff and customers are refused.
@Suite("Web: the restaurant's statement")
struct WebStatementTests {
    @Test func theOwnerSeesThisWeeksOrderAndItsCSVOthersAreRefused() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let customer = try crew.world.customer()
        try crew.world.fillCart(customer)
        let order: OrderBody = try crew.world.place(customer).decoded(status: 201)
        let commission = SettlementTerms.standard.commission(on: order.pricing.subtotal)

        let page = app.send(.get, "/kitchen/numbers/statement", headers: WebOrderingTests.headers(crew.owner))
        #expect(page.status == 200)
        let html = WebOptionsTests.html(page)
        #expect(html.contains(#"id="statement-lines""#) && html.contains("#\(order.number)"))
        #expect(html.contains(Money.format(order.pricing.subtotal - commission)))
        let numbers = WebOptionsTests.html(
            app.send(.get, "/kitchen/numbers", headers: WebOrderingTests.headers(crew.owner)))
        #expect(numbers.contains(#"href="/kitchen/numbers/statement""#))

        let csv = app.send(.get, "/kitchen/numbers/statement.csv", headers: WebOrderingTests.headers(crew.owner))
        #expect(csv.status == 200 && csv.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(csv.headers["Content-Disposition"]?.hasPrefix("attachment; filename=\"foodly-statement-") == true)
        let rows = WebOptionsTests.html(csv).split(separator: "\r\n").map(String.init)
        #expect(rows.first == StatementCSV.header.joined(separator: ","))
        #expect(rows.contains { $0.contains(",\(order.number),placed,\(Money.decimal(order.pricing.subtotal)),") })

        #expect(
            app.send(.get, "/kitchen/numbers/statement", headers: WebOrderingTests.headers(crew.cook)).status == 403)
        #expect(
            app.send(.get, "/kitchen/numbers/statement.csv", headers: WebOrderingTests.headers(customer)).status
                == 403)
        let bad = app.send(
            .get, "/kitchen/numbers/statement?week=yesterday", headers: WebOrderingTests.headers(crew.owner))
        #expect(bad.status == 422 || bad.refusalStatus == 422)
    }
}
