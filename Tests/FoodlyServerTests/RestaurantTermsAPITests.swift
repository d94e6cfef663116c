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

        let changed = try CatalogAPI.object(
            world.send(
                .patch, path, admin, ["fees": ["deliveryBase": 299, "freeDeliveryOver": NSNull()], "taxRateBps": 900]))
        #expect(changed["deliveryBase"] as? Int == 299 && changed["freeDeliveryOver"] is NSNull)
        #expect(changed["deliveryPerKm"] as? Int == 50 && changed["taxRateBps"] as? Int == 900)
        let entries = try world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged))
        }
        #expect(entries.count == 1)
        #expect(entries.first?.before == ["delivery_base": "199", "free_delivery_over": "3000", "tax_rate_bps": "863"])
        #expect(entries.first?.after == ["delivery_base": "299", "free_delivery_over": "never", "tax_rate_bps": "900"])

        // The list follows at once, and a radius that no longer reaches the customer takes it off their list.
        let near = "/api/v1/restaurants?lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        let listed = try CatalogAPI.object(world.app.send(.get, near))["items"] as? [[String: Any]] ?? []
        #expect(listed.first?["deliveryFee"] as? Int ?? 0 >= 299)
        _ = world.send(.patch, path, admin, ["deliveryRadiusKm": 0.5])
        #expect((try CatalogAPI.object(world.app.send(.get, near))["items"] as? [Any])?.isEmpty == true)
        #expect(world.send(.patch, "/api/v1/admin/restaurants/nowhere", admin, ["taxRateBps": 1]).status == 404)
        _ = world.send(.patch, path, admin, ["deliveryRadiusKm": 0.5])
        #expect(
            try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: .restaurantTermsChanged)) }
                .count == 2, "no change, no entry")
    }
}
