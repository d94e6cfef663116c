import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// `GET /api/v1/admin/audit`: operators find who did what, by words, action and restaurant, a page at a time; the
/// operators' imports and staff assignments and the kitchen's moves are in it; a bad query is a 400 naming the
/// parameter; nobody but an operator reads it. Runs on SQLite and PostgreSQL.
@Suite("Audit log API")
struct AuditAPITests {
    typealias Object = [String: Any]

    /// The entries the query finds, as `admin`.
    static func entries(_ world: OrderingWorld, _ admin: String, _ query: String = "") throws -> (
        items: [Object], next: String?
    ) {
        let response = world.send(.get, "/api/v1/admin/audit" + query, admin)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let page = try CatalogAPI.object(response)
        return (page["items"] as? [Object] ?? [], page["nextCursor"] as? String)
    }

    @Test func operatorsFindImportsAssignmentsAndKitchenMovesByWordsActionAndPage() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let imported = world.send(
            .post, "/api/v1/admin/restaurants", admin, CatalogAPI.restaurant("Second Place", northKm: 20),
            headers: CatalogAPI.json)
        #expect(imported.status == 201)
        let secondID = try CatalogAPI.object(imported)["id"] as? String ?? ""
        let cook = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Sam Cook", email: "cook@example.com", password: "abcdef1!"), role: .staff,
            signIn: true)
        let assigned = world.send(
            .post, "/api/v1/admin/staff", admin,
            ["email": "cook@example.com", "restaurantId": world.restaurantID, "role": "manager"],
            headers: CatalogAPI.json)
        #expect(assigned.status == 204)
        let customer = try world.customer()
        try world.fillCart(customer)
        let order = try CatalogAPI.object(world.place(customer))
        let orderID = order["id"] as? String ?? ""
        #expect(world.send(.post, "/api/v1/kitchen/orders/\(orderID)/accept", cook.token).status == 200)
        #expect(world.send(.post, "/api/v1/kitchen/orders/\(orderID)/accept", cook.token).status == 409)

        let all = try Self.entries(world, admin)
        #expect(all.items.count == 4, "the fixture's import, the API's import, the assignment, one accepted order")
        let accepted = try #require(all.items.first)
        #expect(accepted["action"] as? String == "order.accept")
        #expect(
            (accepted["subject"] as? Object)?["label"] as? String == "#\(order["number"] as? Int ?? 0)",
            "an order is known by its number")
        #expect((accepted["actor"] as? Object)?["label"] as? String == "cook@example.com")
        #expect((accepted["actor"] as? Object)?["role"] as? String == "manager")
        #expect(accepted["restaurantId"] as? String == world.restaurantID)
        let changes = accepted["changes"] as? [Object] ?? []
        #expect(changes.map { $0["field"] as? String } == ["status"])
        #expect(changes.first?["before"] as? String == "placed" && changes.first?["after"] as? String == "accepted")

        let assignment = all.items[1]
        #expect(assignment["action"] as? String == "staff.assign")
        #expect((assignment["actor"] as? Object)?["role"] as? String == "operator")
        #expect((assignment["actor"] as? Object)?["label"] as? String == "admin@example.com")
        let importEntry = all.items[2]
        #expect(importEntry["action"] as? String == "restaurant.import")
        #expect((importEntry["subject"] as? Object)?["id"] as? String == secondID)

        let words = try Self.entries(world, admin, "?q=SECOND%20place")
        #expect(words.items.map { $0["action"] as? String } == ["restaurant.import"])
        let byAction = try Self.entries(world, admin, "?action=staff.assign")
        #expect(byAction.items.count == 1 && byAction.next == nil)
        let ofSecond = try Self.entries(world, admin, "?restaurant=\(secondID)")
        #expect(ofSecond.items.count == 1)
        let first = try Self.entries(world, admin, "?limit=3")
        #expect(first.items.count == 3)
        let rest = try Self.entries(world, admin, "?limit=3&before=\(try #require(first.next))")
        #expect(rest.items.count == 1 && rest.next == nil)
        #expect((rest.items.first?["subject"] as? Object)?["label"] as? String == "Lentil Place")
    }

    @Test func aBadQueryIsRefusedNamingItAndOnlyOperatorsReadTheLog() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        for (query, parameter) in [
            ("?action=dish.eat", "action"), ("?limit=0", "limit"), ("?limit=101", "limit"),
            ("?q=" + String(repeating: "a", count: 101), "q"),
        ] {
            let refused = world.send(.get, "/api/v1/admin/audit" + query, admin)
            #expect(refused.status == 400, "\(query)")
            let problem = try CatalogAPI.problem(refused)
            #expect(problem.code == "invalid_query" && problem.fields == [parameter], "\(query)")
        }
        #expect(world.app.send(.get, "/api/v1/admin/audit").status == 401)
        #expect(world.send(.get, "/api/v1/admin/audit", try world.customer()).status == 403)
        #expect(world.send(.get, "/api/v1/admin/audit", try CatalogAPI.token(world.app, role: .staff)).status == 403)
    }

    /// The newest entry of `action`, as the admin finds it.
    static func newest(_ world: OrderingWorld, _ admin: String, _ action: String) throws -> (Object?, Int) {
        let found = try entries(world, admin, "?action=\(action)")
        return (found.items.first, found.items.count)
    }

    @Test func photosAndReviewRepliesAreRecordedAndRefusalsLeaveNone() throws {
        let photos = try PhotoWorld()
        let world = photos.world
        let admin = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Ops Second", email: "ops@example.com", password: "abcdef1!"), role: .admin,
            signIn: true
        ).token
        let path = "/api/v1/merchant/dishes/\(photos.dish)/photo"
        let png = TestImages.make(.png, width: 600, height: 400)
        #expect(photos.upload(path, png, "image/png", photos.cook).status == 403)
        #expect(try Self.newest(world, admin, "dish.photo").1 == 0, "plain staff's refused upload left nothing")
        let uploaded = photos.upload(path, png, "image/png", photos.manager)
        #expect(uploaded.status == 200)
        let url = try #require(try CatalogAPI.object(uploaded)["imageUrl"] as? String)
        #expect(world.send(.delete, path, photos.owner).status == 204)
        let found = try Self.entries(world, admin, "?action=dish.photo")
        #expect(found.items.count == 2)
        let set = found.items[1]
        let removed = found.items[0]
        #expect((set["actor"] as? Object)?["role"] as? String == "manager")
        #expect((set["changes"] as? [Object])?.first?["after"] as? String == url)
        #expect((removed["actor"] as? Object)?["role"] as? String == "owner")
        #expect((removed["changes"] as? [Object])?.first?["before"] as? String == url)
        #expect((removed["changes"] as? [Object])?.first?["after"] as? String == "none")

        let customer = try world.customer()
        let order = try world.deliveredOrder(customer)
        let reviewed = world.send(
            .post, "/api/v1/orders/\(order)/review", customer, ["rating": 4], headers: CatalogAPI.json)
        #expect(reviewed.status == 201)
        let replyPath = "/api/v1/merchant/reviews/\(order)/reply"
        #expect(world.send(.put, replyPath, photos.owner, ["text": " "], headers: CatalogAPI.json).status == 422)
        #expect(world.send(.put, replyPath, photos.cook, ["text": "Hi"], headers: CatalogAPI.json).status == 403)
        #expect(try Self.newest(world, admin, "review.reply").1 == 0, "the refused replies left nothing")
        #expect(
            world.send(.put, replyPath, photos.owner, ["text": "Thank you!"], headers: CatalogAPI.json).status == 204)
        #expect(world.send(.delete, replyPath, photos.owner).status == 204)
        let (reply, replies) = try Self.newest(world, admin, "review.reply")
        #expect(replies == 1)
        #expect((reply?["changes"] as? [Object])?.first?["after"] as? String == "Thank you!")
        #expect((reply?["subject"] as? Object)?["kind"] as? String == "review")
        let (taken, takenCount) = try Self.newest(world, admin, "review.reply_remove")
        #expect(takenCount == 1 && (taken?["subject"] as? Object)?["id"] as? String == order)
    }
}
