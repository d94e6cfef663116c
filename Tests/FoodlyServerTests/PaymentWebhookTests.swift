import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyApp

/// Stripe's webhook events at `POST /webhooks/stripe`: signatures checked (forged, stale, missing, replayed), each
/// event applied once and only forward, unknown payments ignored; and localstripe's own signed events received.
@Suite("Card payments: webhook events")
struct PaymentWebhookTests {
    let stripe: LocalStripe
    let world: OrderingWorld
    static let secret = "whsec_test"

    init() throws {
        stripe = try LocalStripe(webhookSecret: Self.secret)
        world = try OrderingWorld(payments: stripe.provider)
    }

    /// Posts `payload` signed at `time` (now by default) with `secret`.
    func deliver(_ payload: String, time: Date = Date(), secret: String = secret, signature: String? = nil) -> Response
    {
        let seconds = Int(time.timeIntervalSince1970)
        let header =
            signature ?? "t=\(seconds),v1=\(StripeSignature.sign(Array(payload.utf8), time: seconds, secret: secret))"
        return world.app.send(
            .post, "/webhooks/stripe", headers: ["Content-Type": "application/json", "Stripe-Signature": header],
            body: payload)
    }

    func event(_ id: String, _ type: String, object: String) -> String {
        #"{"id":"\#(id)","type":"\#(type)","created":1,"data":{"object":\#(object)}}"#
    }

