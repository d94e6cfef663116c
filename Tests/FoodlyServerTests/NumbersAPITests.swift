import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant's numbers through the API, from orders whose times are set to a known day (20 Nov 2026, Los
/// Angeles time): the figures, the orders of the day, the CSV, who may see them; reviews answered in public.
@Suite("Merchants API: numbers, orders, CSV and reviews")
struct NumbersAPITests {
    /// A new staff account of the world's restaurant (or `restaurant`) with `role`, assigned by the admin whose
    /// token is `admin`; its token.
    static func member(
        _ world: OrderingWorld, _ admin: String, _ name: String, _ role: StaffRole, restaurant: String? = nil
    ) throws -> String {
        let created = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"),
            role: .staff, signIn: true)
        let assigned = world.send(
            .post, "/api/v1/admin/staff", admin,
            ["email": "\(name)@example.com", "restaurantId": restaurant ?? world.restaurantID, "role": role.rawValue],
            headers: CatalogAPI.json)
        #expect(assigned.status == 204)
        return created.token
    }

    /// Rewrites an order's times (UTC, `HH:MM` on 20 Nov 2026) and status: placed, promised, then the steps.
    static func set(
        _ world: OrderingWorld, _ id: String, _ status: OrderStatus, placed: String, promised: String,
        steps: [(OrderStatus, String)]
    ) throws {
        let at = { (time: String) in try Date("2026-11-20T\(time):00Z", strategy: .iso8601) }
        try world.app.database.write { connection in
            _ = try connection.execute(
                """
                UPDATE orders SET status = \(status), placed_at = \(try at(placed)), promised_by = \(try at(promised))
                WHERE id = \(id)
                """)
            _ = try connection.execute("DELETE FROM order_timeline WHERE order_id = \(id)")
            for (sequence, (step, time)) in steps.enumerated() {
                _ = try connection.execute(
                    """
                    INSERT INTO order_timeline (order_id, sequence, status, at)
                    VALUES (\(id), \(sequence), \(step), \(try at(time)))
                    """)
            }
        }
    }

    static func placed(_ world: OrderingWorld, _ token: String) throws -> (id: String, subtotal: Int) {
        try world.fillCart(token)
        let order = try CatalogAPI.object(world.place(token))
        let pricing = order["pricing"] as? [String: Any]
        return (try #require(order["id"] as? String), try #require(pricing?["subtotal"] as? Int))
    }

    @Test func ownersAndManagersSeeTheDaysFiguresOrdersAndCSVAndPlainStaffAreRefused() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let owner = try Self.member(world, admin, "boss", .owner)
        let customer = try world.customer()
        let late = try Self.placed(world, customer)
        let rejected = try Self.placed(world, customer)
        // 11:00 local: accepted at once, ready after 12 minutes, delivered 10 minutes after the promise.
        try Self.set(
            world, late.id, .delivered, placed: "19:00", promised: "19:40",
            steps: [(.placed, "19:00"), (.accepted, "19:00"), (.ready, "19:12"), (.delivered, "19:50")])
        try Self.set(
            world, rejected.id, .rejected, placed: "19:30", promised: "20:10",
            steps: [(.placed, "19:30"), (.rejected, "19:31")])

        let numbers = try CatalogAPI.object(
            world.send(.get, "/api/v1/merchant/numbers?from=2026-11-19&to=2026-11-20", owner))
        #expect(numbers["timeZone"] as? String == "America/Los_Angeles")
        let days = try #require(numbers["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-19", "2026-11-20"])
        #expect(days[0]["orders"] as? Int == 0 && days[0]["averagePrepMinutes"] is NSNull)
        for figures in [days[1], numbers["total"] as? [String: Any] ?? [:]] {
            #expect(figures["orders"] as? Int == 1 && figures["cancelled"] as? Int == 1)
            #expect(figures["sales"] as? Int == late.subtotal && figures["late"] as? Int == 1)
            #expect(figures["averagePrepMinutes"] as? Double == 12)
        }

        let day = try CatalogAPI.object(world.send(.get, "/api/v1/merchant/orders?date=2026-11-20", owner))
        let orders = try #require(day["orders"] as? [[String: Any]])
        #expect(orders.map { $0["id"] as? String } == [late.id, rejected.id])
        #expect(orders.map { $0["late"] as? Bool } == [true, false])
        #expect((orders[0]["items"] as? [[String: Any]])?.first?["name"] as? String == "Lentil Bowl")

        let export = world.send(.get, "/api/v1/merchant/orders/export?from=2026-11-20&to=2026-11-20", owner)
        #expect(export.status == 200 && export.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(export.headers["Content-Disposition"]?.contains("foodly-orders-2026-11-20-to-2026-11-20.csv") == true)
        let lines = String(decoding: export.body, as: UTF8.self).split(separator: "\r\n")
        #expect(lines.count == 3 && lines[1].hasPrefix("2026-11-20,2026-11-20 11:00,") && lines[1].hasSuffix(",yes"))
        #expect(lines[2].contains(",rejected,2× Lentil Bowl,0.00,"))

        for (query, field) in [("from=2026-11-31&to=2026-12-01", "from"), ("from=2026-01-01&to=2026-12-01", "to")] {
            let refused = world.send(.get, "/api/v1/merchant/numbers?\(query)", owner)
            #expect(refused.status == 400)
            let problem = try CatalogAPI.object(refused)
            #expect(problem["code"] as? String == "invalid_query")
            #expect((problem["errors"] as? [[String: Any]])?.first?["field"] as? String == field)
        }
        let badDay = world.send(.get, "/api/v1/merchant/orders?date=20-11-2026", owner)
        let badField = (try CatalogAPI.object(badDay)["errors"] as? [[String: Any]])?.first?["field"] as? String
        #expect(badDay.status == 400 && badField == "date")
        let manager = try Self.member(world, admin, "mia", .manager)
        #expect(world.send(.get, "/api/v1/merchant/numbers", manager).status == 200, "the last two weeks")
        let cook = try Self.member(world, admin, "carl", .staff)
        for path in ["/api/v1/merchant/numbers", "/api/v1/merchant/orders", "/api/v1/merchant/orders/export"] {
            let refused = world.send(.get, path, cook)
            let code = try CatalogAPI.object(refused)["code"] as? String
            #expect(refused.status == 403 && code == "managers_only")
        }
    }

    @Test func aReplyIsPublicAndOnlyTheRestaurantsOwnersAndManagersWriteIt() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let owner = try Self.member(world, admin, "boss", .owner)
        let customer = try world.customer()
        let order = try world.deliveredOrder(customer)
        let reviewed = world.send(
            .post, "/api/v1/orders/\(order)/review", customer, ["rating": 4, "comment": "Tasty, a bit salty"],
            headers: CatalogAPI.json)
        #expect(reviewed.status == 201)
        let publicPath = "/api/v1/restaurants/\(world.restaurantID)/reviews"
        let first = try #require(try CatalogAPI.object(world.app.send(.get, publicPath))["reviews"] as? [[String: Any]])
        #expect(first.count == 1 && first[0]["author"] as? String == "Ada L." && first[0]["reply"] is NSNull)
        #expect(first[0]["rating"] as? Int == 4 && first[0]["comment"] as? String == "Tasty, a bit salty")

        let replyPath = "/api/v1/merchant/reviews/\(order)/reply"
        let empty = world.send(.put, replyPath, owner, ["text": "  "], headers: CatalogAPI.json)
        #expect(empty.status == 422)
        let cook = try Self.member(world, admin, "carl", .staff)
        #expect(world.send(.put, replyPath, cook, ["text": "Hi"], headers: CatalogAPI.json).status == 403)
        let elsewhere = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Elsewhere", northKm: 30)])[0]
        let other = try Self.member(world, admin, "otto", .owner, restaurant: elsewhere)
        #expect(world.send(.put, replyPath, other, ["text": "Hi"], headers: CatalogAPI.json).status == 404)
        #expect(world.send(.get, "/api/v1/merchant/reviews", other).status == 200)
        let unchanged = try CatalogAPI.object(world.app.send(.get, publicPath))["reviews"] as? [[String: Any]]
        #expect(unchanged?.first?["reply"] is NSNull, "nothing written by the refusals")

        let replied = world.send(
            .put, replyPath, owner, ["text": "Thank you, Ada! Less salt from today."], headers: CatalogAPI.json)
        #expect(replied.status == 204)
        let shown = try CatalogAPI.object(world.app.send(.get, publicPath))["reviews"] as? [[String: Any]]
        #expect(shown?.first?["reply"] as? String == "Thank you, Ada! Less salt from today.")
        #expect(shown?.first?["repliedAt"] is String)
        let mine = try CatalogAPI.object(world.send(.get, "/api/v1/merchant/reviews", owner))
        let listed = (mine["reviews"] as? [[String: Any]])?.first
        #expect(listed?["orderId"] as? String == order && listed?["orderNumber"] is Int)
        #expect(world.send(.delete, replyPath, owner).status == 204)
        let taken = try CatalogAPI.object(world.app.send(.get, publicPath))["reviews"] as? [[String: Any]]
        #expect(taken?.first?["reply"] is NSNull && taken?.first?["repliedAt"] is NSNull)

        #expect(world.app.send(.get, publicPath + "?limit=0").status == 400)
        #expect(world.app.send(.get, "/api/v1/restaurants/no-such/reviews").status == 404)
    }
}
