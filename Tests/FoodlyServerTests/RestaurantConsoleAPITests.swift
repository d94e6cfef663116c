import FoodlyAPI
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
        let placed: OrderBody = try world.place(early).decoded()
        let late = try world.customer("Late")
        try world.fillCart(late)
        let bowl = world.dishes["Lentil Bowl"] ?? ""
        #expect(world.send(.put, "/api/v1/me/favourites/dishes/\(bowl)", early).status == 204)

        let suspended = world.send(
            .post, "/api/v1/admin/restaurants/\(world.restaurantID)/suspend", admin, ["reason": "Failed inspection"])
        #expect(suspended.status == 200, "\(String(decoding: suspended.body, as: UTF8.self))")
        let body: ConsoleRestaurantBody = try suspended.decoded()
        #expect(body.listing == .suspended && body.suspensionReason == "Failed inspection" && body.suspendedAt != nil)

        let list: Page<RestaurantSummary> = try world.app.send(
            .get, "/api/v1/restaurants?lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        ).decoded()
        #expect(list.items.isEmpty, "not listed")
        #expect(world.app.send(.get, "/api/v1/restaurants/\(world.restaurantID)").status == 404)
        let search: SearchResponse = try world.app.send(.get, "/api/v1/search?q=lentil").decoded()
        #expect(search.restaurants.isEmpty && search.dishes.isEmpty)
        let dishPath = "/api/v1/dishes/\(world.dishes["Lentil Bowl"] ?? "")"
        #expect(world.app.send(.get, dishPath).status == 404, "its dishes are not shown either")

        let cart: CartBody = try world.send(.get, "/api/v1/cart", late).decoded()
        #expect(cart.problems.first?.code == "restaurant_suspended")
        let refused = world.place(late)
        #expect(refused.status == 409)
        #expect(try CatalogAPI.problem(refused).code == "restaurant_suspended")
        let added = world.send(
            .post, "/api/v1/cart/items", try world.customer("Third"),
            ["dishId": world.dishes["Lentil Bowl"] ?? "", "quantity": 1])
        #expect(added.status == 409)
        #expect(try CatalogAPI.problem(added).code == "restaurant_suspended")
        let again = world.send(.post, "/api/v1/orders/\(placed.id)/reorder", early, [String: Any]())
        #expect(again.status == 409)
        #expect(try CatalogAPI.problem(again).code == "restaurant_suspended")
        #expect(try world.send(.get, "/api/v1/cart", early).decoded(CartBody.self).items.isEmpty)

        // The order placed before goes on, and the kitchen sees why it gets no new ones.
        let cook = try Self.staff(world, admin: admin, "cook")
        let accepted = world.send(.post, "/api/v1/kitchen/orders/\(placed.id)/accept", cook)
        #expect(accepted.status == 200)
        let kitchen = world.app.send(.get, "/kitchen", headers: WebOrderingTests.headers(cook))
        #expect(WebStaffTests.html(kitchen).contains("Reason: Failed inspection"))

        // Once delivered, its customer's "Order again" is refused with the reason under the button.
        try BoardAPITests.sql(
            world, "UPDATE orders SET status = 'delivered' WHERE id = $1", [.text(placed.id)])
        let orderPath = "/orders/\(placed.id)"
        let onThePage = world.app.send(
            .post, orderPath + "/reorder", headers: WebOrderingTests.headers(early, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(onThePage.refusalStatus == 409)
        #expect(
            WebStaffTests.html(onThePage).contains(#"id="reorder-error""#), "said under Order again on the order page")
        let favourites: FavouritesBody = try world.send(.get, "/api/v1/me/favourites", early).decoded()
        #expect(
            favourites.dishes.first?.available == false, "a favourite from a suspended restaurant cannot be ordered")
        let home = WebStaffTests.html(world.app.send(.get, "/", headers: WebOrderingTests.headers(early)))
        #expect(home.contains("Not taking orders for now") && !home.contains("href=\"/dishes/\(bowl)\""))

        let reinstated = world.send(.post, "/api/v1/admin/restaurants/\(world.restaurantID)/reinstate", admin)
        #expect(try reinstated.decoded(ConsoleRestaurantBody.self).listing == .listed)
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
            #expect(try CatalogAPI.problem(refused).fields == ["reason"])
        }
        #expect(world.send(.post, path + "/reinstate", admin).status == 409, "not suspended")
        #expect(world.send(.post, "/api/v1/admin/restaurants/nowhere/suspend", admin, ["reason": "x"]).status == 404)
        #expect(world.send(.get, "/api/v1/admin/restaurants/nowhere", admin).status == 404)
        #expect(
            world.send(.get, "/api/v1/admin/restaurants?q=" + String(repeating: "x", count: 101), admin).status == 400)
        #expect(world.send(.get, "/api/v1/admin/restaurant-applications?status=maybe", admin).status == 400)
        #expect(world.send(.get, path + "?from=yesterday", admin).status == 400)
        let detail: ConsoleRestaurantDetailBody = try world.send(.get, path, admin).decoded()
        #expect(detail.restaurant.listing == .listed)
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
        let id = try applied.decoded(RestaurantApplicationBody.self).id
        let pending: ConsoleApplicationsBody = try world.send(
            .get, "/api/v1/admin/restaurant-applications?status=pending", admin
        ).decoded()
        let listed = try #require(pending.applications.first)
        #expect(listed.id == id && listed.contactEmail == "owner@example.com" && listed.cuisine == "Bowls")
        let blank = world.send(.post, "/api/v1/admin/restaurant-applications/\(id)/reject", admin, ["reason": " "])
        #expect(blank.status == 422)
        let approved: ConsoleApplicationBody = try world.send(
            .post, "/api/v1/admin/restaurant-applications/\(id)/approve", admin
        ).decoded()
        #expect(approved.status == .approved)
        let restaurant = try #require(approved.restaurantId)
        let twice = world.send(.post, "/api/v1/admin/restaurant-applications/\(id)/reject", admin, ["reason": "No"])
        #expect(twice.status == 409)
        #expect(try CatalogAPI.problem(twice).code == "already_decided")
        #expect(try world.app.mailbox.messages(to: "owner@example.com").count == 1, "the applicant's decision mail")

        let found: ConsoleRestaurantsBody = try world.send(.get, "/api/v1/admin/restaurants?q=olive", admin).decoded()
        #expect(found.restaurants.map(\.name) == ["Olive Bowls"])
        #expect(found.restaurants.first?.listing == .noDishes)
        let all: ConsoleRestaurantsBody = try world.send(.get, "/api/v1/admin/restaurants", admin).decoded()
        #expect(all.restaurants.count == 2)
        let detail: ConsoleRestaurantDetailBody = try world.send(
            .get, "/api/v1/admin/restaurants/\(restaurant)", admin
        ).decoded()
        #expect(detail.staff.map(\.email) == ["olive@example.com"])
        #expect(detail.listingRuleHolds)
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
