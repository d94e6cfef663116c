import FoodlyCore
import FoodlyTestSupport
import Foundation
import Testing

/// The sold-out switch and the listing rule: selling a dish out is always allowed, putting one back on sale is
/// refused when the menu would then break the rule (so a dish saved unavailable cannot slip a menu past it).
@Suite("Kitchen: a dish back on sale keeps to the listing rule")
struct KitchenListingRuleTests {
    @Test func aDishBackOnSaleThatWouldBreakTheRuleIsRefusedAndNothingChanges() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let cook = try NumbersAPITests.member(world, admin, "carl", .staff)
        let toggle = { (dish: String, available: Bool) in
            world.send(
                .patch, "/api/v1/kitchen/dishes/\(world.dishes[dish] ?? "")", cook, ["available": available],
                headers: CatalogAPI.json)
        }
        // Three of four graded A or B (Churros is E): 75%, listed.
        #expect(toggle("Churros", false).status == 204)
        #expect(toggle("Lentil Bowl", false).status == 204, "selling out is always free")
        let refused = toggle("Churros", true)
        #expect(refused.status == 422)
        let issue = (try CatalogAPI.object(refused)["errors"] as? [[String: Any]])?.first
        #expect(issue?["code"] as? String == "listing_rule" && issue?["field"] as? String == "available")
        #expect((issue?["message"] as? String)?.contains("Churros is graded E.") == true)
        let menu = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(world.restaurantID)"))
        let dishes = (menu["menu"] as? [[String: Any]] ?? []).flatMap { $0["dishes"] as? [[String: Any]] ?? [] }
        #expect(dishes.first { $0["name"] as? String == "Churros" }?["available"] as? Bool == false, "unchanged")
        #expect(toggle("Lentil Bowl", true).status == 204)
        #expect(toggle("Churros", true).status == 204, "three of four again")
    }
}
