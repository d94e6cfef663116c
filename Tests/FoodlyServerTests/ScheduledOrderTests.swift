import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// Orders for later through the API and the scheduler: booking a slot, the refusals, the kitchen seeing the order
/// only when its preparation starts, the courier sent for the slot, the restaurant closing after booking, changing
/// and cancelling, idempotency with slots. Runs on SQLite and PostgreSQL.
@Suite("Orders for later")
struct ScheduledOrderTests {
    typealias Object = [String: Any]

    /// A clock set by hand, for the scheduler.
    final class HandClock: WallClock {
        private let current: Mutex<Date>
        init(_ start: Date) { current = Mutex(start) }
        func now() -> Date { current.withLock { $0 } }
        func set(_ date: Date) { current.withLock { $0 = date } }
    }

    /// The world with a kitchen account for Lentil Place (prep 15 minutes, open around the clock).
    struct Kitchen {
        let world: OrderingWorld
        let staff: String

        init(couriers: Int = 2) throws {
            let world = try OrderingWorld(couriers: couriers)
            let created = try AccountService(environment: world.app.environment).register(
                Registration(fullName: "Chef Worker", email: "chef@example.com", password: "abcdef1!"), role: .staff,
                signIn: true)
            _ = try world.app.database.write { connection in
                try MerchantQueries(connection).setMembership(
                    created.user.id, restaurantID: ID(world.restaurantID), role: .staff)
            }
            self.world = world
            staff = created.token
        }

        /// The ids of the orders the kitchen sees (all of them, or only `status`).
        func kitchenSees(status: String? = nil) throws -> [String] {
            let path = "/api/v1/kitchen/orders" + (status.map { "?status=\($0)" } ?? "")
            let items = try CatalogAPI.object(world.send(.get, path, staff))["items"] as? [Object] ?? []
            return items.compactMap { $0["id"] as? String }
        }

        /// The scheduler of this world at `time`.
        func scheduler(at time: Date) -> OrderScheduler {
            OrderScheduler(environment: AppEnvironment(database: world.app.database, clock: HandClock(time)))
        }
    }

    /// The first quarter mark at least `minutes` from now.
    static func slot(inAtLeast minutes: Double) -> Date {
        let earliest = Date().addingTimeInterval(minutes * 60).timeIntervalSince1970
        return Date(timeIntervalSince1970: (earliest / 900).rounded(.up) * 900)
    }

