import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The console's order page: operators only; its refund and cancel forms answer 303 back with a notice, or the
/// page again with the refusal under its field (422 for a bad field, 409 past what is left), writing nothing then.
@Suite("Web: the console's order page")
struct WebMoneyTests {
    static let csrf = WebOrderingTests.csrf

    func post(_ money: MoneyAPITests.World, _ path: String, _ body: String) -> Response {
        money.world.app.send(
            .post, path, headers: WebOrderingTests.headers(money.admin, form: true), body: body + "&_csrf=\(Self.csrf)")
    }

    @Test func operatorsSeeTheOrderItsPeopleAndMoneyAndNobodyElseDoes() throws {
        let money = try MoneyAPITests.World()
        let (token, id, total) = try money.order()
        let page = money.world.app.send(.get, "/admin/orders/\(id)", headers: WebOrderingTests.headers(money.admin))
        #expect(page.status == 200)
        let html = WebStaffTests.html(page)
        for part in [
            "Order #", "Ada Lovelace", "ada@example.com", "Placed", #"id="money-charged">\#(Money.format(total))"#,
            #"id="money-refunded">$0.00"#, "order placed", #"action="/admin/orders/\#(id)/refunds#refund""#,
            #"action="/admin/orders/\#(id)/cancel#cancel""#, #"href="/admin/board""#, #"id="money-bar""#,
        ] {
            #expect(html.contains(part), "\(part)")
        }
        for role in [Role.customer, .staff, .courier] {
            let other = try CatalogAPI.token(money.world.app, role: role)
            #expect(
                money.world.app.send(.get, "/admin/orders/\(id)", headers: WebOrderingTests.headers(other)).status
                    == 403, "\(role)")
        }
        let customerPost = money.world.app.send(
            .post, "/admin/orders/\(id)/refunds", headers: WebOrderingTests.headers(token, form: true),
            body: "amount=1.00&reason=mine&_csrf=\(Self.csrf)")
        #expect(customerPost.status == 403)
        #expect(
            money.world.app.send(.get, "/admin/orders/nope", headers: WebOrderingTests.headers(money.admin)).status
                == 404)
    }

    @Test func aRefundInDollarsComesBackWithANoticeAndOnePastTheRestIsRefusedUnderTheField() throws {
        let money = try MoneyAPITests.World()
        let (token, _, _) = try money.order()
        let id = try money.world.deliveredOrder(token)
        let total = try money.ledger(id).charged

        let done = post(money, "/admin/orders/\(id)/refunds", "amount=%242.5&reason=Cold+fries")
        #expect(done.status == 303)
        #expect(done.headers["Location"] == "/admin/orders/\(id)?done=refunded#order-money")
        #expect(try money.ledger(id).refunded == 250)
        let shown = money.world.app.send(
            .get, "/admin/orders/\(id)?done=refunded", headers: WebOrderingTests.headers(money.admin))
        let html = WebStaffTests.html(shown)
        #expect(html.contains("Refund recorded.") && html.contains("Cold fries"))
        #expect(html.contains(#"id="money-refunded">$2.50"#) && !html.contains(#"id="cancel""#))

        let over = post(money, "/admin/orders/\(id)/refunds", "amount=\(Money.decimal(total))&reason=All+of+it")
        #expect(over.refusalStatus == 409)
        let refused = WebStaffTests.html(over)
        #expect(refused.contains(#"id="field-amount-error""#))
        #expect(refused.contains("At most \(Money.format(total - 250)) is left to refund on this order."))
        #expect(refused.contains("All of it"), "what was typed stays")

        for (body, field) in [
            ("amount=ten&reason=Text", "amount"), ("amount=0&reason=Zero", "amount"),
            ("amount=1.234&reason=Cents", "amount"), ("amount=1.00&reason=", "reason"),
        ] {
            let bad = post(money, "/admin/orders/\(id)/refunds", body)
            #expect(bad.refusalStatus == 422, "\(body)")
            let id = field == "amount" ? "field-amount-error" : "refund-reason-error"
            #expect(WebStaffTests.html(bad).contains(#"id="\#(id)""#), "\(body)")
        }
        #expect(try money.ledger(id).refunded == 250, "nothing more written")
    }

    @Test func aRefundBorneByTheRestaurantComesOffWhatItIsOwedAndThePageSaysWhereTheMoneyGoes() throws {
        let money = try MoneyAPITests.World()
        let (_, id, total) = try money.order()
        let form = WebStaffTests.html(
            money.world.app.send(.get, "/admin/orders/\(id)", headers: WebOrderingTests.headers(money.admin)))
        #expect(form.contains(#"name="bearer" value="platform" checked"#) && form.contains("Half each"))
        #expect(form.contains(#"id="money-shares""#) && form.contains("Not paid yet"))
        let before = try LedgerLifecycleTests.balances(money.world, id)
        let restaurant = LedgerAccount.restaurant(ID(money.world.restaurantID))

        let done = post(money, "/admin/orders/\(id)/refunds", "amount=3.00&reason=Missing+drink&bearer=restaurant")
        #expect(done.status == 303)
        let after = try LedgerLifecycleTests.balances(money.world, id)
        #expect(after[restaurant] == (before[restaurant] ?? 0) + 300)
        #expect(after[.customer(ID(id))] == total - 300, "taken off the bill before delivery")
        let page = WebStaffTests.html(
            money.world.app.send(.get, "/admin/orders/\(id)", headers: WebOrderingTests.headers(money.admin)))
        let owed = -(after[restaurant] ?? 0)
        #expect(page.contains("food less commission and refunds it bears") && page.contains(Money.format(owed)))

        let forged = post(money, "/admin/orders/\(id)/refunds", "amount=1.00&reason=Odd&bearer=courier")
        #expect(forged.refusalStatus == 422)
        #expect(try LedgerLifecycleTests.balances(money.world, id) == after, "nothing written")
    }

    @Test func aCancelWithAReasonComesBackAndTheCustomerSeesWhy() throws {
        let money = try MoneyAPITests.World()
        let (token, id, total) = try money.order()
        let blank = post(money, "/admin/orders/\(id)/cancel", "reason=+")
        #expect(blank.refusalStatus == 422 && WebStaffTests.html(blank).contains(#"id="cancel-reason-error""#))
        let done = post(money, "/admin/orders/\(id)/cancel", "reason=Storm+warning")
        #expect(done.status == 303 && done.headers["Location"] == "/admin/orders/\(id)?done=cancelled")
        let page = WebStaffTests.html(
            money.world.app.send(.get, "/admin/orders/\(id)", headers: WebOrderingTests.headers(money.admin)))
        #expect(page.contains("Storm warning") && !page.contains(#"id="cancel""#) && !page.contains(#"id="refund""#))
        let customer = WebStaffTests.html(
            money.world.app.send(.get, "/orders/\(id)", headers: WebOrderingTests.headers(token)))
        #expect(customer.contains("Storm warning") && customer.contains("Refunded \(Money.format(total))"))
        let again = post(money, "/admin/orders/\(id)/cancel", "reason=Again")
        #expect(again.refusalStatus == 409)
        #expect(WebStaffTests.html(again).contains("This order is cancelled; it can no longer be cancelled."))
    }
}
