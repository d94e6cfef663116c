import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The order money ledger and what operators do with it: a charge when an order is placed and when a tip is added,
/// the rest refunded when it ends cancelled or rejected, refunds (never past what was charged, even two at once)
/// and cancelling with a reason, each with its audit entry; refused ones write nothing. Runs on SQLite and
/// PostgreSQL.
@Suite("Money: the ledger, refunds and an operator's cancel (API)")
struct MoneyAPITests {
    /// An ordering world with an operator and a kitchen member of its restaurant.
    struct World {
        let world: OrderingWorld
        let admin: String
        let kitchen: String

        init() throws {
            let world = try OrderingWorld()
            let chef = try AccountService(environment: world.app.environment).register(
                Registration(fullName: "Chef Money", email: "chef-money@example.com", password: "abcdef1!"),
                role: .staff, signIn: true)
            try world.app.database.write { connection in
                try MerchantQueries(connection).setMembership(
                    chef.user.id, restaurantID: ID(world.restaurantID), role: .staff)
            }
            self.world = world
            admin = try CatalogAPI.token(world.app, role: .admin)
            kitchen = chef.token
        }

        /// A new customer's placed order: (customer token, order id, its total).
        func order(_ name: String = "Ada") throws -> (String, String, Int) {
            let token = try world.customer(name)
            try world.fillCart(token)
            let placed = try CatalogAPI.object(world.place(token))
            let total = try #require((placed["pricing"] as? [String: Any])?["total"] as? Int)
            return (token, try #require(placed["id"] as? String), total)
        }

        func refund(_ id: String, _ body: [String: Any]) -> Response {
            world.send(.post, "/api/v1/admin/orders/\(id)/refunds", admin, body)
        }

        func money(_ id: String) throws -> [String: Any] {
            try #require(
                try CatalogAPI.object(world.send(.get, "/api/v1/admin/orders/\(id)", admin))["money"] as? [String: Any])
        }

        func ledger(_ id: String) throws -> OrderMoney {
            try world.app.database.read { try LedgerQueries($0).money(orderID: ID(id)) }
        }

