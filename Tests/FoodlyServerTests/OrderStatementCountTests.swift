import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// What loading order history costs in statements: fixed, whatever the page size (orders, their timelines,
/// restaurants, couriers, reviews, card payments, and the session look-up of the caller).
@Suite("Orders: statements per history page")
struct OrderStatementCountTests {
    /// The statements each history read costs for a customer with `count` orders: two have a courier (the world's
    /// two couriers), the oldest is delivered (so reviews are looked up).
    struct Costs: Equatable {
        var api: Int
        var webPage: Int
        var orderPage: Int
    }

    static func costs(orders count: Int) throws -> Costs {
        let world = try OrderingWorld(couriers: 2)
        let token = try world.customer()
        var ids: [ID<Order>] = []
        for _ in 0..<count {
            try world.fillCart(token)
            let placed = try CatalogAPI.object(world.place(token))
            ids.append(ID(try #require(placed["id"] as? String)))
        }
        try SQLOrderStore(database: world.app.database).write { orders in
            let delivered = try orders.transition(ids[0], from: [.placed], to: .delivered, at: Date())
            #expect(delivered)
        }
        let statements = world.app.statements
        var costs = Costs(api: 0, webPage: 0, orderPage: 0)
        costs.api = try statements.measure {
            let page = try CatalogAPI.object(world.send(.get, "/api/v1/orders?limit=50", token))
            #expect((page["items"] as? [Any])?.count == min(count, 50))
        }.statements
        costs.webPage =
            statements.measure {
                let page = world.app.send(
                    .get, "/orders", headers: ["Cookie": "foodly_session=\(token)", "Accept": "text/html"])
                #expect(page.status == 200)
                #expect(String(decoding: page.body, as: UTF8.self).contains("#\(1000 + count)"))
            }.statements
        costs.orderPage =
            statements.measure {
                #expect(world.send(.get, "/api/v1/orders/\(ids[0].rawValue)", token).status == 200)
            }.statements
        return costs
    }

    @Test func historyCostsTheSameStatementsForFiveAndFiftyOrders() throws {
        let five = try OrderStatementCountTests.costs(orders: 5)
        let fifty = try OrderStatementCountTests.costs(orders: 50)
        #expect(five == fifty)
        // Orders, timelines, restaurants, couriers, reviews, card payments, invoice numbers and the session.
        #expect(fifty.api <= 8)
        #expect(fifty.webPage <= 8)
        #expect(fifty.orderPage <= 8)
    }
}
