import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Helpers of the regulars' tests: an order delivered at a chosen time, a dish sold out, archived or repriced.
extension OrderingWorld {
    /// Places `token`'s filled cart and marks the order delivered `hoursAgo` hours ago; returns its id.
    func deliveredOrder(
        _ token: String, hoursAgo: Double = 1, dish: String = "Lentil Bowl", card: String? = nil
    ) throws -> String {
        try fillCart(token, dish: dish)
        let id = try #require(try CatalogAPI.object(place(token, card: card))["id"] as? String)
        try deliver(id, hoursAgo: hoursAgo)
        return id
    }

    /// Marks an order delivered `hoursAgo` hours ago (as the courier would have, then).
    func deliver(_ id: String, hoursAgo: Double) throws {
        let at = Date().addingTimeInterval(-hoursAgo * 3600)
        try app.database.write { connection in
            _ = try connection.execute("UPDATE orders SET status = \(OrderStatus.delivered) WHERE id = \(id)")
            _ = try connection.execute(
                "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES (\(id), 1, \(OrderStatus.delivered), \(at))"
            )
        }
    }

    /// Sells a dish out (or back).
    func setAvailable(_ available: Bool, dish: String) throws {
        #expect(try SQLCatalogStore(database: app.database).setAvailable(available, dishID: ID(dishes[dish] ?? "")))
    }

    /// Takes a dish off the menu.
    func archive(_ dish: String) throws {
        #expect(try SQLCatalogStore(database: app.database).archiveDish(ID(dishes[dish] ?? "")))
    }

    /// Gives a dish a new price (cents), keeping the rest of it.
    func reprice(_ dish: String, to cents: Int) throws {
        var changed = CatalogAPI.dish(dish)
        changed["price"] = cents
        let json = CatalogAPI.restaurant("Reprice", menu: [["section": "Mains", "dishes": [changed]]])
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(CatalogAPI.body([json]).utf8))
        let imported = try RestaurantImporter.restaurants(from: value)[0].dishes[0]
        #expect(
            try SQLCatalogStore(database: app.database).updateDish(
                ID(dishes[dish] ?? ""), to: imported, section: "Mains"))
    }

}
