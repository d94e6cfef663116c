import FoodlyAPI
import FoodlyClient
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SDK's live order events: a finished order's stream ends by itself, and a refusal is thrown as a `Problem`.
@Suite("Swift SDK: order events")
struct ClientEventStreamTests {
    @Test func aCancelledOrdersStreamEndsWithItsFinalStatus() async throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let order = try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
        #expect(world.send(.post, "/api/v1/orders/\(order)/cancel", token).status == 200)
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let client = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, token: token, session: URLSession(configuration: .ephemeral))
        var statuses: [String] = []
        for try await update in try client.orderEvents(id: order) { statuses.append(update.status.rawValue) }
        #expect(statuses.last == "cancelled")
    }

    @Test func orderUpdatesCarryTheCouriersPositionsWhileTheOrderIsOnTheWay() async throws {
        let crew = try LifecycleAPITests.Crew()
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        #expect(
            crew.world.send(.put, "/api/v1/courier/location", rider, ["latitude": 37.79, "longitude": -122.41]).status
                == 204)
        let live = try LiveServer(responder: crew.world.app.responder)
        defer { live.stop() }
        let client = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, token: customer, session: URLSession(configuration: .ephemeral))
        var seen: [String] = []
        for try await update in try client.orderUpdates(id: id) {
            switch update {
            case .order(let order): seen.append(order.status.rawValue)
            case .position(let position):
                seen.append("position \(position.latitude)")
                #expect(position.remainingKm > 0)
                #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).status == 200)
            case .chat: seen.append("chat")
            }
        }
        #expect(seen == ["placed", "accepted", "preparing", "ready", "picked_up", "position 37.79", "delivered"])
    }

    @Test func refusalsAreThrownAsProblems() async throws {
        let world = try OrderingWorld()
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let session = URLSession(configuration: .ephemeral)
        let url = URL(string: live.baseURL)!
        for (token, status) in [(try world.customer(), 404), (nil, 401)] {
            let client = FoodlyClient(baseURL: url, token: token, session: session)
            do {
                for try await _ in try client.orderEvents(id: "no-such-order") {}
                Issue.record("the stream of an unknown order must be refused")
            } catch let problem as Problem {
                #expect(problem.status == status)
            }
        }
    }
}
