import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Routing, in process")
struct RouterTests {
    let responder = TestRoutes.responder()

    @Test func unknownPathIs404ProblemJSON() throws {
        let response = responder.respond(to: Request(method: .get, target: "/nope"))
        #expect(response.status == 404)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(body.contains(#""code":"not_found""#))
        #expect(body.contains(#""type":"urn:foodly:problem:not_found""#))
    }

    @Test func wrongMethodIs405WithAllow() {
        let response = responder.respond(to: Request(method: .delete, target: "/hello"))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD, POST")
    }

    @Test func headIsAnsweredByTheGetRoute() {
        let response = responder.respond(to: Request(method: .head, target: "/hello"))
        #expect(response.status == 200)
    }

    @Test func pathParametersAndRestCapture() {
        #expect(
            String(decoding: responder.respond(to: Request(method: .get, target: "/items/42")).body, as: UTF8.self)
                == "item 42")
        #expect(
            String(decoding: responder.respond(to: Request(method: .get, target: "/files/a/b.css")).body, as: UTF8.self)
                == "file a/b.css")
        #expect(responder.respond(to: Request(method: .get, target: "/items/42/more")).status == 404)
        #expect(responder.respond(to: Request(method: .get, target: "/files")).status == 404)
    }

    @Test func queryStringIsDecoded() {
        let response = responder.respond(
            to: Request(method: .get, target: "/query?q=cr%C3%A8me+br%C3%BBl%C3%A9e&plus=%2B&empty=&flag"))
        #expect(String(decoding: response.body, as: UTF8.self) == "q=crème brûlée|plus=+|empty=|flag=")
    }

    @Test func unknownErrorsBecome500WithoutInternals() {
        let capture = LogCapture()
        let response = TestRoutes.responder(logger: capture.logger).respond(
            to: Request(method: .get, target: "/boom", requestID: "req-1"))
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 500)
        #expect(body.contains("req-1"))
        #expect(!body.contains("Secret"))
        #expect(capture.lines.contains { $0.contains("Secret") && $0.contains(#""level":"error""#) })
    }

    @Test func everyResponseCarriesSecurityHeadersAndRequestID() {
        let response = responder.respond(to: Request(method: .get, target: "/hello", requestID: "abc"))
        #expect(response.headers["X-Request-Id"] == "abc")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] == "same-origin")
        #expect(response.headers["Content-Security-Policy"] == "default-src 'none'; frame-ancestors 'none'")
    }

    @Test func htmlPagesGetThePagePolicy() {
        var router = Router()
        router.get("/page") { _ in .html("<p>hi</p>") }
        let response = Responder(router: router, logger: .discard).respond(to: Request(method: .get, target: "/page"))
        let policy = response.headers["Content-Security-Policy"] ?? ""
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(response.headers["X-Frame-Options"] == "DENY")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
    }

    @Test func accessLogIsOneJSONLinePerRequest() throws {
        let capture = LogCapture()
        _ = TestRoutes.responder(logger: capture.logger).respond(
            to: Request(method: .get, target: "/items/7?secret=x", requestID: "r7"))
        let captured = capture.lines
        #expect(captured.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(captured[0].utf8)) as? [String: Any])
        #expect(object["method"] as? String == "GET")
        #expect(object["path"] as? String == "/items/7")
        #expect(object["route"] as? String == "/items/:id")
        #expect(object["status"] as? Int == 200)
        #expect(object["requestId"] as? String == "r7")
        #expect(object["durationMs"] is Double)
        #expect(!captured[0].contains("secret"))
    }

    @Test func metricsCountByRouteAndStatus() {
        let responder = TestRoutes.responder()
        for _ in 0..<3 { _ = responder.respond(to: Request(method: .get, target: "/items/1")) }
        _ = responder.respond(to: Request(method: .get, target: "/missing"))
        let text = responder.metrics.render()
        #expect(text.contains(#"http_requests_total{route="/items/:id",method="GET",status="200"} 3"#))
        #expect(text.contains(#"http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
        #expect(text.contains(#"http_request_duration_seconds_count{route="/items/:id"} 3"#))
        #expect(text.contains(#"http_request_duration_seconds_bucket{route="/items/:id",le="+Inf"} 3"#))
    }
}
