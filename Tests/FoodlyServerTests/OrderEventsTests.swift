import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// `GET /api/v1/orders/{id}/events` on a live server: every transition arrives in order, a reconnecting client
/// gets what it missed, and the stream ends with the order.
@Suite("Order events (server-sent events, live server)")
struct OrderEventsTests {
    static func subscribe(_ live: LiveServer, _ order: String, token: String, lastEventID: Int? = nil) throws
        -> RawHTTPConnection
    {
        let connection = try live.connect()
        var head =
            "GET /api/v1/orders/\(order)/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
        head += "Accept: text/event-stream\r\n"
        if let lastEventID { head += "Last-Event-ID: \(lastEventID)\r\n" }
        try connection.send(head + "\r\n")
        return connection
    }

    /// Reads the next `order` event (passing over `position` events, see `CourierPositionTests`) and returns its id
    /// and the order status it carries.
    static func next(_ connection: RawHTTPConnection) throws -> (id: Int, status: String) {
        var text = try connection.read(until: "}\n\n")
        while text.contains("event: position") { text = try connection.read(until: "}\n\n") }
        let id = text.components(separatedBy: "id: ").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? -1
        #expect(text.contains("event: order"))
        let data = try #require(text.components(separatedBy: "data: ").last?.components(separatedBy: "\n").first)
        let order = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        return (id, order["status"] as? String ?? "")
    }

    @Test func everyTransitionArrivesInOrderAndTheStreamEndsWithTheOrder() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let stream = try Self.subscribe(live, id, token: customer)
        let head = try stream.read(until: "\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Type: text/event-stream"))
        #expect(try Self.next(stream) == (1, "placed"))
        let moves: [(String, String, String)] = [
            ("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen, "accepted"),
            ("/api/v1/kitchen/orders/\(id)/preparing", crew.kitchen, "preparing"),
            ("/api/v1/kitchen/orders/\(id)/ready", crew.kitchen, "ready"),
            ("/api/v1/courier/deliveries/\(id)/pickup", rider, "picked_up"),
            ("/api/v1/courier/deliveries/\(id)/deliver", rider, "delivered"),
        ]
        for (step, (path, token, status)) in moves.enumerated() {
            #expect(crew.post(path, token).status == 200)
            let event = try Self.next(stream)
            #expect(event.id == step + 2)
            #expect(event.status == status)
        }
        _ = try stream.read(until: "0\r\n\r\n")  // the chunked body ends: the order is final
        // The stream's listener goes once its writer has finished, which can be just after the client read the end.
        let events = crew.world.app.environment.orderEvents
        for _ in 0..<500 where events.listenerCount != 0 { usleep(10_000) }
        #expect(events.listenerCount == 0)
    }

    @Test func aReconnectingClientGetsWhatItMissedAndOthersGetNothing() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, id, _) = try crew.order("Ada")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        let stream = try Self.subscribe(live, id, token: customer, lastEventID: 2)
        _ = try stream.read(until: "\r\n\r\n")
        #expect(try Self.next(stream) == (3, "preparing"))
        #expect(try Self.next(stream) == (4, "ready"))

        let stranger = try crew.world.customer("Eve")
        let refused = try Self.subscribe(live, id, token: stranger)
        #expect(try refused.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 404"))
    }

    @Test func quietStreamsGetAPingSoProxiesAndDeadClientsAreNoticed() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder) { $0.streamPingSeconds = 0.2 }
        defer { live.stop() }
        let (customer, id, _) = try crew.order("Ada")
        let stream = try Self.subscribe(live, id, token: customer)
        #expect(try Self.next(stream) == (1, "placed"))
        #expect(try stream.read(until: ": ping\n\n").contains(": ping"))
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen).status == 200)
        #expect(try Self.next(stream) == (2, "accepted"), "events still flow after pings")
    }

    @Test func aFinalOrderSeenWholeAnswers204SoBrowsersStopReconnecting() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, id, _) = try crew.order("Ada")
        #expect(crew.post("/api/v1/orders/\(id)/cancel", customer).status == 200)
        let caughtUp = try Self.subscribe(live, id, token: customer, lastEventID: 2)
        #expect(try caughtUp.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 204"))
        let behind = try Self.subscribe(live, id, token: customer, lastEventID: 1)
        _ = try behind.read(until: "\r\n\r\n")
        #expect(try Self.next(behind) == (2, "cancelled"))
    }
}
