import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// `PUT /api/v1/orders/{id}/tip`: a tip added or raised within 24 hours of delivery of an order paid by card (each
/// raise charged to the card, at localstripe), never lowered, never before delivery, at most $100; the order's total
/// follows. An order paid on delivery takes none: the tip goes to the courier in person. Runs on SQLite and
/// PostgreSQL.
@Suite("Tip after delivery (API)")
struct TipAfterDeliveryAPITests {
    let stripe: LocalStripe
    let world: OrderingWorld

    init() throws {
        stripe = try LocalStripe()
        world = try OrderingWorld(payments: stripe.provider)
    }

    /// Order `id` as `token`'s customer reads it.
    func order(_ id: String, _ token: String) throws -> OrderBody {
        try world.send(.get, "/api/v1/orders/\(id)", token).decoded()
    }

    func tip(_ world: OrderingWorld, _ id: String, _ token: String, _ amount: Int) -> Response {
        world.send(.put, "/api/v1/orders/\(id)/tip", token, ["amount": amount])
    }

    /// `token`'s order, paid by card, delivered `hoursAgo` hours ago.
    func deliveredByCard(_ token: String, hoursAgo: Double = 1) throws -> String {
        try world.deliveredOrder(
            token, hoursAgo: hoursAgo, card: try world.card("4242424242424242", for: token, at: stripe))
    }

    @Test func aDeliveredOrderTakesAHigherTipAndItsTotalFollows() throws {
        let token = try world.customer()
        let id = try deliveredByCard(token, hoursAgo: 23.5)
        let pricing = try order(id, token).pricing
        #expect(pricing.tip == 0)

        let raised: OrderBody = try tip(world, id, token, 300).decoded()
        var expected = pricing
        (expected.tip, expected.total) = (300, pricing.total + 300)
        #expect(raised.pricing == expected, "only the tip and the total move")
        let again: OrderBody = try tip(world, id, token, 500).decoded()
        #expect(again.pricing.total == pricing.total + 500)
        let same = tip(world, id, token, 500)
        #expect(same.status == 200, "the same tip again changes nothing")
        let stored = try order(id, token).pricing
        #expect(stored.tip == 500 && stored.total == pricing.total + 500)
    }

    @Test func everyRefusalNamesItsReasonAndChangesNothing() throws {
        let token = try world.customer()
        let id = try deliveredByCard(token)
        #expect(tip(world, id, token, 400).status == 200)

        let lower = tip(world, id, token, 300)
        #expect(lower.status == 422)
        let problem: Problem = try lower.decoded()
        #expect(problem.code == "tip_cannot_be_lowered")
        #expect(problem.detail == "Your tip is $4.00; you can raise it, not lower it.")
        for amount in [-1, 10_001] {
            let out = tip(world, id, token, amount)
            #expect(try out.status == 422 && CatalogAPI.problem(out).code == "invalid_tip", "\(amount)")
        }
        #expect(tip(world, id, token, 10_000).status == 200, "$100 is the most")

        let other = try world.customer("Grace")
        #expect(tip(world, id, other, 10_000).status == 404, "another customer's order is not found")
        #expect(tip(world, "no-such-order", token, 100).status == 404)

        // Paid on delivery: the tip goes to the courier in person, the total stays.
        let cash = try world.deliveredOrder(token)
        let inPerson: Problem = try tip(world, cash, token, 300).decoded(status: 409)
        #expect(inPerson.code == "tip_in_person" && inPerson.detail.contains("in person"))
        let kept: OrderBody = try world.send(.get, "/api/v1/orders/\(cash)", token).decoded()
        #expect(kept.pricing.tip == 0)

        // Not delivered yet: placed, then cancelled (never delivered).
        try world.fillCart(token)
        let card = try world.card("4242424242424242", for: token, at: stripe)
        let placed = try world.place(token, card: card).decoded(status: 201, as: OrderBody.self).id
        let early = tip(world, placed, token, 200)
        #expect(try early.status == 409 && CatalogAPI.problem(early).code == "not_delivered")
        #expect(world.send(.post, "/api/v1/orders/\(placed)/cancel", token).status == 200)
        #expect(try CatalogAPI.problem(tip(world, placed, token, 200)).code == "not_delivered")

        // More than 24 hours after delivery.
        let old = try deliveredByCard(token, hoursAgo: 24.05)
        let late = tip(world, old, token, 200)
        #expect(try late.status == 409 && CatalogAPI.problem(late).code == "tip_window_closed")

        #expect(try order(id, token).pricing.tip == 10_000)
        #expect(try order(old, token).pricing.tip == 0)
    }

    /// Eight raises at once over real connections: the tip ends at one of them (the highest: a lower one that comes
    /// last is refused, never written, and its charge refunded), and the total counts it once.
    @Test func concurrentRaisesEndWithOneOfThemNeverALowerTip() throws {
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let token = try world.customer()
        let id = try deliveredByCard(token)
        let base = try order(id, token).pricing.total
        let amounts = (1...8).map { $0 * 100 }
        let replies = try OrderConcurrencyTests.race(amounts.count) { index in
            try live.connect().request(
                "PUT", "/api/v1/orders/\(id)/tip",
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                body: Array(#"{"amount":\#(amounts[index])}"#.utf8))
        }
        for (reply, amount) in zip(replies, amounts) {
            if reply.status == 200 {
                #expect(try JSONCoding.decode(OrderBody.self, from: Data(reply.body)).pricing.tip == amount)
            } else {
                let problem = try JSONCoding.decode(Problem.self, from: Data(reply.body))
                #expect(reply.status == 422 && problem.code == "tip_cannot_be_lowered", "\(reply.status)")
            }
        }
        let pricing = try order(id, token).pricing
        #expect(pricing.tip == 800 && pricing.total == base + 800)
        // The card paid the tip once: every raise's charge at localstripe, less what was refunded of it, adds up to it.
        let payment = try #require(try world.app.database.read { try PaymentQueries($0).payment(orderID: ID(id)) })
        var kept = 0
        for amount in amounts {
            for intent in try stripe.intents(reference: "\(payment.id)-tip-\(amount)-", prefix: true) {
                let intentID = try #require(intent["id"] as? String)
                kept += (intent["amount"] as? Int ?? 0) - (try stripe.refunds(of: intentID).reduce(0, +))
            }
        }
        #expect(kept == 800)
    }
}
