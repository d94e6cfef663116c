import FoodlyAPI
import FoodlyTestSupport
import Foundation
import Testing

/// Every operation that reaches the database documents the 503 it answers when the database is busy, unreachable
/// or cannot take writes (a full disk, a read-only file): the shared `Unavailable` response, a Problem with
/// `Retry-After`.
@Suite("OpenAPI: 503 where the database can fail")
struct OpenAPIUnavailableTests {
    typealias Object = [String: Any]

    /// The operations that never reach the database (`/healthz` documents a 503 of its own).
    static let withoutDatabase: Set<String> = [
        "GET /healthz", "GET /metrics", "GET /api/openapi.json", "POST /api/v1/nutrition/score",
        "POST /api/v1/nutrition/target",
    ]

    @Test func everyOperationThatReachesTheDatabaseDocumentsUnavailable() throws {
        let response = try TestApp().send(.get, "/api/openapi.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? Object)
        let paths = document["paths"] as? [String: Object] ?? [:]
        for endpoint in Endpoints.all where !Self.withoutDatabase.contains(endpoint.route) {
            let operation = paths[endpoint.path]?[endpoint.method.rawValue.lowercased()] as? Object
            let answer = (operation?["responses"] as? Object)?["503"] as? Object
            #expect(
                answer?["$ref"] as? String == "#/components/responses/Unavailable", "\(endpoint.route) has no 503")
        }
        let components = document["components"] as? Object
        let unavailable = try #require((components?["responses"] as? Object)?["Unavailable"] as? Object)
        let problem = ((unavailable["content"] as? Object)?["application/problem+json"] as? Object)?["schema"]
        #expect((problem as? Object)?["$ref"] as? String == "#/components/schemas/Problem")
        #expect((unavailable["headers"] as? Object)?["Retry-After"] != nil)
        #expect((unavailable["description"] as? String)?.hasPrefix("`unavailable`") == true)
    }
}
