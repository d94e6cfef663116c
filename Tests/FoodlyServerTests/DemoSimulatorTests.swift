import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// `foodly serve --demo`: the simulator plays kitchen and courier until the order is delivered.
@Suite("Demo simulator")
struct DemoSimulatorTests {
    /// A clock the test moves by hand.
    final class HandClock: WallClock {
        private let current = Mutex(Date())
        func now() -> Date { current.withLock { $0 } }
        func advance(minutes: Double) { current.withLock { $0 = $0.addingTimeInterval(minutes * 60) } }
    }

    /// Makes the world's courier-0 one of the demo's riders (an account at ``DemoSeeder/riderDomain``).
    static func rider(_ world: OrderingWorld) throws {
        let account = try AccountService(environment: world.app.environment).register(
            Registration(
                fullName: "Demo Rider", email: "mission@\(DemoSeeder.riderDomain)", password: "abcdef1!"),
            role: .courier, signIn: false)
        _ = try world.app.database.write {
            try $0.execute("UPDATE couriers SET user_id = $1 WHERE id = 'courier-0'", [.text(account.user.id.rawValue)])
        }
    }

    @Test func ordersGoFromPlacedToDeliveredAStepAtATimeWhenDue() throws {
        let world = try OrderingWorld(couriers: 1)
        try Self.rider(world)
        let token = try world.customer()
        try world.fillCart(token)
        let id = try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
        let clock = HandClock()
        let environment = AppEnvironment(database: world.app.database, clock: clock)
        let simulator = DemoSimulator(environment: environment, speed: 60, restaurantNames: nil)
        let changes = Atomic<Int>(0)
        let watched = environment.orderEvents.subscribe(ID(id)) { changes.add(1, ordering: .relaxed) }
        defer { environment.orderEvents.unsubscribe(ID(id), token: watched) }

        #expect(try simulator.tick() == 0, "nothing is due at once")
        var seen: [String] = []
        for step in 0..<5 {
            // The rider takes the offer a demo minute (a second) after it is made; then an hour of demo time a step.
            clock.advance(minutes: step == 0 ? 1.0 / 60 : 1)
            #expect(try simulator.tick() == 1)
            seen.append(
                try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", token))["status"] as? String ?? "")
        }
        #expect(seen == ["accepted", "preparing", "ready", "picked_up", "delivered"])
        // Every step and the rider taking the offer are published; on PostgreSQL the listener adds one wake when it
        // starts listening.
        #expect((6...7).contains(changes.load(ordering: .relaxed)), "every step is published")
        clock.advance(minutes: 5)
        #expect(try simulator.tick() == 0, "a delivered order stays delivered")
    }

    @Test func aPickedUpOrdersCourierRidesTowardsTheDoorInSteps() throws {
        let world = try OrderingWorld(couriers: 1)
        try Self.rider(world)
        let token = try world.customer()
        try world.fillCart(token)
        let id = try #require(try CatalogAPI.object(world.place(token))["id"] as? String)
        let clock = HandClock()
        let environment = AppEnvironment(database: world.app.database, clock: clock)
        let simulator = DemoSimulator(environment: environment, speed: 60, restaurantNames: nil)
        for step in 0..<4 {
            clock.advance(minutes: step == 0 ? 1.0 / 60 : 1)
            try simulator.tick()
        }
        func left() throws -> Double {
            let courier = try #require(
                try world.app.database.read { try CourierQueries($0).courier(id: ID("courier-0")) })
            let customer = CatalogAPI.customer
            return courier.location.distanceKm(to: GeoPoint(latitude: customer.latitude, longitude: customer.longitude))
        }
        #expect(abs(try left() - 1) < 0.01, "picked up: at the restaurant, 1 km away")
        #expect(try simulator.tick() == 0, "no move before the first ride step")
        clock.advance(minutes: 3.0 / 60)  // 3 of the ride's 5.2 demo minutes: 4 of its 8 steps
        #expect(try simulator.tick() == 1, "the courier moved")
        #expect(abs(try left() - 0.5) < 0.01, "half way")
        #expect(try simulator.tick() == 0, "the same step is not written again")
        clock.advance(minutes: 3.0 / 60)
        #expect(try simulator.tick() == 1)
        #expect(
            try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", token))["status"] as? String == "delivered")
        #expect(try left() < 0.01, "at the door")
    }

    @Test func onlyTheDemoRestaurantsArePlayed() throws {
        let world = try OrderingWorld(couriers: 1)
        let token = try world.customer()
        try world.fillCart(token)
        #expect(world.place(token).status == 201)
        let clock = HandClock()
        clock.advance(minutes: 10)
        let environment = AppEnvironment(database: world.app.database, clock: clock)
        let names = try DemoSimulator.demoRestaurantNames()
        #expect(names.count >= 30 && names.contains("Greenhouse Grain Co."))
        #expect(!names.contains("Lentil Place"))
        let simulator = DemoSimulator(environment: environment, speed: 60, restaurantNames: names)
        #expect(try simulator.tick() == 0, "a real restaurant's order is left to its own kitchen")
    }
}