    /// A card order of Ada's, held at localstripe: its payment.
    func heldOrder() throws -> (order: String, payment: CardPayment) {
        let ada = try world.customer()
        try world.fillCart(ada)
        let setup: CardSetupBody = try world.send(.post, "/api/v1/payments/card-setups", ada).decoded(status: 201)
        let card = try stripe.enterCard("4242424242424242", setup: setup.clientSecret).get()
        let order: OrderBody = try world.send(
            .post, "/api/v1/orders", ada, ["card": card], headers: ["Idempotency-Key": UUID().uuidString]
        ).decoded(status: 201)
        let payment = try #require(
            try world.app.database.read { try PaymentQueries($0).payment(orderID: ID(order.id)) })
        return (order.id, payment)
    }

    func state(_ order: String) throws -> CardPayment.State? {
        try world.app.database.read { try PaymentQueries($0).payment(orderID: ID(order))?.state }
    }

    @Test("the signature is Stripe's: HMAC-SHA256 of \"t.payload\" (a known answer, computed by Python's hmac)")
    func knownAnswer() {
        #expect(
            StripeSignature.sign(Array(#"{"id":"evt_1"}"#.utf8), time: 1_700_000_000, secret: "whsec_test")
                == "c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925")
    }

    @Test("forged, stale, missing and malformed signatures are refused and change nothing")
    func refused() throws {
        let (order, payment) = try heldOrder()
        let body = event("evt_forged", "payment_intent.payment_failed", object: #"{"id":"\#(payment.intentID!)"}"#)
        for answer in [
            deliver(body, secret: "whsec_other"),
            deliver(body, time: Date().addingTimeInterval(-StripeSignature.tolerance - 5)),
            deliver(body, signature: ""),
            deliver(body, signature: "t=abc,v1=00"),
            deliver("not json", signature: nil),
        ] {
            let problem: Problem = try answer.decoded(status: 400)
            #expect(problem.code == "invalid_signature")
        }
        #expect(try state(order) == .held)
    }

    @Test("each event is applied once, only forward, for the amount captured; unknown payments are acknowledged")
    func appliedOnceAndForward() throws {
        let (order, payment) = try heldOrder()
        let intentID = try #require(payment.intentID)
        let intent = #"{"id":"\#(intentID)"}"#
        // A late failure of a payment that is held moves nothing back.
        #expect(try deliver(event("evt_a", "payment_intent.payment_failed", object: intent)).status == 200)
        #expect(try state(order) == .held)
        // Delivered: the capture is due; Stripe's success event marks it captured, once.
        #expect(
            try OrderingStores.write(world.app.database) {
                try $0.transition(ID(order), from: OrderStatus.allCases, to: .delivered, at: Date())
            })
        #expect(try state(order) == .captureDue)
        // One that names another amount or currency than was captured moves nothing.
        func taken(_ amount: Int, _ currency: String) -> String {
            #"{"id":"\#(intentID)","amount_received":\#(amount),"currency":"\#(currency)"}"#
        }
        for (id, wrong) in [("evt_m1", taken(payment.amount - 1, "usd")), ("evt_m2", taken(payment.amount, "eur"))] {
            let answer = deliver(event(id, "payment_intent.succeeded", object: wrong))
            #expect(answer.status == 200 && String(decoding: answer.body, as: UTF8.self).contains("mismatched"))
        }
        #expect(try state(order) == .captureDue)
        let succeeded = event("evt_b", "payment_intent.succeeded", object: taken(payment.amount, "usd"))
        #expect(String(decoding: deliver(succeeded).body, as: UTF8.self).contains("applied"))
        #expect(try state(order) == .captured)
        #expect(String(decoding: deliver(succeeded).body, as: UTF8.self).contains("replayed"))
        #expect(try deliver(event("evt_c", "payment_intent.canceled", object: intent)).status == 200)
        #expect(try state(order) == .captured)
        let unknown = deliver(event("evt_d", "payment_intent.succeeded", object: #"{"id":"pi_unknown"}"#))
        #expect(unknown.status == 200 && String(decoding: unknown.body, as: UTF8.self).contains("ignored"))
        let other = deliver(event("evt_e", "customer.created", object: #"{"id":"cus_1"}"#))
        #expect(other.status == 200)
        // A dispute flags the payment, once, and the ledger books the amount the bank took back as Foodly's loss.
        let dispute = event(
            "evt_f", "charge.dispute.created",
            object: #"{"id":"dp_1","payment_intent":"\#(intentID)","amount":700}"#)
        #expect(String(decoding: deliver(dispute).body, as: UTF8.self).contains("applied"))
        #expect(
            String(
                decoding: deliver(
                    event(
                        "evt_g", "charge.dispute.created",
                        object: #"{"id":"dp_1","payment_intent":"\#(intentID)","amount":700}"#)
                ).body, as: UTF8.self
            ).contains("ignored"))
        let lost = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order)) }
            .filter { $0.event == .dispute }
        #expect(lost.map(\.amount) == [700])
        #expect(lost.first?.postings == [.init(LedgerAccount(.disputes), 700), .init(LedgerAccount(.processor), -700)])
        let disputed = try world.app.database.read {
            try $0.queryOne("SELECT disputed_at FROM card_payments WHERE intent_id = \(intentID)")?
                .optionalString("disputed_at")
        }
        #expect(disputed != nil)
        // The console flags it on the order's money, in the API and on the page.
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let seen: OperatorOrderBody = try world.send(.get, "/api/v1/admin/orders/\(order)", admin).decoded()
        #expect(seen.money.disputedAt != nil)
        let page = String(
            decoding: world.app.send(.get, "/admin/orders/\(order)", headers: WebOrderingTests.headers(admin)).body,
            as: UTF8.self)
        #expect(page.contains(#"id="money-disputed""#) && page.contains("disputed this charge with their bank"))
    }

    @Test("a hold Stripe cancelled while its capture was due: the payment fails and its bill is written off, once")
    func cancelledWhileCaptureDue() throws {
        let (order, payment) = try heldOrder()
        #expect(
            try OrderingStores.write(world.app.database) {
                try $0.transition(ID(order), from: OrderStatus.allCases, to: .delivered, at: Date())
            })
        let cancelled = event(
            "evt_x", "payment_intent.canceled", object: #"{"id":"\#(try #require(payment.intentID))"}"#)
        #expect(String(decoding: deliver(cancelled).body, as: UTF8.self).contains("applied"))
        #expect(try state(order) == .failed)
        #expect(String(decoding: deliver(cancelled).body, as: UTF8.self).contains("replayed"))
        let entries = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order)) }
        #expect(entries.filter { $0.event == .writtenOff }.map(\.amount) == [payment.amount])
        #expect(
            LedgerShares(try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order)) }).reconciles)
    }

    @Test("localstripe's own signed event about a captured payment is received")
    func fromLocalstripe() async throws {
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        try stripe.registerWebhook(id: "foodly-\(UUID().uuidString)", url: live.baseURL + "/webhooks/stripe")
        let (order, _) = try heldOrder()
        #expect(
            try OrderingStores.write(world.app.database) {
                try $0.transition(ID(order), from: OrderStatus.allCases, to: .delivered, at: Date())
            })
        try #require(PaymentSettler(environment: world.app.environment)).settleDue()
        var received = 0
        for _ in 0..<40 where received == 0 {
            try await Task.sleep(for: .milliseconds(250))
            received = try world.app.database.read {
                try $0.queryOne("SELECT COUNT(*) AS n FROM payment_events WHERE type = 'payment_intent.succeeded'")?
                    .int("n") ?? 0
            }
        }
        #expect(received >= 1, "localstripe sends payment_intent.succeeded about a second after the capture")
    }
}
