import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Operators find accounts by email, name or order number, see their orders, lock and open them; a locked account
/// loses its sessions and cannot log in, and every decision is in the audit log.
@Suite("Console API: accounts")
struct ConsoleAccountsAPITests {
    typealias Object = [String: Any]

    static func accounts(_ response: Response) throws -> [Object] {
        try CatalogAPI.object(response)["accounts"] as? [Object] ?? []
    }

    @Test func operatorsFindAccountsByEmailNameAndOrderNumber() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let ada = try world.customer("Ada")
        _ = try world.customer("Grace")
        try world.fillCart(ada)
        let order = try CatalogAPI.object(world.place(ada))
        let number = try #require(order["number"] as? Int)
        let find = { (q: String) in
            try Self.accounts(world.send(.get, "/api/v1/admin/accounts?q=\(q)", admin)).map { $0["email"] as? String }
        }
        #expect(try find("ADA%40example") == ["ada@example.com"], "email, any case")
        #expect(try find("grace%20lovelace") == ["grace@example.com"], "every word of the name")
        #expect(try find("%23\(number)") == ["ada@example.com"])
        #expect(try find("\(number)") == ["ada@example.com"])
        #expect(try find("%25").isEmpty, "a typed % is a character, not a wildcard")
        #expect(try find("").count == 3, "the newest accounts: two customers and the operator")
        let found = try #require(try Self.accounts(world.send(.get, "/api/v1/admin/accounts?q=ada", admin)).first)
        #expect(found["orderCount"] as? Int == 1 && found["lockedAt"] is NSNull)
        let detail = try CatalogAPI.object(world.send(.get, "/api/v1/admin/accounts/\(found["id"] ?? "")", admin))
        #expect((detail["orders"] as? [Object])?.map { $0["number"] as? Int } == [number])
        #expect(world.send(.get, "/api/v1/admin/accounts/nobody", admin).status == 404)
        let long = String(repeating: "a", count: 101)
        #expect(world.send(.get, "/api/v1/admin/accounts?q=\(long)", admin).status == 400)
    }

    @Test func aLockedAccountLosesItsSessionsAndCannotLogInUntilOpened() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let ada = try world.customer("Ada")
        let id = try #require(
            try Self.accounts(world.send(.get, "/api/v1/admin/accounts?q=ada", admin)).first?["id"] as? String)
        let lock = { (body: Any) in world.send(.post, "/api/v1/admin/accounts/\(id)/lock", admin, body) }
        #expect(lock(["reason": "  "]).status == 422)
        #expect(lock(["reason": String(repeating: "x", count: 501)]).status == 422)
        #expect(world.send(.get, "/api/v1/me", ada).status == 200, "nothing locked by a refused lock")
        let locked = try CatalogAPI.object(lock(["reason": "Chargebacks on three orders"]))
        #expect(locked["lockedReason"] as? String == "Chargebacks on three orders" && locked["lockedAt"] is String)
        #expect(world.send(.get, "/api/v1/me", ada).status == 401, "the session ended")
        #expect(lock(["reason": "Again"]).status == 409)
        let login = { world.app.send(.post, "/api/v1/sessions", headers: CatalogAPI.json, body: $0) }
        let refused = login(#"{"email":"ada@example.com","password":"abcdef1!"}"#)
        #expect(refused.status == 403)
        let problem: Problem = try refused.decoded(status: 403)
        #expect(problem.code == "account_locked")
        #expect(problem.detail == "This account is locked. Write to help@foodly.test to have it opened again.")
        #expect(login(#"{"email":"ada@example.com","password":"wrong-one1"}"#).status == 401, "no hint without it")

        let opened = try CatalogAPI.object(world.send(.post, "/api/v1/admin/accounts/\(id)/unlock", admin))
        #expect(opened["lockedAt"] is NSNull && opened["lockedReason"] is NSNull)
        #expect(world.send(.post, "/api/v1/admin/accounts/\(id)/unlock", admin).status == 409)
        #expect(login(#"{"email":"ada@example.com","password":"abcdef1!"}"#).status == 201)

        let me = try #require(
            try Self.accounts(world.send(.get, "/api/v1/admin/accounts?q=admin%40", admin)).first?["id"] as? String)
        #expect(world.send(.post, "/api/v1/admin/accounts/\(me)/lock", admin, ["reason": "Oops"]).status == 409)
        let log = try world.app.database.read { try AuditQueries($0).entries(AuditSearch(text: "ada@example.com")) }
        #expect(log.map(\.action) == [.accountUnlocked, .accountLocked], "one entry per decision, none refused")
        #expect(log[1].after == ["locked": "yes", "reason": "Chargebacks on three orders"])
        #expect(log[1].before == ["locked": "no"] && log[1].actor.label == "admin@example.com")
    }

    @Test func lockingACouriersAccountTakesThemOffDuty() throws {
        let world = try OrderingWorld(couriers: 0)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let rider = try CatalogAPI.token(world.app, role: .courier)
        let onboarded = world.send(
            .post, "/api/v1/admin/couriers", admin,
            [
                "email": "courier@example.com", "phone": "+14155550111", "vehicle": "bicycle",
                "latitude": CatalogAPI.customer.latitude, "longitude": CatalogAPI.customer.longitude,
            ])
        #expect(onboarded.status == 201)
        #expect(world.send(.put, "/api/v1/courier/availability", rider, ["available": true]).status == 200)
        let id = try #require(
            try Self.accounts(world.send(.get, "/api/v1/admin/accounts?q=courier%40", admin)).first?["id"] as? String)
        #expect(world.send(.post, "/api/v1/admin/accounts/\(id)/lock", admin, ["reason": "Left"]).status == 200)
        let courier = try world.app.database.read { try CourierQueries($0).courier(userID: ID(id)) }
        #expect(courier?.available == false, "no new deliveries for someone who cannot sign in")
    }
}
