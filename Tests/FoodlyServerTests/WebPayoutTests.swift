import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Bank details and payouts on the web: the owner enters the restaurant's details (a typo named under its field),
/// plain staff are refused, and an operator enters Foodly's account, runs a payout, downloads its SEPA file and
/// marks the transfer paid; nobody else reaches the console's payout pages.
@Suite("Web: bank details and payouts")
struct WebPayoutTests {
    static func post(_ app: TestApp, _ path: String, _ token: String, _ fields: [String: String]) -> Response {
        let body = (fields.merging(["_csrf": WebOrderingTests.csrf]) { first, _ in first }).map { key, value in
            "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }.joined(separator: "&")
        return app.send(.post, path, headers: WebOrderingTests.headers(token, form: true), body: body)
    }

    /// A restaurant with staff, an operator's token, and what the restaurant is owed for an order delivered (only
    /// orders that have ended are paid for).
    static func deliveredOrder() throws -> (crew: OptionAPITests.Crew, admin: String, owed: Int) {
        let crew = try OptionAPITests.Crew()
        let admin = try AccountService(environment: crew.world.app.environment).register(
            Registration(fullName: "Pat Payer", email: "payer@example.com", password: "abcdef1!"), role: .admin,
            signIn: true
        ).token
        let customer = try crew.world.customer()
        try crew.world.fillCart(customer)
        let order: OrderBody = try crew.world.place(customer).decoded(status: 201)
        try crew.world.deliver(order.id, hoursAgo: 0.1)
        return (crew, admin, order.pricing.subtotal - SettlementTerms.standard.commission(on: order.pricing.subtotal))
    }

    @Test func theOwnerEntersDetailsAndAnOperatorPaysThem() throws {
        let (crew, admin, owed) = try Self.deliveredOrder()
        let app = crew.world.app

        let empty = WebOptionsTests.html(app.send(.get, "/kitchen/bank", headers: WebOrderingTests.headers(crew.owner)))
        #expect(empty.contains(#"id="bank-none""#) && empty.contains(#"id="bank-form""#))
        #expect(app.send(.get, "/kitchen/bank", headers: WebOrderingTests.headers(crew.cook)).status == 403)
        let customer = try crew.world.customer("Eve")
        #expect(app.send(.get, "/courier/bank", headers: WebOrderingTests.headers(customer)).status == 403)

        let details = [
            "kind": "iban", "holder": "Green Bowl GmbH", "iban": "DE88 3704 0044 0532 0130 00", "bic": "COBADEFFXXX",
        ]
        let typo = Self.post(app, "/kitchen/bank", crew.owner, details)
        let typoPage = WebOptionsTests.html(typo)
        #expect(typo.refusalStatus == 422)
        #expect(typoPage.contains("check digits do not match") && typoPage.contains("DE88 3704 0044 0532 0130 00"))
        #expect(typoPage.contains(#"id="field-iban""#) && typoPage.contains(#"aria-invalid="true""#))
        let forged = app.send(
            .post, "/kitchen/bank", headers: WebOrderingTests.headers(crew.owner, form: true),
            body: "kind=iban&holder=X&iban=DE89370400440532013000&bic=COBADEFFXXX")
        #expect(forged.status == 403, "no CSRF token")
        let saved = Self.post(
            app, "/kitchen/bank", crew.owner, details.merging(["iban": "DE89370400440532013000"]) { $1 })
        #expect(saved.status == 303 && saved.headers["Location"] == "/kitchen/bank?done=saved")
        let shown = WebOptionsTests.html(
            app.send(.get, "/kitchen/bank?done=saved", headers: WebOrderingTests.headers(crew.owner)))
        #expect(shown.contains("DE89 •••• 3000") && !shown.contains("0532013000"))

        #expect(app.send(.get, "/admin/payouts", headers: WebOrderingTests.headers(crew.owner)).status == 403)
        #expect(Self.post(app, "/admin/payouts", crew.owner, ["through": "2026-12-06"]).status == 403)
        let today = DiaryDate(Date(), in: .gmt).text
        let before = WebOptionsTests.html(
            app.send(.get, "/admin/payouts?through=\(today)", headers: WebOrderingTests.headers(admin)))
        #expect(before.contains("Foodly has no IBAN account to pay from") && before.contains("Nobody to pay"))
        let account = Self.post(
            app, "/admin/payouts/account", admin,
            ["kind": "iban", "holder": "Foodly GmbH", "iban": "FR1420041010050500013M02606", "bic": "PSSTFRPPXXX"])
        #expect(account.status == 303)
        let ready = WebOptionsTests.html(
            app.send(.get, "/admin/payouts?through=\(today)", headers: WebOrderingTests.headers(admin)))
        #expect(ready.contains("Pay 1 payee \(Money.format(owed))") && ready.contains("FR14 •••• 2606"))

        let run = Self.post(app, "/admin/payouts", admin, ["through": today])
        #expect(run.status == 303 && run.headers["Location"] == "/admin/payouts/1?done=run")
        let again = Self.post(app, "/admin/payouts", admin, ["through": today])
        #expect(again.refusalStatus == 409 && WebOptionsTests.html(again).contains("is paid already"))
        let page = WebOptionsTests.html(app.send(.get, "/admin/payouts/1", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains("payout-1-1") && page.contains(Money.format(owed)) && page.contains("Mark paid"))
        let file = app.send(.get, "/admin/payouts/1/sepa.xml", headers: WebOrderingTests.headers(admin))
        #expect(file.status == 200 && file.headers["Content-Type"] == "application/xml; charset=utf-8")
        let xml = WebOptionsTests.html(file)
        #expect(
            xml.contains("<IBAN>DE89370400440532013000</IBAN>")
                && xml.contains("<CtrlSum>\(Money.decimal(owed))</CtrlSum>"))
        #expect(app.send(.get, "/admin/payouts/1/nacha.txt", headers: WebOrderingTests.headers(admin)).status == 404)
        #expect(
            app.send(.get, "/admin/payouts/1/sepa.xml", headers: WebOrderingTests.headers(crew.owner)).status == 403)
        #expect(app.send(.get, "/admin/payouts/x", headers: WebOrderingTests.headers(admin)).status == 404)

        let paid = Self.post(app, "/admin/payouts/1/payout-1-1/paid", admin, [:])
        #expect(paid.status == 303)
        let owner = WebOptionsTests.html(app.send(.get, "/kitchen/bank", headers: WebOrderingTests.headers(crew.owner)))
        #expect(owner.contains(#"id="bank-payouts""#) && owner.contains("Paid") && owner.contains(Money.format(owed)))
        let statement = WebOptionsTests.html(
            app.send(.get, "/kitchen/numbers/statement", headers: WebOrderingTests.headers(crew.owner)))
        #expect(statement.contains("Payout") && statement.contains("Paid to your bank"))
    }

