import FoodlyAPI
import FoodlyHTTP
import FoodlyServer
import FoodlyTestSupport
import Foundation
import Testing

/// Walks the registered web routes: every form post is CSRF-checked and every page but the public ones asks a
/// signed-out visitor to sign in, so a route added outside the groups fails here.
@Suite("Web route groups")
struct WebRouteGroupTests {
    /// The web pages anyone may see.
    static let publicPages: Set<String> = [
        "/welcome/:number", "/login", "/register", "/forgot", "/reset", "/verify", "/offline", "/staff/join",
        // A restaurant's and a dish's page: a link shared with a friend opens (WebGuestTests).
        "/restaurants/:id", "/dishes/:id",
    ]

    /// The routes of the web app: neither the endpoint table's nor the static files' (the service worker is one).
    static func webRoutes(_ app: TestApp, _ method: HTTPMethod) -> [String] {
        let api = Set(Endpoints.all.map(\.path))
        return app.responder.router.routes.filter {
            $0.method == method && !api.contains(RouteTemplate.of($0.pattern)) && !$0.pattern.hasPrefix("/static/")
                && !$0.pattern.hasPrefix("/photos/") && $0.pattern != "/sw.js"
                // The payment provider's events carry its signature, not a session and a form token.
                && !$0.pattern.hasPrefix("/webhooks/")
        }.map(\.pattern)
    }

    /// `pattern` with each parameter filled in.
    static func path(_ pattern: String) -> String {
        pattern.split(separator: "/").map { $0.hasPrefix(":") ? "x" : String($0) }.reduce("") { $0 + "/" + $1 }
    }

    /// Registers through the API; the session cookie and a CSRF cookie, but no `_csrf` field will be sent.
    static func signedInHeaders(_ app: TestApp) throws -> HTTPHeaders {
        let response = app.send(
            .post, "/api/v1/users", headers: ["Content-Type": "application/json"],
            body: #"{"fullName":"Ada Lovelace","email":"ada@example.com","password":"abcdef1!"}"#)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let token = try #require(body["token"] as? String)
        return [
            "Cookie": "foodly_session=\(token); foodly_csrf=\(String(repeating: "a", count: 43))",
            "Content-Type": "application/x-www-form-urlencoded", "Accept": "text/html",
        ]
    }

    @Test func everyFormPostWithoutItsTokenIsRefused() throws {
        let app = try TestApp()
        let headers = try WebRouteGroupTests.signedInHeaders(app)
        let posts = WebRouteGroupTests.webRoutes(app, .post)
        #expect(posts.count >= 15)
        for pattern in posts {
            let path = WebRouteGroupTests.path(pattern)
            // Photo uploads are multipart forms: their token is a part of the body.
            let upload = FoodlyServerApp.bodyAllowances.contains { $0.matches(.post, target: path) }
            var sent = headers
            if upload { sent.set("Content-Type", "multipart/form-data; boundary=XyZ") }
            for token in ["", String(repeating: "b", count: 43)] {
                let body =
                    upload
                    ? String(
                        decoding: MultipartFormTests.body(
                            token.isEmpty
                                ? []
                                : [
                                    (#"Content-Disposition: form-data; name="_csrf""#, Array(token.utf8))
                                ]), as: UTF8.self)
                    : token.isEmpty ? "" : "_csrf=" + token
                let response = app.send(.post, path, headers: sent, body: body)
                #expect(response.status == 403, "POST \(pattern) with body \(body.prefix(6))")
            }
            #expect(app.send(.post, path, body: "").status != 200, "POST \(pattern) signed out")
        }
    }

    @Test func everySignedInPageSendsASignedOutVisitorToSignIn() throws {
        let app = try TestApp()
        let pages = WebRouteGroupTests.webRoutes(app, .get).filter { !WebRouteGroupTests.publicPages.contains($0) }
        #expect(pages.count >= 9)
        for pattern in pages {
            let path = WebRouteGroupTests.path(pattern)
            // The crew screens and the console go straight to login: kitchen staff, couriers and operators are not
            // shown the customer welcome.
            let crew = ["/kitchen", "/courier", "/admin"].contains { pattern.hasPrefix($0) }
            let first = app.send(.get, path)
            #expect(
                first.status == 303 && first.headers["Location"] == (crew ? "/login" : "/welcome/1"), "GET \(pattern)")
            let again = app.send(.get, path, headers: ["Cookie": "foodly_onboarded=1"])
            #expect(again.status == 303 && again.headers["Location"] == "/login", "GET \(pattern)")
        }
    }

    @Test func thePublicPagesAreRegisteredAndOpen() throws {
        let app = try TestApp()
        let pages = Set(WebRouteGroupTests.webRoutes(app, .get))
        #expect(WebRouteGroupTests.publicPages.isSubset(of: pages))
        #expect(app.send(.get, "/login").status == 200)
        #expect(app.send(.get, "/welcome/1").status == 200)
    }
}
