import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Orders API")
struct OrderAPITests {
    static let orderKeys: Set<String> = [
        "id", "number", "status", "placedAt", "restaurant", "items", "currency", "pricing", "couponCode", "address",
        "notes", "courier", "estimatedDeliveryAt", "etaMinutes", "timeline", "nutrition", "scheduledFor",
        "cancellationReason", "refunded", "payment", "handoverCode", "doorstep", "fulfilment",
    ]

    @Test func placingAnOrderEmptiesTheCartAndAsksNoCourierWithoutAnAccount() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let placed = world.place(token, key: "first-order")
        #expect(placed.status == 201)
        #expect(Set(try CatalogAPI.object(placed).keys) == Self.orderKeys)
        let order: OrderBody = try placed.decoded()
        #expect(order.status == .placed && order.number == 1001)
        #expect(order.courier == nil, "a courier takes it by accepting an offer")
        let offers = try world.app.database.read { try OfferQueries($0).offers(orderIDs: [ID<Order>(order.id)]) }
        #expect(offers.isEmpty, "the world's couriers have no accounts: nobody who could answer is asked")
        #expect(order.etaMinutes.max - order.etaMinutes.min == 10)
        #expect(order.pricing.subtotal == 2500 && order.restaurant.phone == "+14155550100")
        #expect(order.timeline.map(\.status) == [.placed])
        let cart = try world.cart(token)
        #expect(cart.items.isEmpty)
        #expect(cart.address != nil, "the address stays for the next order")