    /// An operator credits a restaurant and docks a courier, each with a reason: refused without one (both fields
    /// named) with nothing written, audited, on the restaurant's statement and the courier's earnings, and in what
    /// the next payout owes; nobody else may.
    @Test func anOperatorAdjustsWhatAPayeeIsOwedWithAReason() throws {
        let (crew, admin, owed) = try Self.deliveredOrder()
        let app = crew.world.app
        let restaurant = "restaurant:\(crew.world.restaurantID)"
        let today = DiaryDate(Date(), in: .gmt).text
        func entries() throws -> Int {
            try app.database.read { try AuditQueries($0).entries(AuditSearch(action: .payeeAdjusted)).count }
        }

        let refused = Self.post(
            app, "/admin/payouts/adjust", admin, ["payee": restaurant, "amount": "0", "reason": " ", "through": today])
        #expect(refused.refusalStatus == 422)
        let refusal = WebOptionsTests.html(refused)
        #expect(refusal.contains("not zero") && refusal.contains("the payee reads it"), "both fields named at once")
        #expect(try entries() == 0)
        #expect(
            Self.post(app, "/admin/payouts/adjust", crew.owner, ["payee": restaurant, "amount": "5", "reason": "x"])
                .status == 403)
        #expect(
            Self.post(
                app, "/admin/payouts/adjust", admin, ["payee": "restaurant:nowhere", "amount": "5", "reason": "x"]
            )
            .refusalStatus == 404)

        let credited = Self.post(
            app, "/admin/payouts/adjust", admin,
            ["payee": restaurant, "amount": "12.50", "reason": "A bag our courier dropped", "through": today])
        #expect(
            credited.status == 303 && credited.headers["Location"] == "/admin/payouts?through=\(today)&done=adjusted")
        func courierBalance() throws -> Int {
            try app.database.read {
                try LedgerQueries($0).balance(of: .courier(ID("courier-0")), before: .distantFuture)
            }
        }
        let courierBefore = try courierBalance()
        let docked = Self.post(
            app, "/admin/payouts/adjust", admin,
            ["payee": "courier:courier-0", "amount": "-2.00", "reason": "Lost insulated bag", "through": today])
        #expect(docked.status == 303)
        #expect(try entries() == 2)
        let plan = WebOptionsTests.html(
            app.send(.get, "/admin/payouts?through=\(today)&done=adjusted", headers: WebOrderingTests.headers(admin)))
        #expect(plan.contains(Money.format(owed + 1250)) && plan.contains("The adjustment is recorded"))

        let statement = WebOptionsTests.html(
            app.send(.get, "/kitchen/numbers/statement", headers: WebOrderingTests.headers(crew.owner)))
        #expect(statement.contains("Adjustment: A bag our courier dropped") && statement.contains("$12.50"))
        #expect(try courierBalance() == courierBefore + 200, "$2.00 less owed to the courier (a debit)")
        let rider = try AccountService(environment: app.environment).register(
            Registration(fullName: "Rider Zero", email: "rider0@example.com", password: "abcdef1!"), role: .courier,
            signIn: true)
        _ = try app.database.write {
            try $0.execute(
                "UPDATE couriers SET user_id = $1 WHERE id = 'courier-0'", [.text(rider.user.id.rawValue)])
        }
        let earnings = WebOptionsTests.html(
            app.send(.get, "/courier/earnings", headers: WebOrderingTests.headers(rider.token)))
        #expect(earnings.contains("Adjustments by Foodly") && earnings.contains("<strong>-$2.00</strong> · "))
        #expect(earnings.contains("Lost insulated bag") && earnings.contains("pay, tips and adjustments"))
    }
}
