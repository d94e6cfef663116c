import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Restaurants joining and their staff, through the API.
enum MerchantAPI {
    /// An application in the import format (no menu) for a restaurant `northKm` north of the customer.
    static func application(_ name: String, northKm: Double = 0) -> CatalogAPI.Object {
        var object = CatalogAPI.restaurant(name, northKm: northKm)
        object["menu"] = nil
        object["contactEmail"] = "owner@example.com"
        return object
    }

    /// A new customer who applies for `name` and is approved (as the CLI does); their token, now a staff owner's,
    /// and the restaurant's id.
    static func restaurant(_ app: TestApp, _ name: String, owner email: String, northKm: Double = 0) throws -> (
        token: String, restaurant: String
    ) {
        let token = try customer(app, email)
        let applied = app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(token),
            body: CatalogAPI.body(application(name, northKm: northKm)))
        #expect(applied.status == 201)
        let id = try CatalogAPI.object(applied)["id"] as? String ?? ""
        let approved = try MerchantService(environment: app.environment).approve(ID(id), by: .commandLine)
        return (token, approved.restaurantID?.rawValue ?? "")
    }

    /// A new customer account's token.
    static func customer(_ app: TestApp, _ email: String) throws -> String {
        try AccountService(environment: app.environment).register(
            Registration(fullName: "Pat \(email.prefix { $0 != "@" }.capitalized)", email: email, password: "abcdef1!"),
            clientAddress: "127.0.0.1"
        ).token
    }

    /// Invites `email` as `role` with `token` and accepts as a new customer with that address; their token.
    static func member(_ app: TestApp, _ email: String, _ role: String, invitedBy token: String) throws -> String {
        let invited = app.send(
            .post, "/api/v1/merchant/staff/invites", headers: CatalogAPI.bearer(token),
            body: CatalogAPI.body(["email": email, "role": role]))
        #expect(invited.status == 201)
        let member = try customer(app, email)
        let link = try AccountRecoveryAPITests.token(app, email, "/staff/join")
        let accepted = app.send(
            .post, "/api/v1/staff-invites/accept", headers: CatalogAPI.bearer(member),
            body: CatalogAPI.body(["token": link]))
        #expect(accepted.status == 200)
        return member
    }

    /// The id of the member with `email` on the staff `token` sees.
    static func memberID(_ app: TestApp, _ email: String, seenBy token: String) throws -> String {
        let staff = try CatalogAPI.object(app.send(.get, "/api/v1/merchant/staff", headers: CatalogAPI.bearer(token)))
        let members = staff["members"] as? [CatalogAPI.Object] ?? []
        return members.first { $0["email"] as? String == email }?["id"] as? String ?? ""
    }
}

