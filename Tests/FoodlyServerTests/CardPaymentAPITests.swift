import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyApp

/// Paying by card through Stripe's API, against localstripe: the hold at checkout, 3-D Secure, declines, the
/// release when an order ends undelivered, the capture at delivery, and the provider failing.
@Suite("Card payments")
struct CardPaymentAPITests {
    let stripe: LocalStripe
    let world: OrderingWorld

    init() throws {
        stripe = try LocalStripe()
        world = try OrderingWorld(payments: stripe.provider)
    }

    /// A card entered in the card form for `token`'s customer: its id.
    func card(_ number: String, for token: String) throws -> String {
        let setup: CardSetupBody = try world.send(.post, "/api/v1/payments/card-setups", token).decoded(status: 201)
        #expect(setup.publishableKey == LocalStripe.publishableKey)
        return try stripe.enterCard(number, setup: setup.clientSecret).get()
    }

    func place(_ token: String, card: String, key: String = UUID().uuidString) -> Response {
        world.send(.post, "/api/v1/orders", token, ["card": card], headers: ["Idempotency-Key": key])
    }

    func payment(of order: String) throws -> CardPayment {
        try #require(try world.app.database.read { try PaymentQueries($0).payment(orderID: ID(order)) })
    }

    func move(_ order: String, to status: OrderStatus) throws {
        #expect(
            try OrderingStores.write(world.app.database) {
                try $0.transition(ID(order), from: OrderStatus.allCases, to: status, at: Date())
            })
    }

    func settle() throws {
        try #require(PaymentSettler(environment: world.app.environment)).settleDue()
    }

    @Test("a card order holds the total, is captured at delivery, and says so")
    func holdThenCapture() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        #expect(order.payment.method == .card)
        #expect(
            order.payment.summary == "Visa ending 4242: \(Money.format(total)) held, charged when your order arrives.")
        let held = try payment(of: order.id)
        let intent = try stripe.intent(try #require(held.intentID))
        #expect(intent["status"] as? String == "requires_capture" && intent["amount"] as? Int == total)
        #expect(try world.cart(ada).items.isEmpty, "the cart is emptied once the hold is in place")

        try move(order.id, to: .delivered)
        try settle()
        #expect(try stripe.intent(try #require(held.intentID))["status"] as? String == "succeeded")
        #expect(try payment(of: order.id).state == .captured && payment(of: order.id).captured == total)
        let read: OrderBody = try world.send(.get, "/api/v1/orders/\(order.id)", ada).decoded()
        #expect(read.payment.summary == "Visa ending 4242: \(Money.format(total)) charged.")
    }

    @Test(
        "cancelling or rejecting releases the hold; nothing is captured", arguments: [OrderStatus.cancelled, .rejected])
    func releaseOnEnd(_ end: OrderStatus) throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        if end == .cancelled {
            #expect(world.send(.post, "/api/v1/orders/\(order.id)/cancel", ada).status == 200)
        } else {
            try move(order.id, to: end)
        }
        try settle()
        let intentID = try #require(try payment(of: order.id).intentID)
        #expect(try stripe.intent(intentID)["status"] as? String == "canceled")
        #expect(try payment(of: order.id).state == .released)
    }

    @Test("3-D Secure: the order waits for the bank's check and is placed by the same request once it passed")
    func authenticationPassed() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let card = try card("4000002500003155", for: ada)
        let key = UUID().uuidString
        let asked: Problem = try place(ada, card: card, key: key).decoded(status: 402)
        #expect(asked.code == "authentication_required")
        let secret = try #require(asked.clientSecret)
        #expect(try world.cart(ada).items.count == 1, "nothing is placed while the bank asks")
        try stripe.authenticate(secret, success: true)
        let order: OrderBody = try place(ada, card: card, key: key).decoded(status: 201)
        #expect(try payment(of: order.id).state == .held)
        let again: OrderBody = try place(ada, card: card, key: key).decoded(status: 201)
        #expect(again.id == order.id, "the same key gives the same order")
        #expect(try stripe.intents(reference: try payment(of: order.id).id).count == 1)
    }

    @Test("3-D Secure failed: nothing placed, nothing held, the cart as it was")
    func authenticationFailed() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let card = try card("4000002500003155", for: ada)
        let key = UUID().uuidString
        let asked: Problem = try place(ada, card: card, key: key).decoded(status: 402)
        try stripe.authenticate(try #require(asked.clientSecret), success: false)
        let failed: Problem = try place(ada, card: card, key: key).decoded(status: 402)
        #expect(failed.code == "authentication_failed")
        #expect(try world.cart(ada).items.count == 1)
        let orders: Page<OrderBody> = try world.send(.get, "/api/v1/orders", ada).decoded()
        #expect(orders.items.isEmpty)
    }

    @Test("a declined card places nothing and keeps the cart")
    func declined() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let refused: Problem = try place(ada, card: try card("4000000000000341", for: ada)).decoded(status: 402)
        #expect(refused.code == "card_declined")
        #expect(refused.detail.contains("Nothing was charged"))
        #expect(try world.cart(ada).items.count == 1)
        let orders: Page<OrderBody> = try world.send(.get, "/api/v1/orders", ada).decoded()
        #expect(orders.items.isEmpty)
    }

    @Test("another account's card is refused")
    func anotherAccountsCard() throws {
        let ada = try world.customer()
        let bob = try world.customer("Bob")
        let bobs = try card("4242424242424242", for: bob)
        // Bob's card is kept under Bob's customer once Bob has used it.
        try world.fillCart(bob)
        _ = try place(bob, card: bobs).decoded(status: 201) as OrderBody
        try world.fillCart(ada)
        let refused: Problem = try place(ada, card: bobs).decoded(status: 422)
        #expect(refused.code == "unknown_card")
    }

    @Test("the provider down: 503, nothing placed, the cart kept")
    func providerDown() throws {
        let down = StripeProvider(
            secretKey: "sk_test_foodly", publishableKey: LocalStripe.publishableKey, apiURL: "http://127.0.0.1:9",
            scriptURL: nil)
        let offline = try OrderingWorld(payments: down)
        let ada = try offline.customer()
        try offline.fillCart(ada)
        // The card was entered while the provider answered (against localstripe, under no customer yet).
        let setup: CardSetupBody = try world.send(.post, "/api/v1/payments/card-setups", try world.customer())
            .decoded(status: 201)
        let card = try stripe.enterCard("4242424242424242", setup: setup.clientSecret).get()
        let refused: Problem = try offline.send(
            .post, "/api/v1/orders", ada, ["card": card], headers: ["Idempotency-Key": "k1"]
        ).decoded(status: 503)
        #expect(refused.code == "payment_unavailable")
        #expect(try offline.cart(ada).items.count == 1)
    }

    @Test("a hold whose answer was lost (the process died) is released by the settling thread")
    func lostAnswer() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let cardID = try card("4242424242424242", for: ada)
        let user = try #require(try SQLAccountStore(database: world.app.database).credentials(email: "ada@example.com"))
            .user
        let customer = try #require(try CardPayments(environment: world.app.environment).knownCustomer(of: user.id))
        let found = try stripe.provider.card(cardID)
        let written = Date().addingTimeInterval(-PaymentSettler.lostAnswerAge - 1)
        let payment = CardPayment(
            id: "lost-\(UUID().uuidString)", userID: user.id, idempotencyKey: "lost", requestHash: "h", cardID: cardID,
            card: found.summary, amount: 2_500, at: written)
        try world.app.database.write { try PaymentQueries($0).insert(payment) }
        // The provider held it, and the process died before storing the answer.
        let intent = try stripe.provider.hold(
            2_500, currency: "usd", card: cardID, customer: customer, reference: payment.id, key: payment.key("hold"))
        #expect(intent.status == ProviderIntent.Status.requiresCapture)
        try settle()
        #expect(try stripe.intent(intent.id)["status"] as? String == "canceled")
        let settled = try world.app.database.read {
            try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "lost")
        }
        #expect(settled?.state == .failed)
    }

    @Test("without payment keys, card checkout is refused plainly")
    func cardsOff() throws {
        let plain = try OrderingWorld()
        let ada = try plain.customer()
        try plain.fillCart(ada)
        let refused: Problem = try plain.send(
            .post, "/api/v1/orders", ada, ["card": "pm_x"], headers: ["Idempotency-Key": "k"]
        ).decoded(status: 409)
        #expect(refused.code == "card_payments_off")
        let setup: Problem = try plain.send(.post, "/api/v1/payments/card-setups", ada).decoded(status: 409)
        #expect(setup.code == "card_payments_off")
    }

    @Test("the checkout page offers the card, lets the provider's form in, and refuses Card without a card")
    func webCheckout() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let page = world.app.send(.get, "/checkout", headers: WebOrderingTests.headers(ada))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200 && html.contains("id=\"pay-card\"") && html.contains("data-card-form"))
        let policy = try #require(page.headers["Content-Security-Policy"])
        #expect(policy.contains("script-src 'self' \(stripe.url)") && policy.contains("frame-src \(stripe.url)"))
        let refused = world.app.send(
            .post, "/checkout", headers: WebOrderingTests.headers(ada, form: true),
            body: "key=web-card-1&payment=card&card=&notes=&_csrf=\(WebOrderingTests.csrf)")
        #expect(refused.status == 422)
        #expect(
            String(decoding: refused.body, as: UTF8.self).contains("Enter your card, or choose to pay on delivery."))
        #expect(try world.cart(ada).items.count == 1)
        // A server without keys keeps the page policy as strict as ever and offers paying on delivery only.
        let plain = try OrderingWorld()
        let bob = try plain.customer("Bob")
        try plain.fillCart(bob)
        let without = plain.app.send(.get, "/checkout", headers: WebOrderingTests.headers(bob))
        #expect(without.headers["Content-Security-Policy"]?.contains("frame-src") == false)
        #expect(!String(decoding: without.body, as: UTF8.self).contains("pay-card"))
    }
}
