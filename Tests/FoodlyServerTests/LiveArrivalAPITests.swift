import FoodlyAPI
import FoodlyTestSupport
import Foundation
import Testing

/// The arrival window follows reality through the API: worked out again at every status change and courier update,
/// pushed as an `order` event, and the kitchen's pace learned from the restaurant's recent orders.
@Suite("Arrival that follows reality (API)")
struct LiveArrivalAPITests {
    typealias Object = [String: Any]

    static func eta(_ order: Object) -> (min: Int, max: Int) {
        let range = order["etaMinutes"] as? Object
        return (range?["min"] as? Int ?? -1, range?["max"] as? Int ?? -1)
    }

    static func date(_ value: Any?) -> Date? {
        guard let text = value as? String else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }

    static func order(_ crew: LifecycleAPITests.Crew, _ id: String, _ token: String) throws -> Object {
        try CatalogAPI.object(crew.world.send(.get, "/api/v1/orders/\(id)", token))
    }

    @Test func theWindowIsWorkedOutAgainAtEveryStepAndCourierUpdate() throws {
        let crew = try LifecycleAPITests.Crew()
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let (customer, placed) = try crew.place("Ada")
        let id = placed.id
        #expect(placed.etaMinutes.max - placed.etaMinutes.min == 10, "the window of placing")
        let rider = crew.couriers[try #require(try crew.accept(id))]
        let accepted = try CatalogAPI.object(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen))
        #expect(Self.eta(accepted).max - Self.eta(accepted).min == 6, "worked out again on accepting")
        let placedAt = try #require(Self.date(accepted["placedAt"]))
        let latest = try #require(Self.date(accepted["estimatedDeliveryAt"]))
        #expect(abs(latest.timeIntervalSince(placedAt) - Double(Self.eta(accepted).max) * 60) < 1)
        for action in ["preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        let pickedUp = try CatalogAPI.object(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider))
        // The courier's record starts 0.2–0.4 km from the door; 2 km away the ride is longer.
        let stream = try OrderEventsTests.subscribe(live, id, token: customer)
        _ = try CourierPositionTests.skip(stream, to: "picked_up")
        _ = try CourierPositionTests.next(stream)  // where the courier is now
        let address = CatalogAPI.customer
        #expect(
            crew.world.send(
                .put, "/api/v1/courier/location", rider,
                ["latitude": address.latitude - 2 / 111.195, "longitude": address.longitude]
            ).status == 204)
        let later = try CourierPositionTests.next(stream)
        #expect(later.name == "order", "the new window is pushed before the position")
        #expect(Self.eta(later.data).min > Self.eta(pickedUp).min, "2 km away: later")
        #expect(try CourierPositionTests.next(stream).name == "position")
        #expect(Self.eta(try Self.order(crew, id, customer)) == Self.eta(later.data), "stored, not only sent")
        #expect(
            crew.world.send(
                .put, "/api/v1/courier/location", rider, ["latitude": address.latitude, "longitude": address.longitude]
            ).status == 204)
        let atTheDoor = try CourierPositionTests.next(stream)
        #expect(Self.eta(atTheDoor.data).min < Self.eta(later.data).min, "at the door: sooner")
        let delivered = try CatalogAPI.object(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider))
        let steps = try #require(delivered["timeline"] as? [Object])
        #expect(steps.last?["status"] as? String == "delivered" && steps.last?["at"] != nil, "the arrival is recorded")
    }

    @Test func theKitchensPaceIsLearnedFromItsRecentOrders() throws {
        let crew = try LifecycleAPITests.Crew()
        var accepted: [Int] = []
        for name in ["Ada", "Bob", "Cy", "Dee"] {
            let (_, id, courier) = try crew.order(name)
            let rider = crew.couriers[try #require(courier)]
            let answer = try CatalogAPI.object(crew.post("/api/v1/kitchen/orders/\(id)/accept", crew.kitchen))
            accepted.append(Self.eta(answer).max)
            for action in ["preparing", "ready"] {
                #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
            }
            for action in ["pickup", "deliver"] {
                #expect(crew.post("/api/v1/courier/deliveries/\(id)/\(action)", rider).status == 200)
            }
        }
        // The restaurant states 15 minutes; its first three orders were ready at once, so the fourth counts 2.
        #expect(accepted[0] == accepted[1] && accepted[1] == accepted[2], "too few orders yet: the stated time")
        #expect(accepted[3] <= accepted[0] - 9, "learned: \(accepted)")
    }
}
