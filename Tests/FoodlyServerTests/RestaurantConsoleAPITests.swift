import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The console's restaurant calls: a suspended restaurant is off lists and search, refuses new cart lines and
/// checkout with `restaurant_suspended` while an order placed before goes on, and its staff see why on the kitchen
/// screen; applications are listed and decided; bad input is a 422 naming the field with nothing written.
@Suite("API: the console's restaurants")
struct RestaurantConsoleAPITests {
    @Test func aSuspendedRestaurantTakesNoNewOrdersWhileOrdersInFlightGoOn() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let early = try world.customer("Early")
        try world.fillCart(early)
        let placed = try CatalogAPI.object(world.place(early))
        let late = try world.customer("Late")
        try world.fillCart(late)
        let bowl = world.dishes["Lentil Bowl"] ?? ""
        #expect(world.send(.put, "/api/v1/me/favourites/dishes/\(bowl)", early).status == 204)

        let suspended = world.send(
            .post, "/api/v1/admin/restaurants/\(world.restaurantID)/suspend", admin, ["reason": "Failed inspection"])
        #expect(suspended.status == 200, "\(String(decoding: suspended.body, as: UTF8.self))")
        let body = try CatalogAPI.object(suspended)
        #expect(body["listing"] as? String == "suspended")
        #expect(body["suspensionReason"] as? String == "Failed inspection")
        #expect(body["suspendedAt"] is String)

        let list = try CatalogAPI.object(
            world.app.send(
                .get, "/api/v1/restaurants?lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"))
        #expect((list["items"] as? [[String: Any]])?.isEmpty == true, "not listed")
        #expect(world.app.send(.get, "/api/v1/restaurants/\(world.restaurantID)").status == 404)
        let search = try CatalogAPI.object(world.app.send(.get, "/api/v1/search?q=lentil"))
        #expect((search["restaurants"] as? [Any])?.isEmpty == true && (search["dishes"] as? [Any])?.isEmpty == true)
        let dishPath = "/api/v1/dishes/\(world.dishes["Lentil Bowl"] ?? "")"
        #expect(world.app.send(.get, dishPath).status == 404, "its dishes are not shown either")

        let cart = try CatalogAPI.object(world.send(.get, "/api/v1/cart", late))
        let problems = cart["problems"] as? [[String: Any]] ?? []
        #expect(problems.first?["code"] as? String == "restaurant_suspended")
        let refused = world.place(late)
        #expect(refused.status == 409)
        #expect(try CatalogAPI.object(refused)["code"] as? String == "restaurant_suspended")
        let added = world.send(
            .post, "/api/v1/cart/items", try world.customer("Third"),
            ["dishId": world.dishes["Lentil Bowl"] ?? "", "quantity": 1])
        #expect(added.status == 409)
        #expect(try CatalogAPI.object(added)["code"] as? String == "restaurant_suspended")
        let again = world.send(.post, "/api/v1/orders/\(placed["id"] as? String ?? "")/reorder", early, [String: Any]())
        #expect(again.status == 409)
        #expect(try CatalogAPI.object(again)["code"] as? String == "restaurant_suspended")
        #expect((try CatalogAPI.object(world.send(.get, "/api/v1/cart", early))["items"] as? [Any])?.isEmpty == true)

        // The order placed before goes on, and the kitchen sees why it gets no new ones.
        let cook = try Self.staff(world, admin: admin, "cook")
        let accepted = world.send(.post, "/api/v1/kitchen/orders/\(placed["id"] as? String ?? "")/accept", cook)
        #expect(accepted.status == 200)
        let kitchen = world.app.send(.get, "/kitchen", headers: WebOrderingTests.headers(cook))
        #expect(WebStaffTests.html(kitchen).contains("Reason: Failed inspection"))

