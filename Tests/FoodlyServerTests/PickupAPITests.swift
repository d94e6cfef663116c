import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Pickup: a restaurant's owner offers it, the customer chooses it in the cart (no delivery fee, tip or address),
/// no courier is ever asked, the customer is told when it is ready, and the kitchen hands it over against the code
/// on the order — cash paid at the counter is the restaurant's. Runs on SQLite and PostgreSQL.
@Suite("Pickup")
struct PickupAPITests {
    /// The crew's restaurant with an owner who can change its pickup setting: (crew, owner's token).
    static func crewWithOwner() throws -> (LifecycleAPITests.Crew, String) {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let owner = try AccountService(environment: crew.world.app.environment).register(
            Registration(fullName: "Olive Owner", email: "olive@example.com", password: "abcdef1!"), role: .staff,
            signIn: true)
        try crew.world.app.database.write { connection in
            try MerchantQueries(connection).setMembership(
                owner.user.id, restaurantID: ID(crew.world.restaurantID), role: .owner)
        }
        return (crew, owner.token)
    }

    /// Turns pickup on or off as the owner; the schedule answered.
    static func offerPickup(_ on: Bool, _ crew: LifecycleAPITests.Crew, _ owner: String) throws
        -> RestaurantScheduleBody
    {
        try crew.world.send(.put, "/api/v1/merchant/pickup", owner, ["offersPickup": on]).decoded(status: 200)
    }