        let history: Page<OrderBody> = try world.send(.get, "/api/v1/orders", token).decoded()
        #expect(history.items.map(\.id) == [order.id])
    }

    @Test func theSameKeyReturnsTheSameOrderAndADifferentCartWithItIsRefused() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let first: OrderBody = try world.place(token, key: "k-1").decoded()
        let replay = world.place(token, key: "k-1")
        #expect(replay.status == 201)
        #expect(try replay.decoded(OrderBody.self).id == first.id)
        try world.fillCart(token, dish: "Tofu Bowl", quantity: 1)
        let reused = world.place(token, key: "k-1")
        #expect(reused.status == 422)
        #expect(try CatalogAPI.problem(reused).code == "idempotency_key_reused")
        #expect(world.place(token, key: "k-2").status == 201)
        let count = try world.app.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM orders", [])?.int("n") }
        #expect(count == 2)
    }

    @Test func ordersNeedAKeyAFullCartAndAnAddress() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let noKey = world.send(.post, "/api/v1/orders", token, [String: Any]())
        #expect(noKey.status == 400)
        #expect(try CatalogAPI.problem(noKey).code == "idempotency_key_required")
        let empty = world.place(token)
        #expect(empty.status == 409)
        #expect(try CatalogAPI.problem(empty).code == "cart_empty")
        #expect(
            world.send(.post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Bowl"]!, "quantity": 1])
                .status == 200)
        let noAddress = world.place(token)
        #expect(noAddress.status == 409)
        #expect(try CatalogAPI.problem(noAddress).code == "address_missing")
        #expect(world.send(.post, "/api/v1/orders", token, [String: Any]()).status == 400)
        let count = try world.app.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM orders", [])?.int("n") }
        #expect(count == 0, "nothing half-written")
    }

    @Test func anAddressWithoutAHouseNumberIsNeverDeliveredTo() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        var near = OrderingWorld.address
        near["line1"] = "Near Mission"
        let refused: Problem = try world.send(.put, "/api/v1/cart/address", token, near).decoded(status: 422)
        #expect(refused.errors?.map(\.code) == ["house_number_missing"])
        #expect(try world.cart(token).address?.line1 == "1 Market St", "the address before is kept")
        // A cart address kept from before the rule (a neighbourhood's name was once one) stops checkout.
        let user = try #require(try AccountService(environment: world.app.environment).authenticate(token: token))
        try world.app.database.write { connection in
            var cart = try CartQueries(connection).cart(userID: user.id)
            cart.address?.line1 = "Near Mission"
            try CartQueries(connection).save(cart, userID: user.id, at: Date())
        }
        #expect(try world.cart(token).problems.map(\.code) == ["address_incomplete"])
        let placed: Problem = try world.place(token).decoded(status: 409)
        #expect(placed.code == "address_incomplete")
        let count = try world.app.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM orders", [])?.int("n") }
        #expect(count == 0)
    }

    @Test func anotherUsersOrderIsNotFoundAndCancellingWorksOnlyWhilePlaced() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let eve = try world.customer("Eve")
        try world.fillCart(ada)
        let id = try world.place(ada).decoded(OrderBody.self).id
        #expect(world.send(.get, "/api/v1/orders/\(id)", eve).status == 404)
        #expect(world.send(.post, "/api/v1/orders/\(id)/cancel", eve).status == 404)
        #expect(world.send(.get, "/api/v1/orders/\(id)", ada).status == 200)
        #expect(world.send(.get, "/api/v1/orders/nope", ada).status == 404)
        let cancelled: OrderBody = try world.send(.post, "/api/v1/orders/\(id)/cancel", ada).decoded()
        #expect(cancelled.status == .cancelled && cancelled.timeline.map(\.status) == [.placed, .cancelled])
        let again = world.send(.post, "/api/v1/orders/\(id)/cancel", ada)
        #expect(again.status == 409)
        #expect(try CatalogAPI.problem(again).code == "invalid_transition")
        let problem: Problem = try again.decoded()
        #expect(problem.detail == "This order is already cancelled.", "not that the restaurant accepted it")
    }

    @Test func aFirstOrderCouponIsRedeemedOnceAndGivenBackOnCancel() throws {
        let world = try OrderingWorld()
        try CouponService(environment: world.app.environment).create(
            CouponDraft(
                code: "WELCOME10", description: "10% off", kind: "percent", percentOff: 10, firstOrderOnly: true),
            by: .commandLine)
        let token = try world.customer()
        try world.fillCart(token)
        #expect(world.send(.put, "/api/v1/cart/coupon", token, ["code": "welcome10"]).status == 200)
        let order: OrderBody = try world.place(token).decoded()
        #expect(order.pricing.discount == 250 && order.couponCode == "WELCOME10")
        try world.fillCart(token)
        let second = world.send(.put, "/api/v1/cart/coupon", token, ["code": "welcome10"])
        #expect(try CatalogAPI.problem(second).code == "coupon_first_order_only")
    }

    @Test func adminsCreateCouponsAndOthersMayNot() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let customer = try world.customer()
        let body: [String: Any] = [
            "code": "FALL15", "description": "15% off, at most $6", "kind": "percent", "percentOff": 15, "cap": 600,
            "totalLimit": 100,
        ]
        #expect(world.send(.post, "/api/v1/admin/coupons", customer, body).status == 403)
        #expect(world.send(.post, "/api/v1/admin/coupons", admin, body).status == 201)
        let duplicate = world.send(.post, "/api/v1/admin/coupons", admin, body)
        #expect(duplicate.status == 409)
        #expect(try CatalogAPI.problem(duplicate).code == "coupon_exists")
        let bad = world.send(
            .post, "/api/v1/admin/coupons", admin,
            ["code": "x", "description": "", "kind": "percent", "percentOff": 150] as [String: Any])
        #expect(bad.status == 422)
        #expect(Set(try CatalogAPI.problem(bad).fields) == ["code", "description", "percentOff"])
    }
}