        // Once delivered, its customer's "Order again" is refused with the reason under the button.
        try BoardAPITests.sql(
            world, "UPDATE orders SET status = 'delivered' WHERE id = $1", [.text(placed["id"] as? String ?? "")])
        let orderPath = "/orders/\(placed["id"] as? String ?? "")"
        let onThePage = world.app.send(
            .post, orderPath + "/reorder", headers: WebOrderingTests.headers(early, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(onThePage.status == 409)
        #expect(
            WebStaffTests.html(onThePage).contains(#"id="reorder-error""#), "said under Order again on the order page")
        let favourite =
            (try CatalogAPI.object(world.send(.get, "/api/v1/me/favourites", early))["dishes"]
            as? [[String: Any]])?.first
        #expect(favourite?["available"] as? Bool == false, "a favourite from a suspended restaurant cannot be ordered")
        let home = WebStaffTests.html(world.app.send(.get, "/", headers: WebOrderingTests.headers(early)))
        #expect(home.contains("Not taking orders for now") && !home.contains("href=\"/dishes/\(bowl)\""))

        let reinstated = world.send(.post, "/api/v1/admin/restaurants/\(world.restaurantID)/reinstate", admin)
        #expect(try CatalogAPI.object(reinstated)["listing"] as? String == "listed")
        #expect(world.place(late).status == 201)
        #expect(world.app.send(.get, dishPath).status == 200)
        #expect(
            !WebStaffTests.html(world.app.send(.get, "/kitchen", headers: WebOrderingTests.headers(cook))).contains(
                "suspension-notice"))
    }

    @Test func badInputIsRefusedNamingTheFieldWithNothingWritten() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let path = "/api/v1/admin/restaurants/\(world.restaurantID)"
        for reason in ["", "   ", String(repeating: "x", count: 501)] {
            let refused = world.send(.post, path + "/suspend", admin, ["reason": reason])
            #expect(refused.status == 422)
            let errors = try CatalogAPI.object(refused)["errors"] as? [[String: Any]] ?? []
            #expect(errors.map { $0["field"] as? String } == ["reason"])
        }
        #expect(world.send(.post, path + "/reinstate", admin).status == 409, "not suspended")
        #expect(world.send(.post, "/api/v1/admin/restaurants/nowhere/suspend", admin, ["reason": "x"]).status == 404)
        #expect(world.send(.get, "/api/v1/admin/restaurants/nowhere", admin).status == 404)
        #expect(
            world.send(.get, "/api/v1/admin/restaurants?q=" + String(repeating: "x", count: 101), admin).status == 400)
        #expect(world.send(.get, "/api/v1/admin/restaurant-applications?status=maybe", admin).status == 400)
        #expect(world.send(.get, path + "?from=yesterday", admin).status == 400)
        let detail = try CatalogAPI.object(world.send(.get, path, admin))
        #expect((detail["restaurant"] as? [String: Any])?["listing"] as? String == "listed")
        let entries = try world.app.database.read { try AuditQueries($0).entries(AuditSearch()) }
        #expect(entries.allSatisfy { $0.action == .restaurantImported }, "nothing refused was recorded")
    }

    @Test func applicationsAreListedAndDecidedAndRestaurantsFoundByName() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let applicant = try MerchantAPI.customer(world.app, "olive@example.com")
        let applied = world.app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(applicant),
            body: CatalogAPI.body(MerchantAPI.application("Olive Bowls", northKm: 2)))
        let id = try CatalogAPI.object(applied)["id"] as? String ?? ""
        let pending = try CatalogAPI.object(
            world.send(.get, "/api/v1/admin/restaurant-applications?status=pending", admin))
        let listed = try #require((pending["applications"] as? [[String: Any]])?.first)
        #expect(listed["id"] as? String == id && listed["contactEmail"] as? String == "owner@example.com")
        #expect(listed["cuisine"] as? String == "Bowls")
        let blank = world.send(.post, "/api/v1/admin/restaurant-applications/\(id)/reject", admin, ["reason": " "])
        #expect(blank.status == 422)
        let approved = try CatalogAPI.object(
            world.send(.post, "/api/v1/admin/restaurant-applications/\(id)/approve", admin))
        #expect(approved["status"] as? String == "approved")
        let restaurant = approved["restaurantId"] as? String ?? ""
        let twice = world.send(.post, "/api/v1/admin/restaurant-applications/\(id)/reject", admin, ["reason": "No"])
        #expect(twice.status == 409)
        #expect(try CatalogAPI.object(twice)["code"] as? String == "already_decided")
        #expect(try world.app.mailbox.messages(to: "owner@example.com").count == 1, "the applicant's decision mail")

        let found = try CatalogAPI.object(world.send(.get, "/api/v1/admin/restaurants?q=olive", admin))
        let rows = found["restaurants"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["name"] as? String } == ["Olive Bowls"])
        #expect(rows.first?["listing"] as? String == "no_dishes")
        let all = try CatalogAPI.object(world.send(.get, "/api/v1/admin/restaurants", admin))
        #expect((all["restaurants"] as? [[String: Any]])?.count == 2)
        let detail = try CatalogAPI.object(world.send(.get, "/api/v1/admin/restaurants/\(restaurant)", admin))
        let staff = detail["staff"] as? [[String: Any]] ?? []
        #expect(staff.map { $0["email"] as? String } == ["olive@example.com"])
        #expect(detail["listingRuleHolds"] as? Bool == true)
        #expect((detail["numbers"] as? [String: Any])?["days"] is [Any])
    }

    /// A new staff account of the world's restaurant, assigned by the admin; its token.
    static func staff(_ world: OrderingWorld, admin: String, _ name: String) throws -> String {
        let created = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"), role: .staff,
            signIn: true)
        let assigned = world.send(
            .post, "/api/v1/admin/staff", admin,
            ["email": "\(name)@example.com", "restaurantId": world.restaurantID, "role": "staff"])
        #expect(assigned.status == 204)
        return created.token
    }
}
