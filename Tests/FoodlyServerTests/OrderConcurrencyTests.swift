import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// Races over real HTTP connections to a live server: every request on its own thread and connection, released
/// together.
@Suite("Orders under concurrency (live server)")
struct OrderConcurrencyTests {
    /// Runs `body(i)` for i in 0..<count on `count` threads released at once; returns the results by index.
    static func race<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
        let results = Mutex<[Int: Result<T, any Error>]>([:])
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            Thread {
                start.wait()
                let result = Result { try body(index) }
                results.withLock { $0[index] = result }
                done.leave()
            }.start()
        }
        for _ in 0..<count { start.signal() }
        guard done.wait(timeout: .now() + 60) == .success else {
            throw RawHTTPConnection.Failure(description: "race timed out")
        }
        return try results.withLock { all in try (0..<count).map { try all[$0]!.get() } }
    }

    static func post(_ live: LiveServer, _ path: String, token: String, key: String) throws -> RawHTTPConnection.Reply {
        try live.connect().request(
            "POST", path,
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json", "Idempotency-Key": key],
            body: Array("{}".utf8))
    }

    static func id(_ reply: RawHTTPConnection.Reply) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any])?["id"] as? String
    }

    static func count(_ world: OrderingWorld, _ sql: String) throws -> Int {
        try world.app.database.read { try $0.queryOne(sql, [])?.int("n") ?? -1 }
    }

    @Test func twentyParallelRequestsWithOneKeyMakeOneOrder() throws {
        let world = try OrderingWorld()
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let token = try world.customer()
        try world.fillCart(token)
        let replies = try Self.race(20) { _ in try Self.post(live, "/api/v1/orders", token: token, key: "one-key") }
        #expect(replies.allSatisfy { $0.status == 201 }, "\(replies.map(\.status))")
        #expect(Set(replies.compactMap(Self.id)).count == 1)
        #expect(try Self.count(world, "SELECT COUNT(*) AS n FROM orders") == 1)
    }

    @Test func aCouponWithATotalLimitOfOneRacedByTenCustomersIsRedeemedOnce() throws {
        let world = try OrderingWorld(couriers: 10)
        try CouponService(environment: world.app.environment).create(
            CouponDraft(code: "ONLYONE", description: "$3 off, once", kind: "fixed", amount: 300, totalLimit: 1),
            by: .commandLine)
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let tokens = try (0..<10).map { try world.customer("Racer\($0)") }
        for token in tokens {
            try world.fillCart(token)
            #expect(world.send(.put, "/api/v1/cart/coupon", token, ["code": "onlyone"]).status == 200)
        }
        let replies = try Self.race(10) { index in
            try Self.post(live, "/api/v1/orders", token: tokens[index], key: "race-\(index)")
        }
        #expect(replies.filter { $0.status == 201 }.count == 1, "\(replies.map(\.status))")
        let refused = replies.filter { $0.status != 201 }
        #expect(refused.allSatisfy { $0.status == 422 && $0.text.contains("coupon_limit_reached") })
        #expect(try Self.count(world, "SELECT COUNT(*) AS n FROM coupon_redemptions") == 1)
        #expect(try Self.count(world, "SELECT redemptions AS n FROM coupons") == 1)
        #expect(try Self.count(world, "SELECT COUNT(*) AS n FROM orders") == 1, "no order without its redemption")
    }

    @Test func twoOrdersPlacedAtOnceAreOfferedToTheOneCourierOneAtATime() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let world = crew.world
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let tokens = try ["Ann", "Bob"].map { try world.customer($0) }
        for token in tokens { try world.fillCart(token) }
        let replies = try Self.race(2) { index in
            try Self.post(live, "/api/v1/orders", token: tokens[index], key: "courier-\(index)")
        }
        #expect(replies.allSatisfy { $0.status == 201 })
        let ids = Set(replies.compactMap { try? JSONCoding.decode(OrderBody.self, from: Data($0.body)).id })
        #expect(ids.count == 2)
        func offered() throws -> [DeliveryOfferBody] {
            let page: Page<DeliveryOfferBody> = try world.send(.get, "/api/v1/courier/offers", crew.couriers[0])
                .decoded()
            return page.items
        }
        let first = try offered()
        #expect(first.count == 1, "a courier answers one offer at a time")
        let firstID = try #require(first.first?.orderId)
        #expect(try crew.accept(firstID) == 0)
        // Answered: the other order, from the same kitchen to the same door, joins the run.
        let second = try offered()
        #expect(second.map(\.orderId) == Array(ids.subtracting([firstID])) && second.first?.joinsRun == true)
    }
}
