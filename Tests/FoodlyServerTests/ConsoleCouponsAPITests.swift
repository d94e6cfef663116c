import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Operators list coupons with their use, change validity and limits by the rules of a new coupon, and end them;
/// every change is in the audit log with its before and after.
@Suite("Console API: coupons")
struct ConsoleCouponsAPITests {
    typealias Object = [String: Any]

    @Test func couponsAreListedChangedAndEndedWithTheirRedemptions() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let created = world.send(
            .post, "/api/v1/admin/coupons", admin,
            ["code": "save3", "description": "$3 off", "kind": "fixed", "amount": 300, "totalLimit": 5])
        #expect(created.status == 201)
        let ada = try world.customer("Ada")
        try world.fillCart(ada)
        #expect(world.send(.put, "/api/v1/cart/coupon", ada, ["code": "SAVE3"]).status == 200)
        let order = try CatalogAPI.object(world.place(ada))

        let list = try CatalogAPI.object(world.send(.get, "/api/v1/admin/coupons", admin))["coupons"] as? [Object]
        let listed = try #require(list?.first { $0["code"] as? String == "SAVE3" })
        #expect(listed["redemptions"] as? Int == 1 && listed["state"] as? String == "active")
        #expect(listed["amount"] as? Int == 300 && listed["percentOff"] is NSNull)
        let detail = try CatalogAPI.object(world.send(.get, "/api/v1/admin/coupons/save3", admin))
        let redemption = try #require((detail["redemptions"] as? [Object])?.first)
        #expect(redemption["orderNumber"] as? Int == order["number"] as? Int)
        #expect(redemption["customerEmail"] as? String == "ada@example.com" && redemption["discount"] as? Int == 300)
        #expect(world.send(.get, "/api/v1/admin/coupons/NOPE", admin).status == 404)

        let terms = { (body: Object) in world.send(.put, "/api/v1/admin/coupons/save3/terms", admin, body) }
        let below = terms(["totalLimit": 0])
        #expect(below.status == 422)
        let lower = terms(["totalLimit": 1, "perCustomerLimit": 1])
        #expect(lower.status == 200, "down to the one use so far")
        #expect(try CatalogAPI.object(lower)["state"] as? String == "used_up")
        let backwards = terms(["validFrom": "2030-01-02T00:00:00Z", "validUntil": "2030-01-01T00:00:00Z"])
        #expect(backwards.status == 422)
        #expect((try? CatalogAPI.object(backwards)["errors"] as? [Object])??.first?["field"] as? String == "validUntil")
        #expect(terms(["totalLimit": 0]).status == 422 && terms(["minimumSubtotal": -1]).status == 422)
        let open = try CatalogAPI.object(terms(["totalLimit": 10, "minimumSubtotal": 2000]))
        #expect(
            open["totalLimit"] as? Int == 10 && open["perCustomerLimit"] is NSNull
                && open["state"] as? String == "active")

        let ended = try CatalogAPI.object(world.send(.post, "/api/v1/admin/coupons/save3/expire", admin))
        #expect(ended["state"] as? String == "expired" && ended["validUntil"] is String)
        #expect(world.send(.post, "/api/v1/admin/coupons/save3/expire", admin).status == 409)
        let bob = try world.customer("Bob")
        try world.fillCart(bob)
        #expect(world.send(.put, "/api/v1/cart/coupon", bob, ["code": "SAVE3"]).status == 422, "no longer usable")

        let log = try world.app.database.read { try AuditQueries($0).entries(AuditSearch(text: "SAVE3")) }
        #expect(log.map(\.action) == [.couponExpired, .couponChanged, .couponChanged, .couponCreated])
        #expect(log[2].before == ["total_limit": "5", "per_customer_limit": "none"])
        #expect(log[2].after == ["total_limit": "1", "per_customer_limit": "1"])
        #expect(log[1].after == ["total_limit": "10", "per_customer_limit": "none", "minimum_subtotal": "2000"])
        #expect(log[0].before["valid_until"] == "none" && log[0].after["valid_until"] != "none")
    }
}
