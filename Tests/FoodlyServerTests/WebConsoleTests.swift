import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The console's frame: operators reach it (and are sent there after logging in), every other role is refused.
@Suite("Web: the operator's console")
struct WebConsoleTests {
    @Test func operatorsSeeTheConsoleAndNobodyElseDoes() throws {
        let app = try TestApp()
        let admin = try CatalogAPI.token(app, role: .admin)
        let home = app.send(.get, "/admin", headers: WebOrderingTests.headers(admin))
        #expect(home.status == 200)
        let html = WebStaffTests.html(home)
        for section in ConsoleSection.allCases {
            #expect(html.contains("href=\"\(section.path)\""), "\(section)")
        }
        #expect(html.contains(#"class="app app-wide"#))
        for role in [Role.customer, .staff, .courier] {
            let token = try CatalogAPI.token(app, role: role)
            #expect(app.send(.get, "/admin", headers: WebOrderingTests.headers(token)).status == 403, "\(role)")
        }
        #expect(WebContext.home(of: .admin) == "/admin")
    }

    @Test func aMailGivenUpIsOnTheConsoleAndGoesOutWhenTriedAgain() throws {
        let app = try TestApp()
        let admin = try CatalogAPI.token(app, role: .admin)
        let customer = try CatalogAPI.token(app, role: .customer)
        let empty = WebStaffTests.html(app.send(.get, "/admin", headers: WebOrderingTests.headers(admin)))
        #expect(empty.contains(#"id="mail-undelivered-none""#))
        // A receipt the mail server refused on every try (a name that needs escaping, too).
        let message = try MailMessage(
            from: try MailAddress("hello@foodly.test"), to: try MailAddress("ada@example.com", name: "Ada"),
            subject: "Your order from <Bowl & Co>", text: "Thanks", date: Date())
        try app.database.write { connection in
            let queue = MailQueueQueries(connection)
            try queue.add(message, at: Date())
            _ = try queue.claim(at: Date(), limit: 1)
            #expect(try queue.failed(message.messageID, attempt: MailRetry.maxAttempts, error: "550 no", at: Date()))
        }
        let listed = WebStaffTests.html(app.send(.get, "/admin", headers: WebOrderingTests.headers(admin)))
        #expect(listed.contains(#"id="mail-undelivered""#) && listed.contains("Your order from &lt;Bowl &amp; Co&gt;"))
        #expect(listed.contains("550 no") && listed.contains(message.messageID))
        let body = "messageId=\(message.messageID)&_csrf=\(WebOrderingTests.csrf)"
        let refused = app.send(
            .post, "/admin/mail/retry", headers: WebOrderingTests.headers(customer, form: true), body: body)
        #expect(refused.status == 403, "operators only")
        let retried = app.send(
            .post, "/admin/mail/retry", headers: WebOrderingTests.headers(admin, form: true), body: body)
        #expect(retried.status == 303 && retried.headers["Location"] == "/admin?done=retried#mail")
        #expect(try app.mailbox.messages(to: "ada@example.com").map(\.subject) == ["Your order from <Bowl & Co>"])
        let again = app.send(
            .post, "/admin/mail/retry", headers: WebOrderingTests.headers(admin, form: true), body: body)
        #expect(again.status == 404, "sent, so no longer given up")
    }
}

/// The console's customers and coupons pages without JavaScript: a search, a lock refused without a reason and
/// then made, a coupon refused for a bad number and then created, changed and ended.
@Suite("Web: the console's customers and coupons")
struct WebConsoleCustomersTests {
    static func post(_ app: TestApp, _ token: String, _ path: String, _ body: String) -> Response {
        app.send(
            .post, path, headers: WebOrderingTests.headers(token, form: true),
            body: body + "&_csrf=\(WebOrderingTests.csrf)")
    }

