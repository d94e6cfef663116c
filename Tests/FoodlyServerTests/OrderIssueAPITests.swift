import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Help with a delivered order: its customer reports what went wrong within 48 hours, an operator sees it in the
/// list of open issues and answers it once, with a refund borne by whom they choose (the restaurant's statement
/// then shows it) or without one; the customer reads the answer on the order and by mail. Runs on SQLite and
/// PostgreSQL.
@Suite("Issues with delivered orders")
struct OrderIssueAPITests {
    /// A delivered order of a new customer: (crew, customer's token, the order, an admin's token).
    static func delivered() throws -> (LifecycleAPITests.Crew, String, OrderBody, String) {
        let (crew, customer, order) = try HandoverCodeTests.pickedUp()
        #expect(crew.post("/api/v1/courier/deliveries/\(order.id)/deliver", crew.couriers[0]).status == 200)
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        return (crew, customer, try crew.world.send(.get, "/api/v1/orders/\(order.id)", customer).decoded(), admin)
    }

    static func report(_ crew: LifecycleAPITests.Crew, _ token: String, _ order: String, _ details: String) -> Response
    {
        crew.world.send(.post, "/api/v1/orders/\(order)/issues", token, ["kind": "missing_item", "details": details])
    }

    @Test func aMissingItemIsRefundedOnceAndChargedToTheRestaurant() throws {
        let (crew, customer, order, admin) = try Self.delivered()
        let issue: OrderIssue = try Self.report(crew, customer, order.id, "  The salad was not in the bag.  ")
            .decoded(status: 201)
        #expect(issue.state == .open && issue.kind == .missingItem && issue.details == "The salad was not in the bag.")
        #expect(!issue.hasPhoto)
        let png = TestImages.make(.png, width: 320, height: 240)
        func upload(_ token: String) -> Response {
            crew.world.app.responder.respond(
                to: Request(
                    method: .put, target: "/api/v1/issues/\(issue.id)/photo",
                    headers: ["Content-Type": "image/png", "Authorization": "Bearer \(token)"], body: png))
        }
        #expect(upload(try crew.world.customer("Nia")).status == 404, "someone else's issue")
        let pictured: OrderIssue = try upload(customer).decoded(status: 200)
        #expect(pictured.hasPhoto)
        #expect(upload(customer).status == 409, "one photo")
        let stranger = try crew.world.customer("Sam")
        #expect(Self.report(crew, stranger, order.id, "Not mine").status == 404, "someone else's order")
        #expect(crew.world.send(.get, "/api/v1/admin/issues", customer).status == 403)

        let open: Page<IssueCase> = try crew.world.send(.get, "/api/v1/admin/issues", admin).decoded()
        let found = try #require(open.items.first { $0.issue.id == issue.id })
        let photo = crew.world.app.send(.get, "/api/v1/issues/\(issue.id)/photo", headers: CatalogAPI.bearer(admin))
        #expect(photo.status == 200 && photo.headers["Content-Type"] == "image/jpeg" && found.issue.hasPhoto)
        #expect(found.orderNumber == order.number && found.customerIssues == 1)
        #expect(found.restaurantName == "Lentil Place" && found.customerEmail == "ada@example.com")

        let answer =
            ["refund": 600, "bearer": "restaurant", "answer": "Sorry: the salad is refunded."] as [String: Any]
        let path = "/api/v1/admin/issues/\(issue.id)/answer"
        let answered: OrderIssue = try crew.world.send(.post, path, admin, answer).decoded(status: 200)
        #expect(answered.state == .refunded && answered.refunded == 600 && answered.bearer == .restaurant)
        let again = crew.world.send(.post, path, admin, answer)
        #expect(try again.status == 409 && CatalogAPI.problem(again).code == "issue_answered", "answered once")

        let entries = try crew.world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        let refund = try #require(entries.first { $0.event == .refund })
        #expect(refund.amount == 600 && refund.reason == "Sorry: the salad is refunded.")
        #expect(refund.postings.contains { $0.account == .restaurant(ID(crew.world.restaurantID)) && $0.amount == 600 })
        let seen: Page<OrderIssue> = try crew.world.send(.get, "/api/v1/orders/\(order.id)/issues", customer).decoded()
        #expect(seen.items.map(\.state) == [.refunded] && seen.items.first?.answer == "Sorry: the salad is refunded.")
        let refunded: OrderBody = try crew.world.send(.get, "/api/v1/orders/\(order.id)", customer).decoded()
        #expect(refunded.refunded == 600)
        let mails = try crew.world.app.mailbox.messages(to: "ada@example.com").filter {
            $0.subject.contains("refunded")
        }
        #expect(mails.count == 1 && mails.first?.text.contains("Sorry: the salad is refunded.") == true)
        let after: Page<IssueCase> = try crew.world.send(.get, "/api/v1/admin/issues", admin).decoded()
        #expect(!after.items.contains { $0.issue.id == issue.id }, "answered issues leave the list")
        let audited = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .issueAnswered))
        }
        #expect(audited.first?.after["state"] == "refunded")
    }

    @Test func onlyDeliveredOrdersForTwoDaysAFewTimesAndAnAnswerWithoutRefundIsMailed() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let (early, placed) = try crew.place("Eve")
        let before = Self.report(crew, early, placed.id, "Where is it?")
        #expect(try before.status == 409 && CatalogAPI.problem(before).code == "issue_window_closed")

        let (world, customer, order, admin) = try Self.delivered()
        let blank = Self.report(world, customer, order.id, "   ")
        #expect(try blank.status == 422 && CatalogAPI.problem(blank).fields == ["details"])
        let long = Self.report(world, customer, order.id, String(repeating: "a", count: OrderIssue.maxDetails + 1))
        #expect(long.status == 422)
        var ids: [String] = []
        for number in 1...OrderIssue.maxPerOrder {
            let made: OrderIssue = try Self.report(world, customer, order.id, "Problem \(number)").decoded(status: 201)
            ids.append(made.id)
        }
        let fourth = Self.report(world, customer, order.id, "One more")
        #expect(try fourth.status == 422 && CatalogAPI.problem(fourth).fields == ["details"])
        let open: Page<IssueCase> = try world.world.send(.get, "/api/v1/admin/issues", admin).decoded()
        #expect(open.items.filter { $0.orderNumber == order.number }.map(\.customerIssues) == [3, 3, 3])

        let tooMuch = world.world.send(
            .post, "/api/v1/admin/issues/\(ids[0])/answer", admin,
            ["refund": order.pricing.total + 1, "answer": "All of it"])
        #expect(try tooMuch.status == 409 && CatalogAPI.problem(tooMuch).code == "refund_exceeds_charge")
        let noWords = world.world.send(.post, "/api/v1/admin/issues/\(ids[0])/answer", admin, ["refund": 0])
        #expect(noWords.status == 422)
        let declined: OrderIssue = try world.world.send(
            .post, "/api/v1/admin/issues/\(ids[0])/answer", admin,
            ["refund": 0, "answer": "The courier's photo shows the full bag."]
        ).decoded(status: 200)
        #expect(declined.state == .declined && declined.refunded == 0 && declined.bearer == nil)
        let mail = try world.world.app.mailbox.messages(to: "ada@example.com").filter {
            $0.subject == "About your Foodly order #\(order.number)"
        }
        #expect(mail.count == 1 && mail.first?.text.contains("The courier's photo shows the full bag.") == true)
        #expect(
            world.world.send(.post, "/api/v1/admin/issues/nope/answer", admin, ["refund": 0, "answer": "x"]).status
                == 404)

        try world.world.app.database.write {
            _ = try $0.execute(
                "UPDATE order_timeline SET at = $1 WHERE order_id = $2 AND status = 'delivered'",
                [.text(StoreTime.text(Date().addingTimeInterval(-OrderIssue.windowSeconds - 60))), .text(order.id)])
        }
        let late = Self.report(world, customer, order.id, "Two days later")
        #expect(try late.status == 409 && CatalogAPI.problem(late).code == "issue_window_closed")
    }

    @Test func aSpillIsChargedToTheCourierWhoBroughtItAndShownInTheirEarnings() throws {
        let (crew, customer, order, admin) = try Self.delivered()
        let issue: OrderIssue = try crew.world.send(
            .post, "/api/v1/orders/\(order.id)/issues", customer, ["kind": "spilled", "details": "The soup leaked."]
        ).decoded(status: 201)
        let answer =
            ["refund": 450, "bearer": "courier", "answer": "Refunded: the soup leaked on the way."] as [String: Any]
        let answered: OrderIssue = try crew.world.send(.post, "/api/v1/admin/issues/\(issue.id)/answer", admin, answer)
            .decoded(status: 200)
        #expect(answered.bearer == .courier && answered.refunded == 450)
        let entries = try crew.world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        let refund = try #require(entries.first { $0.event == .refund })
        #expect(refund.postings.contains { $0.account == .courier(ID("courier-0")) && $0.amount == 450 })
        #expect(!refund.postings.contains { $0.account.kind == .restaurantPayable })
        let earnings = WebOrderIssueTests.html(
            crew.world.app.send(.get, "/courier/earnings", headers: WebOrderingTests.headers(crew.couriers[0])))
        #expect(earnings.contains("Refund: Refunded: the soup leaked on the way."))

        // A pickup order had no courier to bear it.
        let (pickupCrew, owner) = try PickupAPITests.crewWithOwner()
        _ = try PickupAPITests.offerPickup(true, pickupCrew, owner)
        let pia = try pickupCrew.world.customer("Pia")
        try pickupCrew.world.fillCart(pia)
        _ = pickupCrew.world.send(.put, "/api/v1/cart/fulfilment", pia, ["fulfilment": "pickup"])
        let collected: OrderBody = try pickupCrew.world.place(pia).decoded(status: 201)
        for action in ["accept", "preparing", "ready"] {
            _ = pickupCrew.post("/api/v1/kitchen/orders/\(collected.id)/\(action)", pickupCrew.kitchen)
        }
        let code = try #require(collected.handoverCode)
        #expect(
            pickupCrew.post("/api/v1/kitchen/orders/\(collected.id)/hand-over", pickupCrew.kitchen, ["code": code])
                .status == 200)
        let pickupAdmin = try CatalogAPI.token(pickupCrew.world.app, role: .admin)
        let refused = pickupCrew.world.send(
            .post, "/api/v1/admin/orders/\(collected.id)/refunds", pickupAdmin,
            ["amount": 100, "reason": "Spilled", "bearer": "courier"])
        #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == ["bearer"])
    }
}
