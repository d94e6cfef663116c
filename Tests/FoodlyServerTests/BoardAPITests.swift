import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The live board through the API: a fixture with orders in every status (one late, some waiting for a courier),
/// reassigning a courier and every refusal (nothing changed, no audit entry), and the board's event stream. Runs on
/// SQLite and PostgreSQL.
@Suite("Operations board API")
struct BoardAPITests {
    typealias Object = [String: Any]

    /// Runs SQL on the world's store (fixture set-up: statuses, couriers, promises).
    static func sql(_ world: OrderingWorld, _ statement: String, _ values: [SQLValue] = []) throws {
        _ = try world.app.database.write { try $0.execute(statement, values) }
    }

    /// The world's orders: one per status, each for a new customer, moved there in the store; returns id by status.
    /// Courier-0 brings the picked-up order, courier-1 the accepted one; courier-2 is free; the preparing order is
    /// late by 12 and a half minutes; the ready and preparing ones wait for a courier. A scheduled order whose
    /// kitchen time has come (`due`) is on the board; one for tomorrow is not.
    static func fixture() throws -> (crew: LifecycleAPITests.Crew, ids: [String: String]) {
        let crew = try LifecycleAPITests.Crew(couriers: 3)
        let world = crew.world
        var ids: [String: String] = [:]
        let statuses = ["placed", "accepted", "preparing", "ready", "picked_up", "delivered", "cancelled", "rejected"]
        for (index, status) in (statuses + ["scheduled", "due"]).enumerated() {
            let (_, id, _) = try crew.order("Customer\(index)")
            ids[status] = id
        }
        try sql(world, "DELETE FROM delivery_offers")
        try sql(world, "UPDATE orders SET courier_id = NULL")
        for (status, id) in ids {
            let stored = status == "due" ? "scheduled" : status
            try sql(world, "UPDATE orders SET status = $1 WHERE id = $2", [.text(stored), .text(id)])
        }
        let now = Date()
        func time(_ minutes: Double) -> SQLValue { .text(StoreTime.text(now.addingTimeInterval(minutes * 60))) }
        try sql(
            world, "UPDATE orders SET kitchen_at = $1, scheduled_for = $2 WHERE id = $3",
            [time(-5), time(10), .text(ids["due"] ?? "")])
        try sql(
            world, "UPDATE orders SET kitchen_at = $1, scheduled_for = $2 WHERE id = $3",
            [time(24 * 60), time(24 * 60 + 15), .text(ids["scheduled"] ?? "")])
        try sql(
            world, "UPDATE orders SET promised_by = $1 WHERE id = $2", [time(-12.5), .text(ids["preparing"] ?? "")])
        try sql(world, "UPDATE orders SET promised_by = $1 WHERE id <> $2", [time(30), .text(ids["preparing"] ?? "")])
        for (courier, status) in [("courier-0", "picked_up"), ("courier-1", "accepted")] {
            let id = SQLValue.text(ids[status] ?? "")
            try sql(world, "UPDATE orders SET courier_id = $1 WHERE id = $2", [.text(courier), id])
        }
        return (crew, ids)
    }

    static func board(_ world: OrderingWorld, _ admin: String) throws -> Object {
        let response = world.send(.get, "/api/v1/admin/board", admin)
        #expect(response.status == 200)
        return try CatalogAPI.object(response)
    }

