import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Password resets and email confirmation over the API and the web pages, and order receipts, with the mail read
/// from the test app's folder.
@Suite("Account recovery, confirmation and receipts over HTTP")
struct AccountRecoveryAPITests {
    static let csrf = String(repeating: "c", count: 43)

    static func resetBody(_ email: String) -> String { CatalogAPI.body(["email": email]) }

    /// The token of the last mail to `email` with a link to `path`.
    static func token(_ app: TestApp, _ email: String, _ path: String) throws -> String {
        try #require(try app.mailbox.messages(to: email).compactMap { $0.token(path) }.last)
    }

    /// The response without what differs between any two responses (request id, date).
    static func comparable(_ response: Response) -> [String] {
        response.headers.filter { !["X-Request-Id", "Date"].contains($0.name) }.map { "\($0.name): \($0.value)" }
            + ["\(response.status)", String(decoding: response.body, as: UTF8.self)]
    }

    static func form(_ cookie: String = "") -> HTTPHeaders {
        [
            "Cookie": "foodly_csrf=\(csrf)\(cookie)", "Content-Type": "application/x-www-form-urlencoded",
            "Accept": "text/html",
        ]
    }

    @Test func aKnownAndAnUnknownAddressGetTheSameAnswerAndOnlyTheKnownOneAMail() throws {
        let app = try TestApp()
        _ = try AccountAPI.register(app)
        let mailsBefore = try app.mailbox.messages().count
        let known = app.send(
            .post, "/api/v1/password-resets", headers: CatalogAPI.json, body: Self.resetBody("ada@example.com"))
        let unknown = app.send(
            .post, "/api/v1/password-resets", headers: CatalogAPI.json, body: Self.resetBody("nobody@example.com"))
        #expect(known.status == 202)
        #expect(Self.comparable(known) == Self.comparable(unknown))
        #expect(
            try CatalogAPI.object(known)["message"] as? String
                == "If an account uses this address, we have sent a link to it. It works for 30 minutes.")
        let mails = try app.mailbox.messages()
        #expect(mails.count == mailsBefore + 1)
        #expect(mails.allSatisfy { $0.to.contains("ada@example.com") })
        // The web form answers both alike too: the same redirect to the same neutral page.
        let web = ["ada@example.com", "nobody@example.com"].map {
            app.send(.post, "/forgot", headers: Self.form(), body: "email=\($0)&_csrf=\(Self.csrf)")
        }
        #expect(web.map(\.status) == [303, 303])
        #expect(Self.comparable(web[0]) == Self.comparable(web[1]))
        let sent = String(decoding: app.send(.get, "/forgot?sent=1").body, as: UTF8.self)
        #expect(sent.contains("If an account uses this address, we have sent a link to it. It works for 30 minutes."))
        // A malformed address is a 422 naming the field, whoever asks.
        let bad = app.send(.post, "/api/v1/password-resets", headers: CatalogAPI.json, body: Self.resetBody("nope"))
        #expect(bad.status == 422)
        #expect(try CatalogAPI.problem(bad).fields == ["email"])
    }

    @Test func aResetEndsEverySessionAndTheOldPassword() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        #expect(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token)).status == 200)
        _ = app.send(
            .post, "/api/v1/password-resets", headers: CatalogAPI.json, body: Self.resetBody("ada@example.com"))
        let link = try Self.token(app, "ada@example.com", "/reset")
        let weak = app.send(
            .post, "/api/v1/password-resets/confirm", headers: CatalogAPI.json,
            body: CatalogAPI.body(["token": link, "password": "password"]))
        #expect(weak.status == 422)
        #expect(try CatalogAPI.problem(weak).fields == ["password"])
        let confirmed = app.send(
            .post, "/api/v1/password-resets/confirm", headers: CatalogAPI.json,
            body: CatalogAPI.body(["token": link, "password": "new-secret-2!"]))
        #expect(confirmed.status == 204)
        #expect(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token)).status == 401)
        #expect(AccountAPI.login(app, "ada@example.com", AccountAPI.password).status == 401)
        #expect(AccountAPI.login(app, "ada@example.com", "new-secret-2!").status == 201)
        let again = app.send(
            .post, "/api/v1/password-resets/confirm", headers: CatalogAPI.json,
            body: CatalogAPI.body(["token": link, "password": "another-3!"]))
        #expect(again.status == 422)
        #expect(try CatalogAPI.problem(again).code == "invalid_token")
        #expect(
            try CatalogAPI.object(again)["detail"] as? String
                == "This link has expired or was already used. Ask for a new one.")
    }

    @Test func confirmingTheAddressShowsInTheAccount() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let me = { try CatalogAPI.object(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token))) }
        #expect(try me()["emailVerified"] as? Bool == false)
        let resent = app.send(.post, "/api/v1/me/email-verification", headers: CatalogAPI.bearer(token))
        #expect(resent.status == 202)
        #expect(
            try CatalogAPI.object(resent)["message"] as? String
                == "We have sent a new link to ada@example.com. It works for 24 hours.")
        let link = try Self.token(app, "ada@example.com", "/verify")
        let confirm = { (token: String) in
            app.send(
                .post, "/api/v1/email-verifications/confirm", headers: CatalogAPI.json,
                body: CatalogAPI.body(["token": token]))
        }
        #expect(confirm("not-a-token").status == 422)
        #expect(confirm(link).status == 204)
        #expect(try me()["emailVerified"] as? Bool == true)
        #expect(confirm(link).status == 204, "opening the link again changes nothing")
        let already = app.send(.post, "/api/v1/me/email-verification", headers: CatalogAPI.bearer(token))
        #expect(already.status == 409)
        #expect(try CatalogAPI.problem(already).code == "already_verified")
    }

    @Test func theWebPagesResetThePasswordWithoutLeakingTheToken() throws {
        let app = try TestApp()
        let session = try AccountAPI.register(app)
        let login = String(decoding: app.send(.get, "/login").body, as: UTF8.self)
        #expect(login.contains(#"<a href="/forgot" id="forgot-link">Forgot your password?</a>"#))
        #expect(app.send(.get, "/forgot").status == 200)
        let asked = app.send(.post, "/forgot", headers: Self.form(), body: "email=ada%40example.com&_csrf=\(Self.csrf)")
        #expect(asked.status == 303 && asked.headers["Location"] == "/forgot?sent=1")
        let link = try Self.token(app, "ada@example.com", "/reset")

        // The link's page moves the token into a cookie for /reset only and leaves its address at once.
        let opened = app.send(.get, "/reset?token=\(link)")
        #expect(opened.status == 303 && opened.headers["Location"] == "/reset")
        #expect(opened.headers["Referrer-Policy"] == "no-referrer")
        let cookie = try #require(opened.headers.values(for: "Set-Cookie").first { $0.hasPrefix("foodly_reset=") })
        #expect(cookie.contains("Path=/reset") && cookie.contains("HttpOnly") && cookie.contains("Max-Age=1800"))
        let reset = "; foodly_reset=\(link)"
        let page = app.send(.get, "/reset", headers: Self.form(reset))
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(#"action="/reset""#) && html.contains(#"autocomplete="new-password""#))
        #expect(!html.contains(link), "the token is neither in the page nor its address")
        #expect(!html.contains("http://") && !html.contains("https://"), "nothing loads from elsewhere")
        for invalid in ["/reset?token=bogus", "/reset"] {
            let answer = app.send(.get, invalid)
            #expect(answer.status == 200)
            let text = String(decoding: answer.body, as: UTF8.self)
            #expect(text.contains("This link has expired or was already used.") && !text.contains("<form"))
        }
        #expect(app.send(.get, "/reset?token=bogus").headers["Referrer-Policy"] == "no-referrer")

        let weak = app.send(.post, "/reset", headers: Self.form(reset), body: "password=abc&_csrf=\(Self.csrf)")
        #expect(weak.refusalStatus == 422)
        #expect(String(decoding: weak.body, as: UTF8.self).contains("Use at least 8 characters"))
        let done = app.send(
            .post, "/reset", headers: Self.form("; foodly_session=\(session)\(reset)"),
            body: "password=new-secret-2%21&_csrf=\(Self.csrf)")
        #expect(done.status == 303 && done.headers["Location"] == "/reset?done=1")
        let cleared = done.headers.values(for: "Set-Cookie")
        #expect(cleared.contains { $0.hasPrefix("foodly_session=;") })
        #expect(cleared.contains { $0.hasPrefix("foodly_reset=;") && $0.contains("Path=/reset") })
        #expect(
            String(decoding: app.send(.get, "/reset?done=1").body, as: UTF8.self).contains(
                "Your password is changed. Log in with it."))
        #expect(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(session)).status == 401)
        let reused = app.send(
            .post, "/reset", headers: Self.form(reset), body: "password=new-secret-3%21&_csrf=\(Self.csrf)")
        #expect(reused.refusalStatus == 422)
        #expect(String(decoding: reused.body, as: UTF8.self).contains("Ask for a new link"))
    }

    @Test func theConfirmationLinkOpensAPageAndTheProfileSaysSo() throws {
        let app = try TestApp()
        let session = try AccountAPI.register(app)
        let signedIn: HTTPHeaders = ["Cookie": "foodly_session=\(session); foodly_csrf=\(Self.csrf)"]
        let profile = { String(decoding: app.send(.get, "/profile", headers: signedIn).body, as: UTF8.self) }
        #expect(profile().contains("Email not confirmed yet") && profile().contains(#"action="/profile/verify-email""#))
        let resent = app.send(
            .post, "/profile/verify-email", headers: Self.form("; foodly_session=\(session)"),
            body: "_csrf=\(Self.csrf)")
        #expect(resent.status == 200)
        #expect(String(decoding: resent.body, as: UTF8.self).contains("We have sent a new link to ada@example.com."))
        let link = try Self.token(app, "ada@example.com", "/verify")
        let opened = app.send(.get, "/verify?token=\(link)")
        #expect(opened.headers["Referrer-Policy"] == "no-referrer")
        #expect(String(decoding: opened.body, as: UTF8.self).contains("Your email address is confirmed."))
        #expect(profile().contains("Email confirmed") && !profile().contains("/profile/verify-email"))
        let stale = String(decoding: app.send(.get, "/verify?token=stale").body, as: UTF8.self)
        #expect(stale.contains("This link has expired or was already used.") && stale.contains(#"href="/login""#))
    }

    @Test func anOrderIsMailedItsReceiptOnceWhateverTheRetries() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        try world.fillCart(ada)
        let first = world.place(ada, key: "receipt-key")
        let again = world.place(ada, key: "receipt-key")
        let order = try CatalogAPI.object(first)
        #expect(first.status == 201 && again.status == 201)
        #expect(try CatalogAPI.object(again)["id"] as? String == order["id"] as? String)
        let number = try #require(order["number"] as? Int)
        let id = try #require(order["id"] as? String)
        let total = try #require((order["pricing"] as? [String: Any])?["total"] as? Int)
        let receipts = try world.app.mailbox.messages(to: "ada@example.com").filter { $0.subject.contains("order") }
        #expect(receipts.count == 1)
        let receipt = try #require(receipts.first)
        #expect(receipt.subject == "Your Foodly order #\(number) from Lentil Place")
        #expect(receipt.text.contains("2 × Lentil Bowl"))
        #expect(receipt.text.contains("$25.00"))
        let cents = total % 100
        #expect(
            receipt.text.contains("Total") && receipt.text.contains("$\(total / 100).\(cents < 10 ? "0" : "")\(cents)"))
        #expect(receipt.text.contains("Delivering to: 1 Market St, San Francisco"))
        #expect(receipt.text.contains("Arriving: "))
        #expect(receipt.text.contains("\(Mailbox.publicURL)/orders/\(id)"))
        // The web checkout's resent form is a replay too.
        try world.fillCart(ada)
        let form: HTTPHeaders = [
            "Cookie": "foodly_session=\(ada); foodly_csrf=\(Self.csrf)",
            "Content-Type": "application/x-www-form-urlencoded",
        ]
        for _ in 0..<2 {
            _ = world.app.send(.post, "/checkout", headers: form, body: "key=web-key&notes=&_csrf=\(Self.csrf)")
        }
        #expect(
            try world.app.mailbox.messages(to: "ada@example.com").filter { $0.subject.contains("order") }.count == 2)
    }
}
