import FoodlyAPI
import FoodlyClient
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Operations endpoints")
struct OperationsTests {
    @Test func healthzIsOKWhileTheStoreAnswers() throws {
        let app = try TestApp()
        let response = app.send(.get, "/healthz")
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"database":"up","status":"ok"}"#)
        #expect(response.headers["Content-Type"] == "application/json")
    }

    @Test func healthzIs503WhenTheStoreIsGone() throws {
        let app = try TestApp()
        app.database.close()
        let response = app.send(.get, "/healthz")
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] != nil)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"database":"down","status":"unavailable"}"#)
    }

    @Test func metricsAreForTheMachineItselfOrTheToken() throws {
        let app = try TestApp(metricsToken: "s3cret-token")
        func status(from address: String, _ headers: HTTPHeaders = [:]) -> Int {
            app.responder.respond(
                to: Request(method: .get, target: "/metrics", headers: headers, remoteAddress: address)
            )
            .status
        }
        #expect(status(from: "127.0.0.1") == 200)
        #expect(status(from: "::1") == 200)
        #expect(status(from: "203.0.113.9") == 403)
        #expect(status(from: "127.0.0.1", ["X-Real-IP": "203.0.113.9"]) == 403)
        #expect(status(from: "203.0.113.9", ["Authorization": "Bearer s3cret-token"]) == 200)
        #expect(status(from: "203.0.113.9", ["Authorization": "Bearer wrong"]) == 403)
        let refused = app.responder.respond(to: Request(method: .get, target: "/metrics", remoteAddress: "10.1.1.1"))
        #expect(String(decoding: refused.body, as: UTF8.self).contains(#""code":"forbidden""#))
        #expect(!String(decoding: refused.body, as: UTF8.self).contains("http_requests_total"))
    }

    @Test func metricsArePrometheusText() throws {
        let app = try TestApp()
        _ = app.send(.get, "/healthz")
        let response = app.send(.get, "/metrics")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(response.headers["Content-Type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(text.contains(#"http_requests_total{route="/healthz",method="GET",status="200"} 1"#))
        #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
        // A password reset mails the address: the mail's outcome is counted where the operator looks.
        _ = try AccountAPI.register(app)
        _ = app.send(
            .post, "/api/v1/password-resets", headers: CatalogAPI.json, body: #"{"email":"ada@example.com"}"#)
        _ = try app.mailbox.messages(to: "ada@example.com")
        let after = String(decoding: app.send(.get, "/metrics").body, as: UTF8.self)
        #expect(after.contains(#"foodly_mail_total{outcome="sent"} 2"#), "the address confirmation and the reset")
        #expect(after.contains(#"foodly_mail_total{outcome="refused"} 0"#) && after.contains("foodly_mail_waiting 0"))
    }

    @Test func theSDKReadsHealthFromALiveServer() async throws {
        let app = try TestApp()
        let live = try LiveServer(responder: app.responder)
        defer { live.stop() }
        let client = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, session: URLSession(configuration: .ephemeral))
        #expect(try await client.health() == Health(status: .ok, database: .up))
    }
}