    @Test func theOwnerOffersPickupAndTheCustomerChoosesItWithoutFeeOrTip() throws {
        let (crew, owner) = try Self.crewWithOwner()
        let customer = try crew.world.customer("Pia")
        try crew.world.fillCart(customer)
        let refused = crew.world.send(.put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "pickup"])
        #expect(try refused.status == 409 && CatalogAPI.problem(refused).code == "pickup_unavailable")
        #expect(
            crew.world.send(.put, "/api/v1/merchant/pickup", crew.kitchen, ["offersPickup": true]).status == 403,
            "the owners and managers decide")
        #expect(try Self.offerPickup(true, crew, owner).offersPickup)
        let audited = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .pickupChanged))
        }
        #expect(audited.map(\.after) == [["pickup": "yes"]])

        let delivered = try crew.world.cart(customer)
        #expect(delivered.fulfilment == .delivery && delivered.pickupOffered && delivered.pricing.deliveryFee > 0)
        #expect(crew.world.send(.put, "/api/v1/cart/tip", customer, ["amount": 300]).status == 200)
        let bad = crew.world.send(.put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "drone"])
        #expect(bad.status == 422)
        let pickup: CartBody = try crew.world.send(
            .put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "pickup"]
        ).decoded(status: 200)
        #expect(pickup.fulfilment == .pickup && pickup.problems.isEmpty)
        #expect(pickup.pricing.deliveryFee == 0 && pickup.pricing.tip == 0)
        #expect(pickup.pricing.total == delivered.pricing.total - delivered.pricing.deliveryFee)
    }

    @Test func aPickupOrderIsNeverOfferedToACourierAndIsHandedOverWithItsCode() throws {
        let (crew, owner) = try Self.crewWithOwner()
        _ = try Self.offerPickup(true, crew, owner)
        let customer = try crew.world.customer("Pia")
        try crew.world.fillCart(customer)
        #expect(crew.world.send(.put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "pickup"]).status == 200)
        let placed: OrderBody = try crew.world.place(customer).decoded(status: 201)
        #expect(placed.fulfilment == .pickup && placed.courier == nil && placed.pricing.deliveryFee == 0)
        #expect(placed.address.line1 == "Lentil Place St", "collected at the restaurant's counter")
        let code = try #require(placed.handoverCode)
        let receipt = try #require(
            try crew.world.app.mailbox.messages(to: "pia@example.com").first { $0.subject.contains(" from ") })
        #expect(receipt.text.contains("Pick up at: Lentil Place St") && receipt.text.contains("Ready: "))
        #expect(try crew.accept(placed.id) == nil, "no courier is offered a pickup order")
        _ = try Dispatcher(environment: crew.world.app.environment).tick()
        let offers: Page<DeliveryOfferBody> = try crew.world.send(.get, "/api/v1/courier/offers", crew.couriers[0])
            .decoded()
        #expect(offers.items.isEmpty)
        let emptied = try crew.world.cart(customer)
        #expect(emptied.fulfilment == .delivery, "the next cart starts as a delivery again")

        let handOver = "/api/v1/kitchen/orders/\(placed.id)/hand-over"
        #expect(crew.post(handOver, crew.kitchen, ["code": code]).status == 409, "not before it is ready")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(placed.id)/\(action)", crew.kitchen).status == 200)
        }
        let ready = try crew.world.app.mailbox.messages(to: "pia@example.com").filter {
            $0.subject.hasSuffix("is ready for pickup")
        }
        #expect(ready.count == 1 && ready.first?.text.contains(code) == true)
        let missing = crew.post(handOver, crew.kitchen, [String: Any]())
        #expect(try missing.status == 422 && CatalogAPI.problem(missing).fields == ["code"])
        let wrong = crew.post(handOver, crew.kitchen, ["code": code == "0000" ? "1111" : "0000"])
        #expect(try wrong.status == 422 && CatalogAPI.problem(wrong).fields == ["code"])
        #expect(crew.post(handOver, crew.otherKitchen, ["code": code]).status == 404, "another kitchen's order")
        let collected: OrderBody = try crew.post(handOver, crew.kitchen, ["code": code]).decoded(status: 200)
        #expect(collected.status == .delivered && collected.courier == nil)
        #expect(crew.post(handOver, crew.kitchen, ["code": code]).status == 409, "handed over once")
        let tipped = crew.world.send(.put, "/api/v1/orders/\(placed.id)/tip", customer, ["amount": 300])
        #expect(try tipped.status == 409 && CatalogAPI.problem(tipped).code == "no_courier_to_tip")
        #expect(
            !WebOrderIssueTests.html(
                crew.world.app.send(.get, "/orders/\(placed.id)", headers: WebOrderingTests.headers(customer))
            ).contains(#"id="tip""#), "no tip form for a pickup")

        let (entries, balances) = try crew.world.app.database.read { connection in
            let ledger = LedgerQueries(connection)
            return (try ledger.entries(orderID: ID(placed.id)), try ledger.balances(orderID: ID(placed.id)))
        }
        let cash = try #require(entries.first { $0.event == .cashCollected })
        #expect(cash.amount == placed.pricing.total)
        #expect(cash.postings.contains { $0.account == .restaurant(ID(crew.world.restaurantID)) })
        #expect(!entries.contains { $0.event == .courierPay }, "nobody to pay for a ride")
        #expect(balances[.customer(ID(placed.id))] ?? 0 == 0, "the bill is settled")
        let audited = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .orderCollected))
        }
        #expect(audited.map(\.subject.label) == ["#\(placed.number)"])
    }

    @Test func aDeliveryIsNotHandedOverAtTheCounterAndPickupStoppedBlocksACart() throws {
        let (crew, owner) = try Self.crewWithOwner()
        let (_, delivery, _) = try crew.order("Dora")
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(delivery)/\(action)", crew.kitchen).status == 200)
        }
        let counter = crew.post("/api/v1/kitchen/orders/\(delivery)/hand-over", crew.kitchen, ["code": "1234"])
        #expect(try counter.status == 409 && CatalogAPI.problem(counter).code == "invalid_transition")

        _ = try Self.offerPickup(true, crew, owner)
        let customer = try crew.world.customer("Pia")
        try crew.world.fillCart(customer)
        #expect(crew.world.send(.put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "pickup"]).status == 200)
        #expect(try !Self.offerPickup(false, crew, owner).offersPickup)
        let cart = try crew.world.cart(customer)
        #expect(cart.problems.map(\.code) == ["pickup_unavailable"])
        let blocked = crew.world.place(customer)
        #expect(try blocked.status == 409 && CatalogAPI.problem(blocked).code == "pickup_unavailable")
        let back: CartBody = try crew.world.send(
            .put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "delivery"]
        ).decoded(status: 200)
        #expect(back.problems.isEmpty && back.pricing.deliveryFee > 0)
    }

    @Test func listsAndSearchFilterTheRestaurantsThatOfferPickup() throws {
        let (crew, owner) = try Self.crewWithOwner()
        let point = "lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        func listed(_ query: String) throws -> [String] {
            let page: Page<RestaurantSummary> = try crew.world.app.send(.get, "/api/v1/restaurants?\(query)").decoded()
            return page.items.map(\.id)
        }
        #expect(try listed("\(point)&pickup=true").isEmpty)
        #expect(try listed(point).count == 2)
        _ = try Self.offerPickup(true, crew, owner)
        #expect(try listed("\(point)&pickup=true") == [crew.world.restaurantID])
        let all: Page<RestaurantSummary> = try crew.world.app.send(.get, "/api/v1/restaurants?\(point)").decoded()
        #expect(all.items.map(\.offersPickup).sorted { !$0 && $1 } == [false, true])
        let found: SearchResponse = try crew.world.app.send(.get, "/api/v1/search?q=bowl&\(point)&pickup=true")
            .decoded()
        #expect(!found.dishes.isEmpty && found.dishes.allSatisfy { $0.restaurant.id == crew.world.restaurantID })
        #expect(crew.world.app.send(.get, "/api/v1/restaurants?pickup=maybe").status == 400)
    }

    @Test func aPickupOrderForLaterReachesTheKitchenAtItsTimeWithoutACourier() throws {
        let (crew, owner) = try Self.crewWithOwner()
        _ = try Self.offerPickup(true, crew, owner)
        let customer = try crew.world.customer("Pia")
        try crew.world.fillCart(customer)
        #expect(crew.world.send(.put, "/api/v1/cart/fulfilment", customer, ["fulfilment": "pickup"]).status == 200)
        let slot = ScheduledOrderTests.slot(inAtLeast: 120)
        let placed: OrderBody = try ScheduledOrderTests.place(crew.world, customer, for: slot).decoded(status: 201)
        #expect(placed.status == .scheduled && placed.fulfilment == .pickup && placed.scheduledFor == slot)
        let scheduler = OrderScheduler(
            environment: AppEnvironment(database: crew.world.app.database, clock: ScheduledOrderTests.HandClock(slot)))
        #expect(try scheduler.releaseDue().contains(ID(placed.id)))
        let released: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(placed.id)", customer).decoded()
        #expect(released.status == .placed && released.courier == nil)
        let offers = try crew.world.app.database.read { try OfferQueries($0).offers(orderIDs: [ID<Order>(placed.id)]) }
        #expect(offers[ID(placed.id)] ?? [] == [], "no courier is asked for a pickup, even at its time")
        let kitchen: Page<OrderBody> = try crew.world.send(.get, "/api/v1/kitchen/orders?status=placed", crew.kitchen)
            .decoded()
        #expect(kitchen.items.map(\.id) == [placed.id])
    }
}
