import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The settlement terms in the console: operators change the default commission, courier pay and card fee, and one
/// restaurant's own commission; bad values are named under their fields; an order placed afterwards is settled by
/// them, and each change is in the audit log.
@Suite("Web: settlement terms")
struct WebTermsTests {
    @Test func operatorsSetTheTermsAndARestaurantsCommissionAndOrdersFollowThem() throws {
        let world = try OrderingWorld()
        let app = world.app
        let admin = try CatalogAPI.token(app, role: .admin)
        let customer = try world.customer()
        let page = WebOptionsTests.html(
            app.send(.get, "/admin/payouts/terms", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains(#"id="field-commissionBps""#) && page.contains(#"value="15""#))
        #expect(app.send(.get, "/admin/payouts/terms", headers: WebOrderingTests.headers(customer)).status == 403)

        let terms = [
            "commissionBps": "20", "courierBasePay": "4", "courierPayPerKm": "1.10", "cardFeeBps": "2.5",
            "cardFeeFixed": "0.25",
        ]
        let bad = WebPayoutTests.post(
            app, "/admin/payouts/terms", admin, terms.merging(["commissionBps": "60", "cardFeeFixed": "1e300"]) { $1 })
        #expect(bad.refusalStatus == 422)
        let badPage = WebOptionsTests.html(bad)
        #expect(badPage.contains("Enter a number such as 2.50."), "1e300 is no fee, and no crash")
        let outOfRange = WebPayoutTests.post(
            app, "/admin/payouts/terms", admin, terms.merging(["commissionBps": "60"]) { $1 })
        #expect(WebOptionsTests.html(outOfRange).contains("Give a commission from 0% to 50%."))
        #expect(WebPayoutTests.post(app, "/admin/payouts/terms", admin, terms).status == 303)
        let saved = try app.database.read { try TermsQueries($0).platform() }
        #expect(
            saved
                == SettlementTerms(
                    commissionBps: 2000, courierBasePay: 400, courierPayPerKm: 110, cardFeeBps: 250, cardFeeFixed: 25))

        let restaurant = "/admin/restaurants/\(world.restaurantID)"
        #expect(
            WebOptionsTests.html(app.send(.get, restaurant, headers: WebOrderingTests.headers(admin)))
                .contains("20% (the default)"))
        let typo = WebPayoutTests.post(app, restaurant + "/commission", admin, ["commissionBps": "twelve"])
        #expect(typo.refusalStatus == 422 && WebOptionsTests.html(typo).contains("Enter a percent such as 12.5."))
        #expect(WebPayoutTests.post(app, restaurant + "/commission", admin, ["commissionBps": "12.5"]).status == 303)
        #expect(
            WebOptionsTests.html(app.send(.get, restaurant, headers: WebOrderingTests.headers(admin)))
                .contains("12.50% (its own)"))

        try world.fillCart(customer)
        let order: OrderBody = try world.place(customer).decoded(status: 201)
        let balances = try app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }
        #expect(balances[LedgerAccount(.commission)] == -Money.percent(order.pricing.subtotal, basisPoints: 1250))

        // Back to the default: an empty field.
        #expect(WebPayoutTests.post(app, restaurant + "/commission", admin, ["commissionBps": ""]).status == 303)
        #expect(try app.database.read { try TermsQueries($0).commission(of: ID(world.restaurantID)) } == nil)
        let log = try AuditService(environment: app.environment).entries(AuditSearch(), for: try adminAccount(app))
        #expect(log.entries.filter { $0.action == .settlementTermsChanged }.count == 1)
        #expect(
            log.entries.filter { $0.action == .restaurantTermsChanged }.map { $0.after["commission_bps"] }
                == ["default", "1250"])
    }

    private func adminAccount(_ app: TestApp) throws -> UserAccount {
        try #require(
            try app.database.read { connection in
                try connection.queryOne("SELECT id FROM users WHERE role = 'admin'").map { try $0.string("id") }
            }.flatMap { try SQLAccountStore(database: app.database).user(id: ID($0)) })
    }
}
