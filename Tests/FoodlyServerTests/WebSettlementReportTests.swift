import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The operator's report says where the period's money went, from the ledger, and that it reconciles.
@Suite("Web: the report's money from the ledger")
struct WebSettlementReportTests {
    @Test func todaysOrderIsAnUnpaidBillOwedToTheRestaurantTaxAndFoodly() throws {
        let money = try MoneyAPITests.World()
        let (_, id, total) = try money.order()
        let today = DiaryDate(Date(), in: .gmt).text
        let page = money.world.app.send(
            .get, "/admin/reports?from=\(today)&to=\(today)", headers: WebOrderingTests.headers(money.admin))
        #expect(page.status == 200)
        let html = WebStaffTests.html(page)
        #expect(html.contains(#"id="report-settlement""#) && html.contains("Reconciles to the cent"))
        #expect(html.contains("Bills not paid yet</th><td>\(Money.format(total))"))
        let shares = LedgerShares(try LedgerLifecycleTests.balances(money.world, id))
        #expect(shares.unpaidBills == total && shares.reconciles)
        #expect(html.contains("Sales tax to pay</th><td>\(Money.format(shares.tax))"))
    }
}
