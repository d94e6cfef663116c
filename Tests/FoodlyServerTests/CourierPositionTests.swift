import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyTestSupport
import Foundation
import Testing

/// Courier positions on the order event stream, on a live server: the customer of an order that is picked up sees
/// its courier move; nobody else ever does (another customer, the kitchen, the courier's next customer), and the
/// positions stop at delivery.
@Suite("Courier positions on the event stream (privacy, live server)")
struct CourierPositionTests {
    typealias Object = [String: Any]

    /// The next event of `stream` with data: its name and its data.
    static func next(_ stream: RawHTTPConnection) throws -> (name: String, data: Object) {
        let text = try stream.read(until: "}\n\n")
        let name = text.components(separatedBy: "event: ").last?.prefix { $0 != "\n" } ?? ""
        let data = try #require(text.components(separatedBy: "data: ").last?.components(separatedBy: "\n").first)
        return (String(name), try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? Object))
    }

    /// The next `order` event's status, failing on any other event.
    static func nextStatus(_ stream: RawHTTPConnection, _ comment: Comment) throws -> String {
        let event = try next(stream)
        #expect(event.name == "order", comment)
        return event.data["status"] as? String ?? ""
    }

    /// Reads events up to the `order` event with `status`; returns the names of the events before it.
    static func skip(_ stream: RawHTTPConnection, to status: String) throws -> [String] {
        var names: [String] = []
        while true {
            let event = try next(stream)
            if event.name == "order", event.data["status"] as? String == status { return names }
            names.append(event.name)
        }
    }

    /// The next `position` event's data, passing over `order` events that only bring a new arrival window
    /// (their status stays `status`).
    static func nextPosition(_ stream: RawHTTPConnection, while status: String) throws -> Object {
        while true {
            let event = try next(stream)
            if event.name == "position" { return event.data }
            #expect(event.data["status"] as? String == status, "only a new arrival time comes in between")
        }
    }

    static func locate(_ crew: LifecycleAPITests.Crew, _ rider: String, _ latitude: Double, _ longitude: Double) {
        let answer = crew.world.send(
            .put, "/api/v1/courier/location", rider, ["latitude": latitude, "longitude": longitude])
        #expect(answer.status == 204)
    }

    static func move(_ crew: LifecycleAPITests.Crew, _ id: String, _ actions: [String], rider: String) {
        for action in actions {
            let path =
                ["pickup", "deliver"].contains(action)
                ? "/api/v1/courier/deliveries/\(id)/\(action)" : "/api/v1/kitchen/orders/\(id)/\(action)"
            #expect(
                crew.post(path, ["pickup", "deliver"].contains(action) ? rider : crew.kitchen).status == 200,
                "\(action)")
        }
    }

    @Test func theCustomerSeesTheCourierOnlyWhileTheOrderIsOnTheWay() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let stream = try OrderEventsTests.subscribe(live, id, token: customer)
        #expect(try Self.nextStatus(stream, "first") == "placed")
        Self.locate(crew, rider, 37.7001, -122.4001)
        Self.move(crew, id, ["accept"], rider: rider)
        #expect(try !Self.skip(stream, to: "accepted").contains("position"), "no position before the pick-up")
        Self.move(crew, id, ["preparing", "ready"], rider: rider)
        #expect(try !Self.skip(stream, to: "ready").contains("position"), "nor while the food waits")
        Self.move(crew, id, ["pickup"], rider: rider)
        #expect(try !Self.skip(stream, to: "picked_up").contains("position"))
        let atPickUp = try Self.next(stream)
        #expect(atPickUp.name == "position")
        #expect(atPickUp.data["latitude"] as? Double == 37.7001)

        Self.locate(crew, rider, 37.7021, -122.4011)
        let moved = try Self.nextPosition(stream, while: "picked_up")
        #expect(moved["latitude"] as? Double == 37.7021)
        #expect(moved["longitude"] as? Double == -122.4011)
        let remaining = try #require(moved["remainingKm"] as? Double)
        let address = CatalogAPI.customer
        let expected = GeoPoint(latitude: 37.7021, longitude: -122.4011).roadDistanceKm(
            to: GeoPoint(latitude: address.latitude, longitude: address.longitude))
        #expect(abs(remaining - expected) < 0.001)

        Self.move(crew, id, ["deliver"], rider: rider)
        #expect(try Self.skip(stream, to: "delivered").isEmpty, "positions stop at delivery")
        Self.locate(crew, rider, 37.7031, -122.4021)
        let rest = try stream.read(until: "0\r\n\r\n")  // the stream ends with the order
        #expect(!rest.contains("position"))
        let again = try OrderEventsTests.subscribe(live, id, token: customer, lastEventID: 0)
        let replay = try again.read(until: "0\r\n\r\n")
        #expect(!replay.contains("event: position"), "a replay of a delivered order has no positions")
    }

    @Test func anotherCustomerAndTheKitchenNeverReceiveThePositions() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (ada, adaOrder, adaCourier) = try crew.order("Ada")
        let (eve, eveOrder, _) = try crew.order("Eve")
        let rider = crew.couriers[try #require(adaCourier)]
        let eveStream = try OrderEventsTests.subscribe(live, eveOrder, token: eve)
        #expect(try Self.nextStatus(eveStream, "Eve's first") == "placed")
        Self.move(crew, adaOrder, ["accept", "preparing", "ready", "pickup"], rider: rider)
        Self.locate(crew, rider, 37.7123457, -122.4123457)
        let adaStream = try OrderEventsTests.subscribe(live, adaOrder, token: ada)
        #expect(try Self.skip(adaStream, to: "picked_up") == ["order", "order", "order", "order"])
        #expect(try Self.next(adaStream).data["latitude"] as? Double == 37.7123457)

        Self.move(crew, eveOrder, ["accept"], rider: rider)
        #expect(try Self.nextStatus(eveStream, "nothing of Ada's delivery before Eve's next step") == "accepted")
        for (token, who) in [(eve, "another customer"), (crew.kitchen, "the kitchen"), (rider, "the courier")] {
            let refused = try OrderEventsTests.subscribe(live, adaOrder, token: token)
            #expect(try refused.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 404"), "\(who)")
        }
        for (path, token) in [
            ("/api/v1/kitchen/orders", crew.kitchen), ("/api/v1/orders/\(adaOrder)", ada),
            ("/api/v1/orders/\(eveOrder)", eve), ("/api/v1/orders", eve),
        ] {
            let body = String(decoding: crew.world.send(.get, path, token).body, as: UTF8.self)
            #expect(!body.contains("37.7123457"), "\(path) holds no courier position")
        }
    }

    @Test func theCouriersNextCustomerGetsNoPositionOfTheDeliveryBefore() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (_, first, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let (bob, placed) = try crew.place("Bob")
        let second = placed.id
        let bobStream = try OrderEventsTests.subscribe(live, second, token: bob)
        #expect(try Self.nextStatus(bobStream, "Bob's first") == "placed")
        Self.move(crew, first, ["accept", "preparing", "ready", "pickup"], rider: rider)
        Self.locate(crew, rider, 37.7201, -122.4201)
        Self.move(crew, first, ["deliver"], rider: rider)
        #expect(try crew.accept(second) == 0)
        let assigned = try Self.next(bobStream)
        #expect(assigned.name == "order", "the courier comes to Bob's order, without a position")
        #expect((assigned.data["courier"] as? Object)?["name"] != nil)
        Self.locate(crew, rider, 37.7202, -122.4202)
        Self.move(crew, second, ["accept"], rider: rider)
        #expect(
            try !Self.skip(bobStream, to: "accepted").contains("position"),
            "no position while Bob's order is not picked up")
        Self.move(crew, second, ["preparing", "ready", "pickup"], rider: rider)
        #expect(try !Self.skip(bobStream, to: "picked_up").contains("position"))
        let own = try Self.next(bobStream)
        #expect(own.name == "position")
        #expect(own.data["latitude"] as? Double == 37.7202, "only where the courier is on Bob's delivery")
    }
}