@Suite("Merchants API: applying, approval and staff")
struct MerchantAPITests {
    @Test func anApplicationIsPendingThenApprovedAndItsRestaurantStaysOffListsUntilItHasADish() throws {
        let app = try TestApp()
        let token = try MerchantAPI.customer(app, "olive@example.com")
        let applied = app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(token),
            body: CatalogAPI.body(MerchantAPI.application("Olive Bowls")))
        #expect(applied.status == 201)
        let body = try CatalogAPI.object(applied)
        #expect(body["status"] as? String == "pending")
        #expect(body["reason"] is NSNull && body["restaurantId"] is NSNull)
        let again = app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(token),
            body: CatalogAPI.body(MerchantAPI.application("Olive Bowls")))
        #expect(try CatalogAPI.problem(again).code == "application_pending" && again.status == 409)

        let approved = try MerchantService(environment: app.environment).approve(
            ID(body["id"] as? String ?? ""), by: .commandLine)
        let listed = try CatalogAPI.object(
            app.send(.get, "/api/v1/me/restaurant-applications", headers: CatalogAPI.bearer(token)))
        let first = (listed["applications"] as? [CatalogAPI.Object])?.first
        #expect(first?["status"] as? String == "approved")
        #expect(first?["restaurantId"] as? String == approved.restaurantID?.rawValue)
        let restaurant = approved.restaurantID?.rawValue ?? ""
        let near = CatalogAPI.customer
        let list = try CatalogAPI.object(
            app.send(.get, "/api/v1/restaurants?latitude=\(near.latitude)&longitude=\(near.longitude)"))
        #expect((list["items"] as? [Any])?.isEmpty == true)
        #expect(app.send(.get, "/api/v1/restaurants/\(restaurant)").status == 404)
        let search = String(decoding: app.send(.get, "/api/v1/search?q=olive").body, as: UTF8.self)
        #expect(!search.contains("Olive Bowls"), "not found by search")
        // The owner's kitchen has it.
        let kitchen = app.send(.get, "/api/v1/merchant/staff", headers: CatalogAPI.bearer(token))
        #expect(kitchen.status == 200)
        #expect((try CatalogAPI.object(kitchen)["role"] as? String) == "owner")
    }

    @Test func aBadApplicationNamesEveryFieldAndIsNotStored() throws {
        let app = try TestApp()
        let token = try MerchantAPI.customer(app, "olive@example.com")
        var object = MerchantAPI.application("Olive Bowls")
        object["deliveryRadiusKm"] = 500
        object["fees"] = ["deliveryBase": 199, "deliveryPerKm": 50, "minimumOrder": -5]
        object["contactEmail"] = "nobody"
        object["categories"] = []
        let refused = app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(token),
            body: CatalogAPI.body(object))
        #expect(refused.status == 422)
        #expect(
            Set(try CatalogAPI.problem(refused).fields) == [
                "deliveryRadiusKm", "fees.minimumOrder", "contactEmail", "categories",
            ])
        let listed = try CatalogAPI.object(
            app.send(.get, "/api/v1/me/restaurant-applications", headers: CatalogAPI.bearer(token)))
        #expect((listed["applications"] as? [Any])?.isEmpty == true)
        let staff = try CatalogAPI.token(app, role: .staff)
        let notCustomer = app.send(
            .post, "/api/v1/restaurant-applications", headers: CatalogAPI.bearer(staff),
            body: CatalogAPI.body(MerchantAPI.application("Olive Bowls")))
        #expect(notCustomer.status == 403)
    }

    @Test func staffAreInvitedChangedAndRemovedAsTheirRolesAllow() throws {
        let app = try TestApp()
        let (owner, _) = try MerchantAPI.restaurant(app, "Olive Bowls", owner: "olive@example.com")
        let manager = try MerchantAPI.member(app, "mona@example.com", "manager", invitedBy: owner)
        let cook = try MerchantAPI.member(app, "carl@example.com", "staff", invitedBy: manager)
        func send(_ method: HTTPMethod, _ path: String, _ token: String, _ body: Any? = nil) -> Response {
            var headers = CatalogAPI.bearer(token)
            if body != nil { headers.set("Content-Type", "application/json") }
            return app.send(method, path, headers: headers, body: body.map(CatalogAPI.body) ?? "")
        }
        let invites = "/api/v1/merchant/staff/invites"
        #expect(send(.get, "/api/v1/merchant/staff", cook).status == 403)
        let byStaff = send(.post, invites, cook, ["email": "x@example.com", "role": "staff"])
        #expect(byStaff.status == 403)
        #expect(try CatalogAPI.problem(byStaff).code == "forbidden")
        let byManager = send(.post, invites, manager, ["email": "x@example.com", "role": "manager"])
        #expect(byManager.status == 403)
        #expect(try CatalogAPI.problem(byManager).code == "owner_only")
        #expect(send(.post, invites, owner, ["email": "x@example.com", "role": "chef"]).status == 422)

        let ownerID = try MerchantAPI.memberID(app, "olive@example.com", seenBy: owner)
        let cookID = try MerchantAPI.memberID(app, "carl@example.com", seenBy: owner)
        let last = send(.delete, "/api/v1/merchant/staff/\(ownerID)", owner)
        #expect(last.status == 409)
        #expect(try CatalogAPI.problem(last).code == "last_owner")
        #expect(send(.put, "/api/v1/merchant/staff/\(ownerID)", manager, ["role": "staff"]).status == 403)
        #expect(send(.put, "/api/v1/merchant/staff/\(cookID)", owner, ["role": "manager"]).status == 204)
        #expect(send(.delete, "/api/v1/merchant/staff/\(cookID)", owner).status == 204)
        #expect(send(.get, "/api/v1/kitchen/orders", cook).status == 403, "no longer staff")
        #expect(send(.delete, "/api/v1/merchant/staff/\(cookID)", owner).status == 404)

        // A reused link and another restaurant's member.
        let (rival, _) = try MerchantAPI.restaurant(app, "Rival Bowls", owner: "rita@example.com", northKm: 3)
        let managerID = try MerchantAPI.memberID(app, "mona@example.com", seenBy: owner)
        #expect(send(.delete, "/api/v1/merchant/staff/\(managerID)", rival).status == 404)
        let used = try AccountRecoveryAPITests.token(app, "mona@example.com", "/staff/join")
        let reused = send(
            .post, "/api/v1/staff-invites/accept", try MerchantAPI.customer(app, "sam@example.com"), ["token": used])
        #expect(reused.status == 422)
        #expect(try CatalogAPI.problem(reused).code == "invalid_token")
    }
}
