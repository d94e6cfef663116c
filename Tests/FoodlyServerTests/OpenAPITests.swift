import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("OpenAPI document")
struct OpenAPITests {
    /// Routes that are part of the HTTP API (web pages and assets are not).
    func isAPIRoute(_ pattern: String) -> Bool {
        pattern.hasPrefix("/api/") || pattern == "/healthz" || pattern == "/metrics"
    }

    @Test func everyAPIRouteIsDocumentedAndEveryDocumentedOperationExists() throws {
        let app = try TestApp()
        let response = app.send(.get, "/api/openapi.json")
        #expect(response.status == 200)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var documented: Set<String> = []
        for (path, operations) in paths {
            for method in operations.keys where ["get", "post", "put", "patch", "delete"].contains(method) {
                documented.insert("\(method.uppercased()) \(path)")
            }
        }
        let routed = Set(
            app.responder.router.routes.filter { isAPIRoute($0.pattern) }.map { route in
                let path = route.pattern.split(separator: "/").map { segment in
                    segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
                }
                return "\(route.method.rawValue) /\(path.joined(separator: "/"))"
            })
        #expect(routed.subtracting(documented).isEmpty, "routes missing from openapi.json")
        #expect(documented.subtracting(routed).isEmpty, "documented operations without a route")
    }
}
