import FoodlyApp
import FoodlyHTTP
import FoodlyServer
import FoodlyTestSupport
import Foundation
import Testing

/// A database that cannot take writes (full disk, read-only file): writes answer 503 with `Retry-After`, never 500,
/// nothing is half-written, reads go on, and the same request goes through once there is room, without a restart.
@Suite("A full disk")
struct FullDiskTests {
    /// The ordering world, and its app a second time on the same store behind a disk that can fill up.
    struct Setup {
        let world: OrderingWorld
        let disk: FullDiskDatabase
        let responder: Responder

        init() throws {
            world = try OrderingWorld()
            disk = FullDiskDatabase(world.app.database)
            responder = try FoodlyServerApp(environment: AppEnvironment(database: disk), logger: .discard)
                .makeResponder()
        }

        func send(_ method: HTTPMethod, _ target: String, headers: HTTPHeaders, body: String = "") -> Response {
            responder.respond(to: Request(method: method, target: target, headers: headers, body: Array(body.utf8)))
        }
    }

    @Test func anOrderFailingAtAnyOfItsStatementsLeavesNothingAndItsKeyGoesThroughOnceThereIsRoom() throws {
        let setup = try Setup()
        let token = try setup.world.customer()
        try setup.world.fillCart(token)
        let before = try TableChecksums.of(setup.world.app.database)
        var headers = CatalogAPI.bearer(token)
        headers.set("Idempotency-Key", "full-disk-order")
        var room = 0
        while true {
            setup.disk.fill(after: room)
            let answer = setup.send(.post, "/api/v1/orders", headers: headers, body: "{}")
            setup.disk.freeSpace()
            if answer.status == 201 { break }
            #expect(answer.status == 503, "statement \(room + 1): \(String(decoding: answer.body, as: UTF8.self))")
            #expect(answer.headers["Retry-After"] == "5")
            let problem = try CatalogAPI.object(answer)
            #expect(problem["code"] as? String == "unavailable")
            #expect(
                problem["detail"] as? String
                    == "We could not save that, and nothing was changed. Try again in a moment.")
            #expect(try TableChecksums.of(setup.world.app.database) == before, "statement \(room + 1) left a trace")
            #expect(setup.send(.get, "/api/v1/cart", headers: CatalogAPI.bearer(token)).status == 200, "reads go on")
            room += 1
            guard room < 200 else {
                Issue.record("the order never went through")
                return
            }
        }
        #expect(room >= 4, "the order, its lines, its timeline and the emptied cart are written apart")
        let orders = try CatalogAPI.object(setup.world.send(.get, "/api/v1/orders", token))
        #expect((orders["items"] as? [Any])?.count == 1)
        let cart = try CatalogAPI.object(setup.world.send(.get, "/api/v1/cart", token))
        #expect((cart["items"] as? [Any])?.isEmpty ?? true, "the cart was emptied with the order")
    }

    @Test func theCheckoutPageSaysNothingWasSavedAndToTryAgain() throws {
        let setup = try Setup()
        let token = try setup.world.customer()
        try setup.world.fillCart(token)
        setup.disk.fill(after: 0)
        var headers = WebOrderingTests.headers(token, form: true)
        let answer = setup.send(
            .post, "/checkout", headers: headers, body: "key=page-key&notes=&_csrf=\(WebOrderingTests.csrf)")
        #expect(answer.status == 503)
        #expect(answer.headers["Retry-After"] == "5")
        let page = String(decoding: answer.body, as: UTF8.self)
        #expect(page.contains("That didn&#39;t go through") || page.contains("That didn't go through"))
        #expect(page.contains("We could not save that, and nothing was changed. Try again in a moment."))
        setup.disk.freeSpace()
        headers = WebOrderingTests.headers(token, form: true)
        let again = setup.send(
            .post, "/checkout", headers: headers, body: "key=page-key&notes=&_csrf=\(WebOrderingTests.csrf)")
        #expect(again.status == 303, "the same form goes through once there is room")
    }
}
