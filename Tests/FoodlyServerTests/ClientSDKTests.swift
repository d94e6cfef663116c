import FoodlyAPI
import FoodlyApp
import FoodlyClient
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Swift SDK against a live server")
struct ClientSDKTests {
    @Test func registerEditProfileBrowseAndLogOut() async throws {
        let app = try TestApp()
        _ = try DemoSeeder(environment: app.environment).seed()
        let live = try LiveServer(responder: app.responder)
        defer { live.stop() }
        let anonymous = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, session: URLSession(configuration: .ephemeral))

        let (user, client) = try await anonymous.register(
            fullName: "Grace Hopper", email: "grace@example.com", password: "cobol1959!")
        #expect(user.fullName == "Grace Hopper")
        var patch = ProfilePatch()
        patch.phone = .value("(415) 555-0199")
        patch.diets = ["vegetarian"]
        #expect(try await client.updateProfile(patch).phone == "+14155550199")
        #expect(try await client.me().diets.map(\.rawValue) == ["vegetarian"])

        let page = try await client.restaurants(latitude: 37.788, longitude: -122.4075, limit: 5)
        #expect(page.items.count == 5)
        #expect(page.nextCursor != nil)
        let detail = try await client.restaurant(id: page.items[0].id)
        #expect(detail.summary.id == page.items[0].id)
        #expect(!detail.menu.isEmpty)
        let found = try await client.search("shakshouka", latitude: 37.788, longitude: -122.4075, maxKcal: 500)
        #expect(found.dishes.first?.dish.name == "Shakshuka")
        #expect(found.dishes.allSatisfy { $0.dish.kcal <= 500 })

        // Order: cart, address, coupon, a retried placement with the same key, history, cancel.
        let dish = try #require(detail.menu.flatMap(\.dishes).first { $0.available })
        var cart = try await client.addToCart(dishId: dish.id, quantity: 3)
        #expect(cart.items.first?.quantity == 3)
        cart = try await client.setDeliveryAddress(
            Address(line1: "1 Market St", city: "San Francisco", latitude: 37.788, longitude: -122.4075))
        #expect(cart.problems.isEmpty, "\(cart.problems)")
        do {
            _ = try await client.applyCoupon("NOPE")
            Issue.record("an unknown coupon must be refused")
        } catch let problem as Problem {
            #expect(problem.code == "coupon_unknown")
        }
        let order = try await client.placeOrder(idempotencyKey: "sdk-1")
        #expect(try await client.placeOrder(idempotencyKey: "sdk-1").id == order.id)
        #expect(try await client.orders().items.map(\.id) == [order.id])
        #expect(try await client.cancelOrder(id: order.id).status.rawValue == "cancelled")

        try await client.logout()
        await #expect(throws: Problem.self) { try await client.me() }
        let (_, again) = try await anonymous.login(email: "grace@example.com", password: "cobol1959!")
        #expect(try await again.me().email == "grace@example.com")
    }

    @Test func problemsArriveAsTypedErrors() async throws {
        let app = try TestApp()
        let live = try LiveServer(responder: app.responder)
        defer { live.stop() }
        let client = FoodlyClient(baseURL: URL(string: live.baseURL)!, session: URLSession(configuration: .ephemeral))
        do {
            _ = try await client.register(fullName: "", email: "nope", password: "x")
            Issue.record("registration should be refused")
        } catch let problem as Problem {
            #expect(problem.status == 422)
            #expect(Set(problem.errors?.map(\.field) ?? []) == ["fullName", "email", "password"])
        }
    }
}