    /// The audit log's entries about reassigning.
    static func auditCount(_ world: OrderingWorld) throws -> Int {
        try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: .orderReassigned)).count }
    }

    @Test func theBoardListsLateThenWaitingThenByAgeWithCountsCouriersAndRestaurants() throws {
        let (crew, ids) = try Self.fixture()
        let world = crew.world
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let board = try Self.board(world, admin)
        let orders = try #require(board["orders"] as? [Object])
        // Late first; then waiting; then the rest, the oldest first (the order for later from its kitchen time).
        let expected = ["preparing", "ready", "due", "placed", "accepted", "picked_up"].map { ids[$0] }
        #expect(orders.map { $0["id"] as? String } == expected)
        let late = orders[0]
        #expect(late["late"] as? Bool == true)
        #expect(late["minutesLate"] as? Int == 12)
        #expect(late["waitingForCourier"] as? Bool == true)
        #expect(orders.dropFirst().allSatisfy { $0["late"] as? Bool == false && $0["minutesLate"] as? Int == 0 })
        #expect(orders.map { $0["waitingForCourier"] as? Bool } == [true, true, false, false, false, false])
        #expect((orders[5]["courier"] as? Object)?["id"] as? String == "courier-0")
        #expect(orders[0]["courier"] is NSNull)
        #expect((orders[0]["restaurant"] as? Object)?["name"] as? String == "Lentil Place")
        #expect(((orders[0]["destination"] as? Object)?["latitude"] as? Double) == CatalogAPI.customer.latitude)
        #expect(board["inFlight"] as? Int == 6)
        #expect(board["late"] as? Int == 1)
        #expect(board["waitingForCourier"] as? Int == 2)
        #expect(board["limit"] as? Int == 500)
        let counts = (board["counts"] as? [Object] ?? []).map { "\($0["status"] ?? ""):\($0["count"] ?? "")" }
        #expect(counts == ["scheduled:1", "placed:1", "accepted:1", "preparing:1", "ready:1", "picked_up:1"])
        let couriers = try #require(board["couriers"] as? [Object])
        #expect(couriers.map { $0["id"] as? String } == ["courier-0", "courier-1", "courier-2"])
        #expect((couriers[0]["currentDelivery"] as? Object)?["id"] as? String == ids["picked_up"])
        #expect(couriers[2]["currentDelivery"] is NSNull)
        #expect(couriers[0]["vehicle"] as? String == "bicycle")
        #expect((board["restaurants"] as? [Object])?.map { $0["name"] as? String } == ["Lentil Place"])
    }

    @Test func aCourierGoingOffDutyLeavesTheBoard() throws {
        let (crew, _) = try Self.fixture()
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[2], ["available": false]).status == 200)
        let couriers = try Self.board(crew.world, admin)["couriers"] as? [Object] ?? []
        #expect(couriers.map { $0["id"] as? String } == ["courier-0", "courier-1"])
    }

    @Test func reassigningGivesTheOrderToTheNewCourierFreesTheOldOneAndIsAudited() throws {
        let (crew, ids) = try Self.fixture()
        let world = crew.world
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let order = try #require(ids["accepted"])
        let moved = world.send(.post, "/api/v1/admin/orders/\(order)/courier", admin, ["courierId": "courier-2"])
        #expect(moved.status == 200)
        #expect((try CatalogAPI.object(moved)["courier"] as? Object)?["name"] as? String == "Courier 2")
        // Both couriers' screens: the old one no longer lists it, the new one does.
        func deliveries(_ token: String) throws -> [String] {
            let items = try CatalogAPI.object(world.send(.get, "/api/v1/courier/deliveries", token))["items"]
            return (items as? [Object] ?? []).compactMap { $0["id"] as? String }
        }
        #expect(try !deliveries(crew.couriers[1]).contains(order))
        #expect(try deliveries(crew.couriers[2]).contains(order))
        // The old courier carries nothing now and is offered an order waiting for a courier.
        let board: BoardBody = try world.send(.get, "/api/v1/admin/board", admin).decoded(status: 200)
        #expect(board.couriers.first { $0.id == "courier-1" }?.currentDelivery == nil)
        let offers: Page<DeliveryOfferBody> = try world.send(.get, "/api/v1/courier/offers", crew.couriers[1]).decoded()
        let waiting = Set(["placed", "preparing", "ready"].compactMap { ids[$0] })
        #expect(offers.items.contains { waiting.contains($0.orderId) })
        let entries = try world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .orderReassigned))
        }
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.action == .orderReassigned)
        #expect(entry.actor.label == "admin@example.com" && entry.actor.role == .operator)
        #expect(entry.subject.kind == .order && entry.subject.id == order)
        #expect(entry.restaurantID?.rawValue == world.restaurantID)
        #expect(entry.before == ["courier": "Courier 1"] && entry.after == ["courier": "Courier 2"])
    }

    @Test func refusalsNameWhyAndChangeNothing() throws {
        let (crew, ids) = try Self.fixture()
        let world = crew.world
        let admin = try CatalogAPI.token(world.app, role: .admin)
        try Self.sql(world, "UPDATE couriers SET available = 0 WHERE id = 'courier-2'")
        // Courier 0 carries as many orders as one may: the picked-up one and the ready one.
        try Self.sql(world, "UPDATE orders SET courier_id = 'courier-0' WHERE id = $1", [.text(ids["ready"] ?? "")])
        let cases: [(order: String, body: Any?, status: Int, code: String)] = [
            ("nobody", ["courierId": "courier-2"], 404, "not_found"),
            (ids["placed"] ?? "", ["courierId": "nobody"], 404, "not_found"),
            (ids["delivered"] ?? "", ["courierId": "courier-0"], 409, "order_finished"),
            (ids["cancelled"] ?? "", ["courierId": "courier-0"], 409, "order_finished"),
            (ids["picked_up"] ?? "", ["courierId": "courier-2"], 409, "order_picked_up"),
            (ids["placed"] ?? "", ["courierId": "courier-2"], 409, "courier_off_duty"),
            (ids["placed"] ?? "", ["courierId": "courier-0"], 409, "courier_busy"),
            (ids["accepted"] ?? "", ["courierId": "courier-1"], 409, "already_assigned"),
            (ids["placed"] ?? "", ["courierId": "  "], 422, "validation_failed"),
            (ids["placed"] ?? "", ["courierId": String(repeating: "c", count: 101)], 422, "validation_failed"),
            (ids["placed"] ?? "", [String: Any](), 422, "validation_failed"),
            (ids["placed"] ?? "", ["courierId": 7], 422, "validation_failed"),
        ]
        func couriers() throws -> [String] {
            (try Self.board(world, admin)["orders"] as? [Object] ?? []).map {
                "\($0["id"] ?? "") \(($0["courier"] as? Object)?["id"] ?? "none")"
            }
        }
        let before = try couriers()
        for refused in cases {
            let response = world.send(.post, "/api/v1/admin/orders/\(refused.order)/courier", admin, refused.body)
            let context = "\(refused.body ?? "none") → \(response.status)"
            #expect(response.status == refused.status, "\(context)")
            let problem = try CatalogAPI.problem(response)
            #expect(problem.code == refused.code, "\(context)")
            if refused.status == 422 { #expect(problem.fields == ["courierId"], "\(context)") }
        }
        let busy = world.send(
            .post, "/api/v1/admin/orders/\(ids["placed"] ?? "")/courier", admin, ["courierId": "courier-0"])
        #expect(String(decoding: busy.body, as: UTF8.self).contains("Courier 0 is delivering order #"))
        #expect(try Self.auditCount(world) == 0)
        #expect(try couriers() == before)
    }

    /// The next event that contains `text`, passing over others: on PostgreSQL the stream also hears the wake-up
    /// every listener gets once when `LISTEN` takes effect (no ids), at a moment the test does not choose.
    static func event(_ stream: RawHTTPConnection, containing text: String) throws -> String {
        for _ in 0..<5 {
            let event = try stream.read(until: "}\n\n")
            if event.contains(text) { return event }
        }
        Issue.record("no event with \(text)")
        return ""
    }

    @Test func theBoardStreamSendsAnEventWhenAnyOrderChangesAndWhenACourierMoves() throws {
        let crew = try LifecycleAPITests.Crew()
        let world = crew.world
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let events = world.app.environment.orderEvents
        let listening = events.listenerCount
        let stream = try live.connect()
        try stream.send(
            "GET /api/v1/admin/board/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(admin)\r\n\r\n")
        let head = try stream.read(until: "retry: 2000\n\n")
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Type: text/event-stream"))
        // The stream's listener is there once its first bytes arrived; wait for it rather than assume.
        for _ in 0..<500 where events.listenerCount == listening { usleep(10_000) }
        let (_, id, courier) = try crew.order("Ada")
        let placed = try Self.event(stream, containing: #""orderIds":["\#(id)"]"#)
        #expect(placed.contains("event: board\ndata: "))
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen).status == 200)
        _ = try Self.event(stream, containing: id)
        // A courier with no delivery moves: no order changed, the board still hears it.
        let idle = crew.couriers[(courier ?? 0) == 0 ? 1 : 0]
        let moved = world.send(.put, "/api/v1/courier/location", idle, ["latitude": 37.78, "longitude": -122.41])
        #expect(moved.status == 204)
        _ = try Self.event(stream, containing: #""orderIds":[]"#)

        let customer = try world.customer("Eve")
        let refused = try live.connect()
        try refused.send(
            "GET /api/v1/admin/board/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(customer)\r\n\r\n")
        #expect(try refused.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 403"))
    }

    @Test func onlyOperatorsReachTheBoard() throws {
        let (crew, ids) = try Self.fixture()
        let world = crew.world
        for (token, status) in [
            (try world.customer("Eve"), 403), (crew.kitchen, 403), (crew.couriers[0], 403), ("", 401),
        ] {
            #expect(world.send(.get, "/api/v1/admin/board", token).status == status)
            let path = "/api/v1/admin/orders/\(ids["placed"] ?? "")/courier"
            #expect(world.send(.post, path, token, ["courierId": "courier-2"]).status == status)
        }
        #expect(try Self.auditCount(world) == 0)
    }
}
