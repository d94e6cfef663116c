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

    @Test func metricsArePrometheusText() throws {
        let app = try TestApp()
        _ = app.send(.get, "/healthz")
        let response = app.send(.get, "/metrics")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(response.headers["Content-Type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(text.contains(#"http_requests_total{route="/healthz",method="GET",status="200"} 1"#))
        #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
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
