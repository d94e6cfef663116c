import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Web shell")
struct WebShellTests {
    /// Registers through the API and returns the session cookie header for web requests.
    func signIn(_ app: TestApp) throws -> HTTPHeaders {
        let response = app.send(
            .post, "/api/v1/users", headers: ["Content-Type": "application/json"],
            body: #"{"fullName":"Ada Lovelace","email":"ada@example.com","password":"abcdef1!"}"#)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let token = try #require(body["token"] as? String)
        return ["Cookie": "foodly_session=\(token)", "Accept": "text/html"]
    }

    @Test func firstVisitGoesToOnboardingThenLogin() throws {
        let app = try TestApp()
        #expect(app.send(.get, "/").headers["Location"] == "/welcome/1")
        #expect(app.send(.get, "/", headers: ["Cookie": "foodly_onboarded=1"]).headers["Location"] == "/login")
    }

    @Test func homeIsAnAccessibleShellWithTheTabBar() throws {
        let app = try TestApp()
        let response = app.send(.get, "/", headers: try signIn(app))
        let html = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<html lang="en">"#))
        #expect(html.contains(#"<nav aria-label="Main" class="tabbar">"#))
        for label in ["Home", "Search", "Orders", "Diary", "Profile"] { #expect(html.contains(label)) }
        #expect(html.contains("Hi, Ada"))
        #expect(response.headers["Content-Security-Policy"]?.contains("script-src 'self'") == true)
    }

    @Test func stylesheetIsServedWithCaching() throws {
        let app = try TestApp()
        let page = String(decoding: app.send(.get, "/login").body, as: UTF8.self)
        let range = try #require(page.range(of: #"/static/app\.css\?v=[0-9a-f]+"#, options: .regularExpression))
        let css = app.send(.get, String(page[range]))
        #expect(css.status == 200)
        #expect(css.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(css.headers["ETag"] != nil)
    }

    @Test func webErrorsAreHTMLPagesAndAPIErrorsAreProblems() throws {
        let app = try TestApp()
        let page = app.send(.get, "/no-such-page", headers: ["Accept": "text/html"])
        #expect(page.status == 404)
        #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(String(decoding: page.body, as: UTF8.self).contains("We couldn't find that page"))
        let api = app.send(.get, "/api/v1/nothing", headers: ["Accept": "text/html"])
        #expect(api.headers["Content-Type"] == "application/problem+json")
    }
}
