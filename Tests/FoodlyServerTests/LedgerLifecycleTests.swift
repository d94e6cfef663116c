import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The ledger as orders really move: placed through the API, taken all the way by the kitchen and the courier,
/// refunded by an operator with a bearer, rejected. Each order's accounts hold what the settlement rules say.
@Suite("Ledger through an order's life")
struct LedgerLifecycleTests {
    /// Every account the order's entries moved, per account.
    static func balances(_ world: OrderingWorld, _ id: String) throws -> [LedgerAccount: Int] {
        try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(id)) }
    }

    @Test func aCashOrderDeliveredIsSplitBetweenRestaurantCourierTaxAndFoodly() throws {
        let crew = try LifecycleAPITests.Crew()
        let world = crew.world
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let order: OrderBody = try world.send(.get, "/api/v1/orders/\(id)", customer).decoded()
        let price = order.pricing
        let placed = try Self.balances(world, id)
        let terms = SettlementTerms.standard
        let commission = terms.commission(on: price.subtotal)
        #expect(placed[.customer(ID(id))] == price.total, "the bill, unpaid")
        #expect(placed[.restaurant(ID(world.restaurantID))] == -(price.subtotal - commission))
        #expect(placed[LedgerAccount(.commission)] == -commission)
        #expect(placed[LedgerAccount(.taxPayable)] == -price.tax)

        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).status == 200)

        let entries = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(id)) }
        #expect(entries.map(\.event) == [.placed, .cashCollected, .courierPay])
        let settled = try Self.balances(world, id)
        #expect(settled[.customer(ID(id))] == nil, "paid in cash at the door")
        let courierID = try #require(settled.keys.first { $0.kind == .courierCash }?.party)
        #expect(settled[.cash(ID(courierID))] == price.total, "the courier holds the cash")
        let pay = try #require(entries.first { $0.event == .courierPay }?.amount)
        #expect(settled[.courier(ID(courierID))] == -pay && pay >= terms.courierBasePay)

        // An operator's refund borne by the restaurant comes off its payable and is owed to the customer in cash.
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let refunded = world.send(
            .post, "/api/v1/admin/orders/\(id)/refunds", admin,
            ["amount": 250, "reason": "Cold fries", "bearer": "restaurant"])
        #expect(refunded.status == 201)
        let after = try Self.balances(world, id)
        #expect(after[.restaurant(ID(world.restaurantID))] == -(price.subtotal - commission - 250))
        #expect(after[LedgerAccount(.refundsPayable)] == -250)
        let split = world.send(
            .post, "/api/v1/admin/orders/\(id)/refunds", admin, ["amount": 101, "reason": "Late", "bearer": "split"])
        #expect(split.status == 201)
        let halves = try Self.balances(world, id)
        #expect(halves[.restaurant(ID(world.restaurantID))] == -(price.subtotal - commission - 250 - 50))
        #expect(halves[LedgerAccount(.refunds)] == 51, "the odd cent is Foodly's")
        let unknown = world.send(
            .post, "/api/v1/admin/orders/\(id)/refunds", admin, ["amount": 1, "reason": "x", "bearer": "nobody"])
        #expect(unknown.status == 400 || unknown.status == 422)
        #expect(try Self.balances(world, id) == halves, "nothing written")
    }

    @Test func aRejectedOrderMovesNothing() throws {
        let crew = try LifecycleAPITests.Crew()
        let (_, id, _) = try crew.order("Ada")
        #expect(crew.post("/api/v1/kitchen/orders/\(id)/reject", crew.kitchen, ["reason": "busy"]).status == 200)
        #expect(try Self.balances(crew.world, id).isEmpty)
        let entries = try crew.world.app.database.read { try LedgerQueries($0).entries(orderID: ID(id)) }
        #expect(entries.map(\.event) == [.placed, .closed] && entries.last?.reason == "rejected")
    }
}
