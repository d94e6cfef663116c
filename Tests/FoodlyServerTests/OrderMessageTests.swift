import FoodlyAPI
import FoodlyApp
import FoodlyClient
import FoodlyCore
import FoodlyTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Messages between an order's customer and its courier: open while a courier brings it, read receipts, the
/// customer's event stream told, operators reading but not writing, nobody else seeing anything, and every bad text
/// refused with nothing stored. Runs on SQLite and PostgreSQL.
@Suite("Messages between customer and courier")
struct OrderMessageTests {
    @Test func theCustomerAndTheCourierWriteBothWaysAndSeeWhatWasRead() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (customer, placed) = try crew.place("Ada")
        let path = "/api/v1/orders/\(placed.id)/messages"
        let early = crew.world.send(.post, path, customer, ["text": "Hello?"])
        #expect(try early.status == 409 && CatalogAPI.problem(early).code == "messages_closed", "no courier yet")
        #expect(try crew.accept(placed.id) == 0)
        let rider = crew.couriers[0]

        let asked: OrderMessage = try crew.world.send(.post, path, customer, ["text": "  Gate code 4412, ring twice. "])
            .decoded(status: 201)
        #expect(asked.text == "Gate code 4412, ring twice." && asked.sender == .customer && asked.readAt == nil)
        let seenByRider: Page<OrderMessage> = try crew.world.send(.get, path, rider).decoded()
        #expect(seenByRider.items.map(\.text) == ["Gate code 4412, ring twice."])
        let answer: OrderMessage = try crew.world.send(.post, path, rider, ["text": "On my way, 5 minutes."])
            .decoded(status: 201)
        #expect(answer.sender == .courier)

        let seenByCustomer: Page<OrderMessage> = try crew.world.send(.get, path, customer).decoded()
        #expect(seenByCustomer.items.map(\.sender) == [.customer, .courier])
        #expect(seenByCustomer.items[0].readAt != nil, "the courier read it")
        #expect(seenByCustomer.items[1].readAt != nil, "read as the customer reads it now")

        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let operatorView: Page<OrderMessage> = try crew.world.send(.get, path, admin).decoded()
        #expect(operatorView.items.count == 2)
        #expect(crew.world.send(.post, path, admin, ["text": "Hi"]).status == 403, "operators read only")
        let stranger = try crew.world.customer("Eve")
        #expect(crew.world.send(.get, path, stranger).status == 404)
        #expect(crew.world.send(.post, path, stranger, ["text": "Hi"]).status == 404)
        #expect(crew.world.send(.get, path, crew.kitchen).status == 404)

        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(placed.id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(placed.id)/pickup", rider).status == 200)
        #expect(crew.post("/api/v1/courier/deliveries/\(placed.id)/deliver", rider).status == 200)
        let late = crew.world.send(.post, path, customer, ["text": "Thanks!"])
        #expect(try late.status == 409 && CatalogAPI.problem(late).code == "messages_closed", "closed at delivery")
        let kept: Page<OrderMessage> = try crew.world.send(.get, path, admin).decoded()
        #expect(kept.items.count == 2, "kept with the order")
    }

    @Test(arguments: ["", "   ", String(repeating: "a", count: 501), "Open \u{202E}door"])
    func aBadTextIsRefusedAndNothingStored(text: String) throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (customer, id, courier) = try crew.order("Ada")
        #expect(courier == 0)
        let refused = crew.world.send(.post, "/api/v1/orders/\(id)/messages", customer, ["text": text])
        #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == ["text"])
        let stored: Page<OrderMessage> = try crew.world.send(.get, "/api/v1/orders/\(id)/messages", customer).decoded()
        #expect(stored.items.isEmpty)
    }

    @Test func theCustomersEventStreamHearsAMessage() async throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (customer, id, courier) = try crew.order("Ada")
        #expect(courier == 0)
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let client = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, token: customer, session: URLSession(configuration: .ephemeral))
        let heard = Task {
            for try await update in try client.orderUpdates(id: id) where update == .chat { return true }
            return false
        }
        let events = crew.world.app.environment.orderEvents
        for _ in 0..<500 where events.listenerCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        let rider = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, token: crew.couriers[0],
            session: URLSession(configuration: .ephemeral))
        _ = try await rider.sendMessage(orderId: id, text: "Downstairs now.")
        let inTime = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask { (try? await heard.value) ?? false }
            group.addTask {
                try await Task.sleep(for: .seconds(10))
                heard.cancel()
                return false
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(inTime, "a chat event within 10 s")
        #expect(try await client.messages(orderId: id).items.map(\.text) == ["Downstairs now."])
    }
}
