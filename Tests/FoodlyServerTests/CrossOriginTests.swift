import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// A page on another site cannot make a signed-in browser change anything through the API: a cookie-signed write
/// whose `Origin` names another host is refused, even a bodiless one sent as `text/plain`.
@Suite("API writes from another site")
struct CrossOriginTests {
    func cancel(_ world: OrderingWorld, _ order: String, _ headers: HTTPHeaders) -> Response {
        world.app.send(.post, "/api/v1/orders/\(order)/cancel", headers: headers)
    }

    @Test func aCookieSignedCancelFromAnotherSiteIsRefusedAndChangesNothing() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let order = try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
        let forged: HTTPHeaders = [
            "Cookie": "foodly_session=\(token)", "Content-Type": "text/plain", "Origin": "http://evil.example",
            "Host": "127.0.0.1:8080",
        ]
        let refused = cancel(world, order, forged)
        #expect(refused.status == 403)
        #expect(try CatalogAPI.problem(refused).code == "csrf_failed")
        let still = try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(order)", token))
        #expect(still["status"] as? String == "placed")

        var sameSite = forged
        sameSite.set("Origin", "http://127.0.0.1:8080")
        #expect(cancel(world, order, sameSite).status == 200)
    }

    @Test func bearerTokensAndReadsAreNotChecked() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let order = try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
        let read = world.app.send(
            .get, "/api/v1/orders/\(order)",
            headers: ["Cookie": "foodly_session=\(token)", "Origin": "http://evil.example", "Host": "x"])
        #expect(read.status == 200)
        let bearer = cancel(
            world, order, ["Authorization": "Bearer \(token)", "Origin": "http://evil.example", "Host": "x"])
        #expect(bearer.status == 200)
    }
}