    static func text(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    /// Places the cart for `slot` with `key`.
    static func place(_ world: OrderingWorld, _ token: String, for slot: Date, key: String = UUID().uuidString)
        -> Response
    {
        world.send(.post, "/api/v1/orders", token, ["scheduledFor": text(slot)], headers: ["Idempotency-Key": key])
    }

    /// The codes of a 422's field errors on `scheduledFor`.
    static func slotIssues(_ response: Response) throws -> [String] {
        let errors = try CatalogAPI.object(response)["errors"] as? [Object] ?? []
        return errors.filter { $0["field"] as? String == "scheduledFor" }.compactMap { $0["code"] as? String }
    }

    @Test func anOrderForLaterWaitsUntilItsPreparationStartsThenGoesToTheKitchenWithACourier() throws {
        let kitchen = try Kitchen()
        let world = kitchen.world
        let token = try world.customer()
        try world.fillCart(token)
        let slot = Self.slot(inAtLeast: 120)
        let placed = Self.place(world, token, for: slot)
        #expect(placed.status == 201)
        let order = try CatalogAPI.object(placed)
        let id = try #require(order["id"] as? String)
        #expect(order["status"] as? String == "scheduled")
        #expect(Self.date(order["scheduledFor"]) == slot)
        #expect(Self.date(order["estimatedDeliveryAt"]) == slot.addingTimeInterval(900), "the slot's window")
        #expect(order["courier"] is NSNull, "no courier is held for hours")
        #expect(try kitchen.kitchenSees().isEmpty)
        #expect(try kitchen.kitchenSees(status: "scheduled").isEmpty, "not even when asked for")

        // A minute before the kitchen's time (15 minutes' preparation before the slot): still held.
        let kitchenTime = slot.addingTimeInterval(-15 * 60)
        #expect(try kitchen.scheduler(at: kitchenTime.addingTimeInterval(-60)).releaseDue().isEmpty)
        #expect(try kitchen.kitchenSees().isEmpty)
        let rider = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Rider Worker", email: "rider@example.com", password: "abcdef1!"), role: .courier,
            signIn: false)
        _ = try world.app.database.write {
            try $0.execute(
                "UPDATE couriers SET user_id = $1 WHERE id = 'courier-0'", [.text(rider.user.id.rawValue)])
        }
        #expect(try kitchen.scheduler(at: kitchenTime).releaseDue().contains(ID(id)))
        #expect(try kitchen.kitchenSees(status: "placed") == [id])
        let released = try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", token))
        #expect(released["status"] as? String == "placed")
        let offers = try world.app.database.read { try OfferQueries($0).offers(orderIDs: [ID<Order>(id)]) }
        #expect(offers[ID(id)]?.map(\.courierID.rawValue) == ["courier-0"], "a courier is asked for the slot")
        #expect(
            (released["timeline"] as? [Object])?.map { $0["status"] as? String } == ["scheduled", "placed"])
        #expect(Self.date(released["estimatedDeliveryAt"]) == slot.addingTimeInterval(900), "still the slot's")
        #expect(try kitchen.scheduler(at: kitchenTime.addingTimeInterval(60)).releaseDue().isEmpty, "once")
    }

    @Test func slotsThatCannotBeBookedAreRefusedNamingTheField() throws {
        let world = try OrderingWorld()
        // Open only 03:00–03:30 in Los Angeles every day: with 15 minutes' preparation, 03:15 and 03:30 are the slots.
        var early = CatalogAPI.restaurant("Early Place", northKm: 1.5)
        early["openingHours"] = Dictionary(
            uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [["03:00", "03:30"]]) })
        let earlyID = try CatalogAPI.seed(world.app, [early])[0]
        let token = try world.customer()
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(earlyID)"))
        let dish = try #require(
            ((detail["menu"] as? [Object])?.first?["dishes"] as? [Object])?.first?["id"] as? String)
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": dish, "quantity": 1]).status == 200)
        #expect(world.send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)

        let quote = try CatalogAPI.object(world.send(.post, "/api/v1/cart/quote", token, Object()))
        let slots = (quote["slots"] as? [String] ?? []).compactMap { Self.date($0) }
        #expect((13...16).contains(slots.count), "two a day for 7 days (and today's or the 8th day's)")
        let zone = TimeZone(identifier: "America/Los_Angeles")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        #expect(
            slots.allSatisfy {
                let parts = calendar.dateComponents([.hour, .minute], from: $0)
                return parts.hour == 3 && [15, 30].contains(parts.minute)
            }, "only inside the hours")
        #expect(quote["timeZone"] as? String == "America/Los_Angeles")

        let first = try #require(slots.first)
        let closed = first.addingTimeInterval(8 * 3600)
        let cases: [(Date, String)] = [
            (closed, "slot_closed"), (Self.slot(inAtLeast: 0).addingTimeInterval(-900), "slot_in_past"),
            (first.addingTimeInterval(7 * 60), "slot_not_on_quarter"),
            (first.addingTimeInterval(8 * 86_400), "slot_too_far"),
        ]
        for (slot, code) in cases {
            let refused = Self.place(world, token, for: slot)
            #expect(refused.status == 422, "\(code)")
            #expect(try Self.slotIssues(refused) == [code])
            let quoted = world.send(.post, "/api/v1/cart/quote", token, ["scheduledFor": Self.text(slot)])
            #expect(quoted.status == 422)
            #expect(try Self.slotIssues(quoted) == [code])
        }
        #expect((try CatalogAPI.object(world.send(.get, "/api/v1/orders", token))["items"] as? [Any])?.isEmpty == true)
        let booked = Self.place(world, token, for: first)
        #expect(booked.status == 201, "the restaurant is closed now, but open for its slot")
        #expect(try CatalogAPI.object(booked)["status"] as? String == "scheduled")
    }

    @Test func aClosedRestaurantStopsOrdersForNowButNotForASlotWhenItIsOpen() throws {
        let world = try OrderingWorld()
        var night = CatalogAPI.restaurant("Night Place", northKm: 1.5)
        // Closed for the next hour or so whatever the time: open for two hours from three hours ahead, daily; a
        // period cannot run past midnight, so late in the evening it opens at one in the morning instead.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let hour = calendar.component(.hour, from: Date())
        let start = (hour + 3) % 24 > 21 ? 1 : (hour + 3) % 24
        let opens = String(format: "%02d:00", start)
        let closes = String(format: "%02d:00", start + 2)
        night["openingHours"] = Dictionary(uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [[opens, closes]]) })
        let nightID = try CatalogAPI.seed(world.app, [night])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(nightID)"))
        let dish = try #require(
            ((detail["menu"] as? [Object])?.first?["dishes"] as? [Object])?.first?["id"] as? String)
        let token = try world.customer()
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": dish, "quantity": 1]).status == 200)
        #expect(world.send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)
        let now = try CatalogAPI.object(world.send(.post, "/api/v1/cart/quote", token, Object()))
        let problems = (now["cart"] as? Object)?["problems"] as? [Object] ?? []
        #expect(problems.map { $0["code"] as? String } == ["restaurant_closed"])
        #expect(try CatalogAPI.problem(world.place(token)).code == "restaurant_closed")
        let slot = try #require(Self.date((now["slots"] as? [String])?.first))
        let later = try CatalogAPI.object(
            world.send(.post, "/api/v1/cart/quote", token, ["scheduledFor": Self.text(slot)]))
        #expect(((later["cart"] as? Object)?["problems"] as? [Any])?.isEmpty == true)
        #expect(Self.date((later["arrival"] as? Object)?["from"]) == slot)
        #expect(Self.date((later["arrival"] as? Object)?["to"]) == slot.addingTimeInterval(900))
        #expect((later["payment"] as? Object)?["method"] as? String == "on_delivery")
        #expect(Self.place(world, token, for: slot).status == 201)
    }

    @Test func whenTheRestaurantClosesForTheSlotAfterBookingNothingIsPreparedAndTheCustomerIsTold() throws {
        let kitchen = try Kitchen()
        let world = kitchen.world
        try CouponService(environment: world.app.environment).create(
            CouponDraft(code: "SAVE5", description: "$5 off", kind: "fixed", amount: 500, totalLimit: 1),
            by: .commandLine)
        let token = try world.customer()
        try world.fillCart(token)
        #expect(world.send(.put, "/api/v1/cart/coupon", token, ["code": "SAVE5"]).status == 200)
        let slot = Self.slot(inAtLeast: 90)
        let id = try #require(try CatalogAPI.object(Self.place(world, token, for: slot))["id"] as? String)

        // The restaurant changes its hours: closed all day, every day, from now on.
        var closed = CatalogAPI.restaurant("Lentil Place")
        closed["openingHours"] = Dictionary(uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [[String]]()) })
        let details = try RestaurantImporter.restaurant(
            from: JSONDecoder().decode(JSONValue.self, from: Data(CatalogAPI.body(closed).utf8)))
        #expect(try SQLCatalogStore(database: world.app.database).updateRestaurant(ID(world.restaurantID), to: details))

        #expect(try kitchen.scheduler(at: slot.addingTimeInterval(-15 * 60)).releaseDue() == [ID(id)])
        let order = try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", token))
        #expect(order["status"] as? String == "cancelled")
        #expect((order["cancellationReason"] as? String)?.contains("nothing was prepared") == true)
        #expect((order["timeline"] as? [Object])?.map { $0["status"] as? String } == ["scheduled", "cancelled"])
        #expect(try kitchen.kitchenSees().isEmpty, "the kitchen never sees it")
        #expect(
            try world.app.database.read { try OfferQueries($0).offers(orderIDs: [ID<Order>(id)]) }.isEmpty,
            "no courier is asked")
        let redeemed = try world.app.database.read {
            try CouponQueries($0).redemptions(code: "SAVE5", userID: ID("none")).total
        }
        #expect(redeemed == 0, "the coupon is given back")
    }

    @Test func twoSchedulersReleaseAnOrderOnce() throws {
        let kitchen = try Kitchen()
        let world = kitchen.world
        let token = try world.customer()
        try world.fillCart(token)
        let slot = Self.slot(inAtLeast: 60)
        let id = try #require(try CatalogAPI.object(Self.place(world, token, for: slot))["id"] as? String)
        let released = Mutex<[[ID<Order>]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let ids = (try? kitchen.scheduler(at: slot.addingTimeInterval(-10 * 60)).releaseDue()) ?? []
            released.withLock { $0.append(ids.filter { $0 == ID(id) }) }
        }
        #expect(released.withLock { $0.map(\.count).reduce(0, +) } == 1)
        let order = try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", token))
        #expect((order["timeline"] as? [Object])?.map { $0["status"] as? String } == ["scheduled", "placed"])
    }

    @Test func twoOrdersForOneSlotFromOneCartPlaceOneOrder() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let slot = Self.slot(inAtLeast: 60)
        let key = UUID().uuidString
        let statuses = Mutex<[Int]>([])
        let ids = Mutex<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let response = Self.place(world, token, for: slot, key: key)
            statuses.withLock { $0.append(response.status) }
            if let id = try? CatalogAPI.object(response)["id"] as? String { ids.withLock { _ = $0.insert(id) } }
        }
        #expect(statuses.withLock { $0 } == [201, 201, 201, 201], "the same key answers the same order")
        #expect(ids.withLock { $0.count } == 1)
        let other = Self.place(world, token, for: slot)
        #expect(try CatalogAPI.problem(other).code == "cart_empty", "a second key: the cart was placed already")
        try world.fillCart(token)
        let moved = Self.place(world, token, for: slot.addingTimeInterval(900), key: key)
        #expect(try CatalogAPI.problem(moved).code == "idempotency_key_reused", "the same key for another slot")
        let list = try CatalogAPI.object(world.send(.get, "/api/v1/orders", token))["items"] as? [Any]
        #expect(list?.count == 1)
    }

    @Test func theCustomerChangesOrCancelsTheSlotUntilPreparationStarts() throws {
        let kitchen = try Kitchen()
        let world = kitchen.world
        let token = try world.customer()
        try world.fillCart(token)
        let slot = Self.slot(inAtLeast: 60)
        let id = try #require(try CatalogAPI.object(Self.place(world, token, for: slot))["id"] as? String)
        let later = slot.addingTimeInterval(3600)
        let moved = world.send(.put, "/api/v1/orders/\(id)/schedule", token, ["scheduledFor": Self.text(later)])
        #expect(moved.status == 200)
        #expect(Self.date(try CatalogAPI.object(moved)["scheduledFor"]) == later)
        #expect(Self.date(try CatalogAPI.object(moved)["estimatedDeliveryAt"]) == later.addingTimeInterval(900))
        let bad = world.send(
            .put, "/api/v1/orders/\(id)/schedule", token, ["scheduledFor": Self.text(later.addingTimeInterval(60))])
        #expect(try Self.slotIssues(bad) == ["slot_not_on_quarter"])
        let other = try world.customer("Bob")
        let stranger = world.send(.put, "/api/v1/orders/\(id)/schedule", other, ["scheduledFor": Self.text(later)])
        #expect(stranger.status == 404)
        // The old kitchen time no longer releases it; the new one does.
        #expect(try kitchen.scheduler(at: slot.addingTimeInterval(-15 * 60)).releaseDue().isEmpty)
        #expect(try kitchen.scheduler(at: later.addingTimeInterval(-15 * 60)).releaseDue().contains(ID(id)))
        let tooLate = world.send(.put, "/api/v1/orders/\(id)/schedule", token, ["scheduledFor": Self.text(later)])
        #expect(tooLate.status == 409)
        #expect(try CatalogAPI.problem(tooLate).code == "invalid_transition")

        try world.fillCart(token)
        let second = try #require(try CatalogAPI.object(Self.place(world, token, for: slot))["id"] as? String)
        let cancelled = try CatalogAPI.object(world.send(.post, "/api/v1/orders/\(second)/cancel", token))
        #expect(cancelled["status"] as? String == "cancelled")
        #expect(cancelled["cancellationReason"] is NSNull, "the customer cancelled it")
    }
}