@Suite("Orders API: re-validation and persistence")
struct OrderRevalidationTests {
    @Test func aDishSoldOutAfterItWasAddedStopsTheOrder() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        try CatalogService(environment: world.app.environment).setDishAvailable(
            false, dishID: ID(world.dishes["Lentil Bowl"]!))
        let refused = world.place(token)
        #expect(refused.status == 409)
        #expect(try CatalogAPI.problem(refused).code == "dish_unavailable")
        let cart = try world.cart(token)
        #expect(cart.items.count == 1, "the cart is kept")
        #expect(cart.problems.first?.code == "dish_unavailable")
    }

    @Test func theCartSurvivesAServerRestart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foodly-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("foodly.sqlite").path
        var token = ""
        var dish = ""
        do {
            let database = try SQLiteDatabase(configuration: .file(path))
            _ = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
            let environment = AppEnvironment(database: database)
            let restaurant = try CatalogService(environment: environment).importRestaurants(
                try JSONDecoder().decode(
                    JSONValue.self, from: Data(CatalogAPI.body(CatalogAPI.restaurant("Kept Place")).utf8)),
                by: .commandLine)[0]
            dish = try #require(try CatalogService(environment: environment).restaurant(restaurant, from: nil)?.1.first)
                .id.rawValue
            token = try AccountService(environment: environment).register(
                Registration(fullName: "Ada Lovelace", email: "ada@example.com", password: "abcdef1!"),
                role: .customer, signIn: true
            ).token
            let user = try #require(try AccountService(environment: environment).authenticate(token: token))
            _ = try CartService(environment: environment).add(dishID: ID(dish), quantity: 2, for: user)
            database.close()
        }
        let reopened = try SQLiteDatabase(configuration: .file(path))
        defer { reopened.close() }
        let environment = AppEnvironment(database: reopened)
        let user = try #require(try AccountService(environment: environment).authenticate(token: token))
        let cart = try CartService(environment: environment).cart(for: user)
        #expect(cart.items.map(\.dishID.rawValue) == [dish])
        #expect(cart.items.first?.quantity == 2)
    }
}

@Suite("Orders: a courier assigned late")
struct LateCourierTests {
    @Test func theArrivalWindowCountsTheWaitFromPlacing() throws {
        let world = try OrderingWorld(couriers: 0)
        let token = try world.customer()
        try world.fillCart(token)
        let order: OrderBody = try world.place(token).decoded()
        #expect(order.courier == nil)
        let id = ID<Order>(order.id)
        try SQLCourierStore(database: world.app.database).insert(
            Courier(
                id: ID("late"), name: "Late Larry", phone: "+14155550399", vehicle: .car,
                location: GeoPoint(latitude: CatalogAPI.customer.latitude, longitude: CatalogAPI.customer.longitude),
                available: true), at: Date())
        let (placedAt, stored) = try SQLOrderStore(database: world.app.database).write { connection in
            let placed = try #require(try connection.order(id: id))
            #expect(
                try connection.assign(
                    courierID: ID("late"), to: id, placedAt: placed.placedAt,
                    eta: DeliveryEstimate(minMinutes: 20, maxMinutes: 30),
                    at: placed.placedAt.addingTimeInterval(40 * 60)))
            return (placed.placedAt, try #require(try connection.order(id: id)))
        }
        #expect(stored.eta == DeliveryEstimate(minMinutes: 60, maxMinutes: 70))
        #expect(abs(stored.estimatedDeliveryAt.timeIntervalSince(placedAt) - 70 * 60) < 1)
    }
}

@Suite("Orders: history pages")
struct OrderHistoryTests {
    @Test func historyComesInPagesNewestFirst() throws {
        let world = try OrderingWorld(couriers: 0)
        let token = try world.customer()
        var placed: [String] = []
        for _ in 0..<3 {
            try world.fillCart(token)
            placed.append(try world.place(token).decoded(OrderBody.self).id)
        }
        let first: Page<OrderBody> = try world.send(.get, "/api/v1/orders?limit=2", token).decoded()
        #expect(first.items.map(\.id) == [placed[2], placed[1]])
        let cursor = try #require(first.nextCursor)
        let second: Page<OrderBody> = try world.send(.get, "/api/v1/orders?limit=2&cursor=\(cursor)", token).decoded()
        #expect(second.items.map(\.id) == [placed[0]] && second.nextCursor == nil)
        #expect(world.send(.get, "/api/v1/orders?limit=0", token).status == 400)
    }
}
