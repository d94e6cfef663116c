import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant's terms changed by an operator: by the import format's rules (a bad value is a 422 naming the field
/// with nothing changed and no entry), through the living catalog (lists and prices follow), with the changed fields
/// before and after in the audit log.
@Suite("API: a restaurant's terms")
struct RestaurantTermsAPITests {
    @Test func termsFollowTheImportRulesAndReachListsAndTheAuditLog() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let path = "/api/v1/admin/restaurants/\(world.restaurantID)"
        let version = try SQLCatalogStore(database: world.app.database).version()
        let refusals: [([String: Any], String)] = [
            (["fees": ["deliveryBase": -1]], "fees.deliveryBase"),
            (["fees": ["minimumOrder": 2_000_000]], "fees.minimumOrder"),
            (["taxRateBps": 3001], "taxRateBps"), (["deliveryRadiusKm": 0], "deliveryRadiusKm"),
            (["deliveryRadiusKm": "far"], "deliveryRadiusKm"), (["serviceFee": 100], "serviceFee"),
        ]
        for (body, field) in refusals {
            let refused = world.send(.patch, path, admin, body)
            #expect(refused.status == 422, "\(body)")
            #expect(try CatalogAPI.problem(refused).fields == [field], "\(body)")
        }
        #expect(try SQLCatalogStore(database: world.app.database).version() == version, "nothing changed")

        let changed: ConsoleRestaurantBody = try world.send(
            .patch, path, admin, ["fees": ["deliveryBase": 299, "freeDeliveryOver": NSNull()], "taxRateBps": 900]
        ).decoded()
        #expect(changed.deliveryBase == 299 && changed.freeDeliveryOver == nil)
        #expect(changed.deliveryPerKm == 50 && changed.taxRateBps == 900 && changed.drinksTaxRateBps == nil)
        let entries = try world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged))
        }
        #expect(entries.count == 1)
        #expect(entries.first?.before == ["delivery_base": "199", "free_delivery_over": "3000", "tax_rate_bps": "863"])
        #expect(entries.first?.after == ["delivery_base": "299", "free_delivery_over": "never", "tax_rate_bps": "900"])

        // The list follows at once, and a radius that no longer reaches the customer takes it off their list.
        let near = "/api/v1/restaurants?lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        let listed: Page<RestaurantSummary> = try world.app.send(.get, near).decoded()
        #expect(listed.items.first?.deliveryFee ?? 0 >= 299)
        _ = world.send(.patch, path, admin, ["deliveryRadiusKm": 0.5])
        let far: Page<RestaurantSummary> = try world.app.send(.get, near).decoded()
        #expect(far.items.isEmpty)
        #expect(world.send(.patch, "/api/v1/admin/restaurants/nowhere", admin, ["taxRateBps": 1]).status == 404)
        _ = world.send(.patch, path, admin, ["deliveryRadiusKm": 0.5])
        #expect(
            try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged)) }
                .count == 2, "no change, no entry")
    }

    /// A drinks rate of its own: set and cleared through the terms (refused out of range, audited), then a cart of
    /// a bowl and two juices is taxed by rate, and the order placed keeps it.
    @Test func drinksTakeTheirOwnTaxRateFromTheTerms() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        var juice = CatalogAPI.dish("Green Juice")
        juice["nutriScoreCategory"] = "beverage"
        juice["price"] = 250
        let menu: [CatalogAPI.Object] = [["section": "All", "dishes": [CatalogAPI.dish("Juice Bar Bowl"), juice]]]
        let bar = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Juice Bar", menu: menu)])[0]
        let path = "/api/v1/admin/restaurants/\(bar)"
        for bad: Any in [3001, -1, "5%"] {
            let refused = world.send(.patch, path, admin, ["drinksTaxRateBps": bad])
            #expect(refused.status == 422, "\(bad)")
            #expect(try CatalogAPI.problem(refused).fields == ["drinksTaxRateBps"], "\(bad)")
        }
        let set: ConsoleRestaurantBody = try world.send(.patch, path, admin, ["drinksTaxRateBps": 0]).decoded()
        #expect(set.taxRateBps == 863 && set.drinksTaxRateBps == 0)
        let entry = try #require(
            try world.app.database.read {
                try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged))
            }.first)
        #expect(entry.before == ["drinks_tax_rate_bps": "as food"] && entry.after == ["drinks_tax_rate_bps": "0"])

        let detail: RestaurantDetail = try world.app.send(.get, "/api/v1/restaurants/\(bar)").decoded()
        let ids = Dictionary(uniqueKeysWithValues: detail.menu.flatMap(\.dishes).map { ($0.name, $0.id) })
        let token = try world.customer()
        for (name, quantity) in [("Juice Bar Bowl", 1), ("Green Juice", 2)] {
            let added = world.send(
                .post, "/api/v1/cart/items", token, ["dishId": ids[name] ?? "", "quantity": quantity])
            #expect(added.status == 200)
        }
        #expect(world.send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)
        // $12.50 bowl at 8.63% with the $0.99 service fee (5% of $17.50 = $0.88, below the minimum):
        // 1349 × 8.63% = 116.42 → 116; the juices ($5.00) at 0%.
        let cart = try world.cart(token)
        #expect(cart.pricing.subtotal == 1750 && cart.pricing.serviceFee == 99 && cart.pricing.tax == 116)
        let order: OrderBody = try world.place(token).decoded(status: 201)
        #expect(order.pricing == cart.pricing)

        // Cleared: drinks are taxed as food again (1750 + 99 = 1849 × 8.63% = 159.57 → 160).
        let cleared: ConsoleRestaurantBody = try world.send(.patch, path, admin, ["drinksTaxRateBps": NSNull()])
            .decoded()
        #expect(cleared.drinksTaxRateBps == nil)
        let again = try world.customer("Eve")
        _ = world.send(.post, "/api/v1/cart/items", again, ["dishId": ids["Juice Bar Bowl"] ?? "", "quantity": 1])
        _ = world.send(.post, "/api/v1/cart/items", again, ["dishId": ids["Green Juice"] ?? "", "quantity": 2])
        #expect(try world.cart(again).pricing.tax == 160)
    }
}