    @Test func anOperatorFindsACustomerAndLocksTheAccount() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let ada = try world.customer("Ada")
        let page = { (path: String) in
            WebStaffTests.html(world.app.send(.get, path, headers: WebOrderingTests.headers(admin)))
        }
        let found = page("/admin/customers?q=lovelace")
        #expect(found.contains("ada@example.com") && found.contains(#"id="customers-found""#))
        #expect(page("/admin/customers?q=nobody").contains("No account matches “nobody”."))
        let long = world.app.send(
            .get, "/admin/customers?q=" + String(repeating: "a", count: 101), headers: WebOrderingTests.headers(admin))
        #expect(long.refusalStatus == 400)
        let refused = WebStaffTests.html(long)
        #expect(refused.contains("Use at most 100 characters.") && !refused.contains(#"id="customers-found""#))
        let id = try #require(
            try ConsoleAccountsAPITests.accounts(world.send(.get, "/api/v1/admin/accounts?q=ada", admin)).first?["id"]
                as? String)
        let empty = Self.post(world.app, admin, "/admin/customers/\(id)/lock", "reason=")
        #expect(empty.refusalStatus == 422 && WebStaffTests.html(empty).contains(#"id="field-reason-error""#))
        let locked = Self.post(world.app, admin, "/admin/customers/\(id)/lock", "reason=Stolen+card")
        #expect(locked.status == 303 && locked.headers["Location"] == "/admin/customers/\(id)?done=locked")
        let account = page("/admin/customers/\(id)?done=locked")
        #expect(account.contains("Stolen card") && account.contains("Unlock account"))
        #expect(world.send(.get, "/api/v1/me", ada).status == 401)
        let again = Self.post(world.app, admin, "/admin/customers/\(id)/lock", "reason=Twice")
        #expect(again.refusalStatus == 409 && WebStaffTests.html(again).contains("This account is locked."))
    }

    @Test func anOperatorCreatesChangesAndEndsACoupon() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let bad = Self.post(
            world.app, admin, "/admin/coupons", "code=SPRING&description=10%25+off&kind=percent&percentOff=ten")
        #expect(bad.refusalStatus == 422 && WebStaffTests.html(bad).contains(#"id="field-percentOff-error""#))
        let made = Self.post(
            world.app, admin, "/admin/coupons",
            "code=spring&description=10%25+off&kind=percent&percentOff=10&validFrom=2030-03-01&validUntil=2030-03-31")
        #expect(made.status == 303 && made.headers["Location"] == "/admin/coupons/SPRING?done=created")
        let detail = WebStaffTests.html(
            world.app.send(.get, "/admin/coupons/SPRING", headers: WebOrderingTests.headers(admin)))
        #expect(detail.contains("Scheduled") && detail.contains(#"value="2030-03-31""#), "the last day as typed")
        let taken = Self.post(world.app, admin, "/admin/coupons", "code=SPRING&description=x&kind=free_delivery")
        #expect(taken.refusalStatus == 409, "a conflict, as the API answers it")
        #expect(WebStaffTests.html(taken).contains("A coupon with this code already exists."), "under the code field")
        let backwards = Self.post(
            world.app, admin, "/admin/coupons/SPRING/terms", "validFrom=2030-03-10&validUntil=2030-03-01")
        #expect(
            backwards.refusalStatus == 422 && WebStaffTests.html(backwards).contains(#"id="field-validUntil-error""#))
        let changed = Self.post(world.app, admin, "/admin/coupons/SPRING/terms", "totalLimit=50")
        #expect(changed.status == 303)
        let ended = Self.post(world.app, admin, "/admin/coupons/SPRING/expire", "")
        #expect(ended.status == 303 && ended.headers["Location"] == "/admin/coupons/SPRING?done=expired")
        let list = WebStaffTests.html(world.app.send(.get, "/admin/coupons", headers: WebOrderingTests.headers(admin)))
        #expect(list.contains("0 of 50") && list.contains("Ended"))
    }

    @Test func changingALimitInTheFormKeepsAValidityMadeWithinADay() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let made = world.send(
            .post, "/api/v1/admin/coupons", admin,
            [
                "code": "HALFDAY", "description": "Until mid-afternoon", "kind": "free_delivery",
                "validUntil": "2030-03-31T15:30:00Z",
            ])
        #expect(made.status == 201)
        let page = WebStaffTests.html(
            world.app.send(.get, "/admin/coupons/HALFDAY", headers: WebOrderingTests.headers(admin)))
        #expect(page.contains(#"value="2030-03-31""#), "the last day shown in the operator's zone")
        let changed = Self.post(world.app, admin, "/admin/coupons/HALFDAY/terms", "validUntil=2030-03-31&totalLimit=9")
        #expect(changed.status == 303)
        let coupon = try CatalogAPI.object(world.send(.get, "/api/v1/admin/coupons/HALFDAY", admin))["coupon"]
        let stored = try #require(coupon as? [String: Any])
        #expect((stored["validUntil"] as? String)?.hasPrefix("2030-03-31T15:30:00") == true)
        #expect(stored["totalLimit"] as? Int == 9)
    }
}