        func audit(_ action: AuditAction) throws -> [AuditEntry] {
            try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: action)) }
        }
    }

    @Test func placingChargesTheTotalATipInPersonChargesNothingAndEndingRefundsTheRest() throws {
        let money = try World()
        let (token, id, total) = try money.order()
        #expect(
            try money.ledger(id).lines.map { [$0.kind.rawValue, "\($0.amount)", $0.reason] } == [
                ["charge", "\(total)", "order placed"]
            ])
        #expect(try money.money(id)["charged"] as? Int == total)

        // A tip after delivery on an order paid on delivery is the courier's in person: nothing is charged. (A card
        // order's raise is a charge of its own: CardPaymentAPITests.)
        let delivered = try money.world.deliveredOrder(token)
        let inPerson: Problem = try money.world.send(.put, "/api/v1/orders/\(delivered)/tip", token, ["amount": 200])
            .decoded(status: 409)
        #expect(inPerson.code == "tip_in_person")
        #expect(try money.ledger(delivered).lines.map(\.reason) == ["order placed"])

        // The customer cancels: everything charged comes back, reason "cancelled", by no operator.
        #expect(money.world.send(.post, "/api/v1/orders/\(id)/cancel", token).status == 200)
        let cancelled = try money.ledger(id)
        #expect(cancelled.remaining == 0 && cancelled.refunded == total)
        #expect(cancelled.lines.last?.reason == "cancelled" && cancelled.lines.last?.actorID == nil)
        let seen = try CatalogAPI.object(money.world.send(.get, "/api/v1/orders/\(id)", token))
        #expect(seen["refunded"] as? Int == total)

        // The kitchen rejects: the same, reason "rejected".
        let (_, other, otherTotal) = try money.order("Grace")
        #expect(
            money.world.send(.post, "/api/v1/kitchen/orders/\(other)/reject", money.kitchen, ["reason": "busy"]).status
                == 200)
        let rejected = try money.ledger(other)
        #expect(rejected.lines.map(\.reason) == ["order placed", "rejected"] && rejected.refunded == otherTotal)
    }

    @Test func anOperatorRefundsPartThenTheRestAndTheCustomerSeesIt() throws {
        let money = try World()
        let (token, _, _) = try money.order()
        let id = try money.world.deliveredOrder(token)
        let total = try money.ledger(id).charged

        let first = money.refund(id, ["amount": 250, "reason": "  Cold fries  "])
        #expect(first.status == 201)
        let body = try CatalogAPI.object(first)
        let figures = try #require(body["money"] as? [String: Any])
        #expect(figures["charged"] as? Int == total && figures["refunded"] as? Int == 250)
        #expect(figures["remaining"] as? Int == total - 250)
        let lines = try #require(figures["lines"] as? [[String: Any]])
        #expect(lines.last?["kind"] as? String == "refund" && lines.last?["reason"] as? String == "Cold fries")
        #expect(lines.last?["actorId"] as? String != nil && lines.first?["actorId"] is NSNull)
        #expect((body["customer"] as? [String: Any])?["email"] as? String == "ada@example.com")
        #expect((body["order"] as? [String: Any])?["refunded"] as? Int == 250)
        #expect(body["cancellable"] as? Bool == false)

        let entries = try money.audit(.orderRefunded)
        #expect(entries.count == 1)
        #expect(entries.first?.before == ["refunded": "0"])
        #expect(entries.first?.after == ["refunded": "250", "reason": "Cold fries", "bearer": "platform"])
        #expect(entries.first?.actor.label == "admin@example.com" && entries.first?.actor.role == .operator)
        #expect(entries.first?.subject.kind == .order && entries.first?.subject.id == id)

        // The customer's order and page say what came back.
        let seen = try CatalogAPI.object(money.world.send(.get, "/api/v1/orders/\(id)", token))
        #expect(seen["refunded"] as? Int == 250)
        let page = money.world.app.send(.get, "/orders/\(id)", headers: WebOrderingTests.headers(token))
        #expect(WebStaffTests.html(page).contains("Refunded $2.50"))

        // The rest, to the cent: then nothing is left.
        #expect(money.refund(id, ["amount": total - 250, "reason": "Whole order"]).status == 201)
        let after = try money.ledger(id)
        #expect(after.refunded == total && after.remaining == 0)
        let none = money.refund(id, ["amount": 1, "reason": "One more"])
        #expect(try none.status == 409 && CatalogAPI.problem(none).code == "refund_exceeds_charge")
    }

    @Test func aRefundPastTheRestOrBadInputIsRefusedAndWritesNothing() throws {
        let money = try World()
        let (_, id, total) = try money.order()
        #expect(money.refund(id, ["amount": 100, "reason": "Late"]).status == 201)

        let over = money.refund(id, ["amount": total, "reason": "Too much"])
        #expect(over.status == 409)
        #expect(try CatalogAPI.problem(over).code == "refund_exceeds_charge")
        #expect(
            try CatalogAPI.object(over)["detail"] as? String
                == "At most \(Money.format(total - 100)) is left to refund on this order.")

        let bad: [([String: Any], String)] = [
            (["amount": 0, "reason": "Zero"], "amount"), (["amount": -5, "reason": "Negative"], "amount"),
            (["amount": 1.5, "reason": "Fraction"], "amount"), (["amount": "ten", "reason": "Text"], "amount"),
            (["reason": "No amount"], "amount"), (["amount": 100], "reason"),
            (["amount": 100, "reason": "   "], "reason"),
            (["amount": 100, "reason": String(repeating: "a", count: 501)], "reason"),
        ]
        for (body, field) in bad {
            let refused = money.refund(id, body)
            #expect(refused.status == 422, "\(body)")
            #expect(try CatalogAPI.problem(refused).fields.contains(field), "\(body)")
        }
        #expect(money.refund(id, ["amount": 100, "reason": String(repeating: "a", count: 500)]).status == 201)
        #expect(money.refund("no-such-order", ["amount": 100, "reason": "Nobody"]).status == 404)

        let ledger = try money.ledger(id)
        #expect(ledger.lines.map(\.kind) == [.charge, .refund, .refund])
        #expect(ledger.refunded == 200)
        #expect(try money.audit(.orderRefunded).count == 2, "only the two refunds made")

        let customer = try money.world.customer("Grace")
        #expect(
            money.world.send(.post, "/api/v1/admin/orders/\(id)/refunds", customer, ["amount": 1, "reason": "x"])
                .status == 403)
        #expect(money.world.send(.get, "/api/v1/admin/orders/\(id)", customer).status == 403)
        #expect(money.world.send(.get, "/api/v1/admin/orders/no-such-order", money.admin).status == 404)
    }

    @Test func anOperatorCancelsWithAReasonUntilTheOrderEnds() throws {
        let money = try World()
        let (token, id, total) = try money.order()
        #expect(money.world.send(.post, "/api/v1/kitchen/orders/\(id)/accept", money.kitchen).status == 200)
        #expect(money.refund(id, ["amount": 100, "reason": "Missing drink"]).status == 201)

        for (body, field) in [([String: Any](), "reason"), (["reason": " "], "reason")] {
            let refused = money.world.send(.post, "/api/v1/admin/orders/\(id)/cancel", money.admin, body)
            #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == [field])
        }
        #expect(try money.audit(.orderCancelled).isEmpty)

        let cancelled = money.world.send(
            .post, "/api/v1/admin/orders/\(id)/cancel", money.admin, ["reason": "The kitchen lost power"])
        #expect(cancelled.status == 200)
        let body = try CatalogAPI.object(cancelled)
        let order = try #require(body["order"] as? [String: Any])
        #expect(order["status"] as? String == "cancelled")
        #expect(order["cancellationReason"] as? String == "The kitchen lost power")
        #expect(body["cancellable"] as? Bool == false)
        let ledger = try money.ledger(id)
        #expect(ledger.lines.map(\.amount) == [total, 100, total - 100] && ledger.remaining == 0)
        #expect(ledger.lines.last?.reason == "cancelled" && ledger.lines.last?.actorID != nil)
        let entries = try money.audit(.orderCancelled)
        #expect(entries.map(\.before) == [["status": "accepted"]])
        #expect(entries.map(\.after) == [["status": "cancelled", "reason": "The kitchen lost power"]])
        let seen = try CatalogAPI.object(money.world.send(.get, "/api/v1/orders/\(id)", token))
        #expect(seen["cancellationReason"] as? String == "The kitchen lost power" && seen["refunded"] as? Int == total)

        let again = money.world.send(.post, "/api/v1/admin/orders/\(id)/cancel", money.admin, ["reason": "Twice"])
        #expect(try again.status == 409 && CatalogAPI.problem(again).code == "invalid_transition")
        let delivered = try money.world.deliveredOrder(token)
        let late = money.world.send(.post, "/api/v1/admin/orders/\(delivered)/cancel", money.admin, ["reason": "No"])
        #expect(late.status == 409)
        #expect(try money.audit(.orderCancelled).count == 1)
        #expect(
            money.world.send(.post, "/api/v1/admin/orders/nope/cancel", money.admin, ["reason": "No"]).status == 404)
    }

    /// Two operators refund 60% of one order's total at once, over two connections, ten times: each time exactly
    /// one succeeds, the other is refused with `refund_exceeds_charge`, and charged = refunded + remaining.
    @Test func twoRefundsOfSixtyPercentAtOnceOneSucceeds() throws {
        let money = try World()
        let live = try LiveServer(responder: money.world.app.responder)
        defer { live.stop() }
        for round in 0..<10 {
            let (_, id, total) = try money.order("Racer\(round)")
            let share = (total * 60 + 99) / 100
            let replies = try OrderConcurrencyTests.race(2) { index in
                try live.connect().request(
                    "POST", "/api/v1/admin/orders/\(id)/refunds",
                    headers: ["Authorization": "Bearer \(money.admin)", "Content-Type": "application/json"],
                    body: Array(#"{"amount":\#(share),"reason":"operator \#(index)"}"#.utf8))
            }
            #expect(replies.map(\.status).sorted() == [201, 409], "round \(round)")
            let refused = try #require(replies.first { $0.status == 409 })
            let problem = try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: Any]
            #expect(problem?["code"] as? String == "refund_exceeds_charge")
            let ledger = try money.ledger(id)
            #expect(ledger.charged == total && ledger.refunded == share)
            #expect(ledger.charged == ledger.refunded + ledger.remaining)
            #expect(ledger.lines.filter { $0.kind == .refund }.count == 1)
        }
        #expect(try money.audit(.orderRefunded).count == 10)
    }
}
