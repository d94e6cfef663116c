import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
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

    @Test("a pickup order by card is held at checkout and captured when the kitchen hands it over")
    func pickupByCard() throws {
        let owner = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Olive Owner", email: "olive@example.com", password: "abcdef1!"), role: .staff,
            signIn: true)
        try world.app.database.write {
            try MerchantQueries($0).setMembership(owner.user.id, restaurantID: ID(world.restaurantID), role: .owner)
        }
        _ = try HoursService(environment: world.app.environment).setOffersPickup(true, by: owner.user)
        let ada = try world.customer()
        try world.fillCart(ada)
        #expect(world.send(.put, "/api/v1/cart/fulfilment", ada, ["fulfilment": "pickup"]).status == 200)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        #expect(order.fulfilment == .pickup && order.pricing.deliveryFee == 0 && order.pricing.total == total)
        for action in ["accept", "preparing", "ready"] {
            #expect(world.send(.post, "/api/v1/kitchen/orders/\(order.id)/\(action)", owner.token).status == 200)
        }
        try settle()
        #expect(try payment(of: order.id).state == .held, "nothing is taken before the handover")
        let code = try #require(order.handoverCode)
        let handed = world.send(.post, "/api/v1/kitchen/orders/\(order.id)/hand-over", owner.token, ["code": code])
        #expect(handed.status == 200)
        try settle()
        #expect(try payment(of: order.id).state == .captured && payment(of: order.id).captured == total)
        let entries = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        #expect(entries.map(\.event) == [.authorised, .placed, .captured, .cardFee, .holdEnded])
        let balances = try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }
        #expect(LedgerShares(balances).reconciles && balances[.customer(ID(order.id))] ?? 0 == 0)
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
        let placed = try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }
        #expect(LedgerShares(placed).heldOnCards == total && LedgerShares(placed).reconciles, "the hold, as a memo")
        let receipt = try #require(try world.app.mailbox.messages(to: "ada@example.com").last)
        #expect(
            receipt.text.contains("Visa ending 4242: \(Money.format(total)) held, charged when your order arrives."))

        try move(order.id, to: .delivered)
        try settle()
        #expect(try stripe.intent(try #require(held.intentID))["status"] as? String == "succeeded")
        #expect(try payment(of: order.id).state == .captured && payment(of: order.id).captured == total)
        let read: OrderBody = try world.send(.get, "/api/v1/orders/\(order.id)", ada).decoded()
        #expect(read.payment.summary == "Visa ending 4242: \(Money.format(total)) charged.")
        // The ledger: the bill taken from the card into the processor's account, less its fee (moved to delivered
        // in the store, with no courier: no courier pay).
        let entries = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        // The hold was booked as a memo when the order was placed, and ended as it was delivered.
        #expect(entries.map(\.event) == [.authorised, .placed, .captured, .cardFee, .holdEnded])
        let memo = try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }
        #expect(memo[.hold(ID(order.id))] ?? 0 == 0 && LedgerShares(memo).reconciles)
        let fee = SettlementTerms.standard.cardFee(on: total)
        let processor = entries.flatMap(\.postings).filter { $0.account == LedgerAccount(.processor) }
        #expect(processor.map(\.amount).reduce(0, +) == total - fee)
    }

    @Test(
        "a hold gone before the capture (it ran out at the bank): the payment fails and its bill is written off, once")
    func lostHoldIsWrittenOff() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        let intentID = try #require(try payment(of: order.id).intentID)
        // What Stripe does to a hold nobody captured within 7 days.
        _ = try stripe.provider.cancel(intentID, key: "expired-\(order.id)")
        try move(order.id, to: .delivered)
        try settle()
        let failed = try payment(of: order.id)
        #expect(failed.state == .failed && failed.failure == PaymentSettler.lostHold)
        #expect(try stripe.intent(intentID)["status"] as? String == "canceled", "nothing was taken")
        try settle()
        let entries = try world.app.database.read { try LedgerQueries($0).entries(orderID: ID(order.id)) }
        #expect(
            entries.map(\.event) == [.authorised, .placed, .captured, .cardFee, .holdEnded, .writtenOff],
            "written off once")
        let balances = try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }
        #expect(balances[LedgerAccount(.processor)] ?? 0 == 0 && balances[LedgerAccount(.cardFees)] ?? 0 == 0)
        #expect(balances[LedgerAccount(.refunds)] == total, "the whole bill is Foodly's loss")
        #expect(LedgerShares(balances).reconciles)
    }

    @Test("a card order nobody answered the door for is still charged, and invoiced")
    func failedAtTheDoorIsChargedAndInvoiced() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        try move(order.id, to: .pickedUp)
        try move(order.id, to: .failed)
        try settle()
        #expect(try payment(of: order.id).state == .captured && payment(of: order.id).captured == total)
        let number = try world.app.database.read { try InvoiceQueries($0).number(orderID: ID(order.id)) }
        #expect(number != nil, "the food was brought and paid for: it has an invoice")
        let page = WebStaffTests.html(
            world.app.send(.get, "/orders/\(order.id)", headers: WebOrderingTests.headers(ada)))
        #expect(page.contains(#"href="/orders/\#(order.id)/invoice.pdf""#))
        let pdf = world.app.send(.get, "/orders/\(order.id)/invoice.pdf", headers: WebOrderingTests.headers(ada))
        #expect(pdf.status == 200 && pdf.headers["Content-Type"] == "application/pdf")
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
        let log = LogCapture()
        let offline = try OrderingWorld(payments: down, logger: log.logger)
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
        #expect(!refused.detail.contains("127.0.0.1"), "the provider's words are not the customer's")
        #expect(
            log.lines.contains { $0.contains(#""payment provider""#) && $0.contains("payment_unavailable") },
            "but they are in the log: \(log.lines.suffix(3))")
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
            2_500, currency: "usd", card: cardID, customer: customer, reference: payment.id, offSession: false,
            key: payment.key("hold"))
        #expect(intent.status == ProviderIntent.Status.requiresCapture)
        try settle()
        #expect(try stripe.intent(intent.id)["status"] as? String == "canceled")
        let settled = try world.app.database.read {
            try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "lost")
        }
        #expect(settled?.state == .failed)
    }

    @Test("the process dying between the bank's hold and the order: nothing placed, the settling thread releases it")
    func diedAfterTheHold() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let cardID = try card("4242424242424242", for: ada)
        world.app.environment.faults.arm(.heldNotPlaced)
        #expect(place(ada, card: cardID, key: "k-died").status == 500)
        #expect(try world.cart(ada).items.count == 1, "nothing is placed, the cart is kept")
        let orders: Page<OrderBody> = try world.send(.get, "/api/v1/orders", ada).decoded()
        #expect(orders.items.isEmpty)
        let user = try #require(try SQLAccountStore(database: world.app.database).credentials(email: "ada@example.com"))
            .user
        func stored() throws -> CardPayment {
            try #require(
                try world.app.database.read {
                    try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "k-died")
                })
        }
        let intentID = try #require(try stored().intentID)
        #expect(
            try stored().state == .authorizing && stripe.intent(intentID)["status"] as? String == "requires_capture")
        try settle()
        #expect(try stripe.intent(intentID)["status"] as? String == "requires_capture", "an answer may still come")
        try settle(at: Date().addingTimeInterval(PaymentSettler.lostAnswerAge + 1))
        #expect(try stripe.intent(intentID)["status"] as? String == "canceled")
        #expect(try stored().state == .failed)
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
        #expect(refused.refusalStatus == 422)
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

    /// An operator's refund of `amount` cents on `order`.
    func refund(_ order: String, _ amount: Int, by admin: String) -> Response {
        world.send(
            .post, "/api/v1/admin/orders/\(order)/refunds", admin, ["amount": amount, "reason": "Missing side"])
    }

    @Test("a refund after delivery goes back to the card, in part, never past what was captured; the ledger names each")
    func refundAfterCapture() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        try move(order.id, to: .delivered)
        try settle()
        let intentID = try #require(try payment(of: order.id).intentID)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        #expect(refund(order.id, 500, by: admin).status == 201)
        let queued: OperatorOrderBody = try world.send(.get, "/api/v1/admin/orders/\(order.id)", admin).decoded()
        #expect(queued.money.lines.map(\.providerId) == [intentID, nil], "the refund is not sent yet")
        try settle()
        #expect(try stripe.refunds(of: intentID) == [500])
        let tooMuch: Problem = try refund(order.id, total - 499, by: admin).decoded(status: 409)
        #expect(tooMuch.code == "refund_exceeds_charge")
        #expect(refund(order.id, total - 500, by: admin).status == 201)
        try settle()
        #expect(try stripe.refunds(of: intentID) == [500, total - 500].sorted())
        // The ledger names Stripe's objects: the payment for the charge, each refund once sent (`re_…`).
        let seen: OperatorOrderBody = try world.send(.get, "/api/v1/admin/orders/\(order.id)", admin).decoded()
        #expect(seen.money.lines.first?.providerId == intentID)
        let refunds = seen.money.lines.filter { $0.kind == .refund }.compactMap(\.providerId)
        #expect(refunds.count == 2 && Set(refunds).count == 2 && refunds.allSatisfy { $0.hasPrefix("re_") })
        let page = String(
            decoding: world.app.send(.get, "/admin/orders/\(order.id)", headers: WebOrderingTests.headers(admin)).body,
            as: UTF8.self)
        #expect(page.contains("At Stripe") && page.contains(intentID) && page.contains(refunds[0]))
        #expect(!page.contains("money-disputed"))
    }

    @Test("a refund before delivery lowers what is captured")
    func refundBeforeCapture() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        #expect(refund(order.id, 300, by: try CatalogAPI.token(world.app, role: .admin)).status == 201)
        try move(order.id, to: .delivered)
        try settle()
        #expect(try payment(of: order.id).captured == total - 300)
        // localstripe records the part of the hold not captured as a refund of the charge.
        #expect(try stripe.refunds(of: try #require(try payment(of: order.id).intentID)) == [300])
    }

    @Test("a tip raised after delivery is a second charge on the same card, named in the ledger")
    func tipAfterDelivery() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        try move(order.id, to: .delivered)
        try settle()
        let tipped: OrderBody = try world.send(.put, "/api/v1/orders/\(order.id)/tip", ada, ["amount": 400]).decoded()
        #expect(tipped.pricing.tip == 400)
        let reference = try payment(of: order.id).id + "-tip-400-"
        let charges = try stripe.intents(reference: reference, prefix: true)
        #expect(charges.count == 1 && charges.first?["amount"] as? Int == 400)
        #expect(charges.first?["status"] as? String == "succeeded")
        let named = try world.app.database.read {
            try $0.queryOne("SELECT intent_id FROM card_charges WHERE id = \("tip-\(order.id)-400")")?
                .string("intent_id")
        }
        #expect(named == charges.first?["id"] as? String)
        // The same tip again charges nothing more.
        #expect(world.send(.put, "/api/v1/orders/\(order.id)/tip", ada, ["amount": 400]).status == 200)
        #expect(try stripe.intents(reference: reference, prefix: true).count == 1)
    }

    /// A card order delivered whose customer's raise to $4 was charged but not written (the process died between):
    /// the customer's token and the order.
    func raiseChargedNotWritten() throws -> (String, OrderBody) {
        let ada = try world.customer()
        try world.fillCart(ada)
        let order: OrderBody = try place(ada, card: try card("4242424242424242", for: ada)).decoded(status: 201)
        try move(order.id, to: .delivered)
        try settle()
        world.app.environment.faults.arm(.chargedNotWritten)
        #expect(world.send(.put, "/api/v1/orders/\(order.id)/tip", ada, ["amount": 400]).status == 500)
        return (ada, order)
    }

    @Test("a tip charged to the card but never written (the process died) is refunded by the settling thread")
    func tipChargedNotWritten() throws {
        let (ada, order) = try raiseChargedNotWritten()
        let untipped: OrderBody = try world.send(.get, "/api/v1/orders/\(order.id)", ada).decoded()
        #expect(untipped.pricing.tip == 0)
        let charges = try stripe.intents(reference: try payment(of: order.id).id + "-tip-400-", prefix: true)
        let chargeID = try #require(charges.first?["id"] as? String)
        #expect(charges.count == 1 && charges.first?["status"] as? String == "succeeded")
        func attemptsLeft() throws -> Int {
            try world.app.database.read {
                try $0.queryOne("SELECT COUNT(*) AS n FROM card_charge_attempts")?.int("n") ?? -1
            }
        }
        #expect(try attemptsLeft() == 1)
        try settle()
        #expect(try stripe.refunds(of: chargeID).isEmpty, "an answer may still come")
        try settle(at: Date().addingTimeInterval(PaymentSettler.lostAnswerAge + 1))
        #expect(try stripe.refunds(of: chargeID) == [400], "the card keeps no money without a line")
        #expect(try attemptsLeft() == 0)
        // The customer raises it again: a new charge, recorded this time, and the card pays the tip once.
        let tipped: OrderBody = try world.send(.put, "/api/v1/orders/\(order.id)/tip", ada, ["amount": 400]).decoded()
        #expect(tipped.pricing.tip == 400)
        let all = try stripe.intents(reference: try payment(of: order.id).id + "-tip-400-", prefix: true)
        var kept = 0
        for intent in all {
            kept +=
                (intent["amount"] as? Int ?? 0)
                - (try stripe.refunds(of: try #require(intent["id"] as? String)).reduce(0, +))
        }
        #expect(all.count == 2 && kept == 400)
        #expect(try attemptsLeft() == 0)
    }

    @Test("a raise the settling thread took as lost is never recorded on its charge, even after the claim ran out")
    func claimedRaiseIsNotRecorded() throws {
        _ = try raiseChargedNotWritten()
        let key = try #require(
            try world.app.database.read {
                try $0.queryOne("SELECT provider_key FROM card_charge_attempts")?.string("provider_key")
            })
        // The settling thread claims it (and may be refunding it) — then its lease runs out before it is done.
        let claimedAt = Date().addingTimeInterval(PaymentSettler.lostAnswerAge + 1)
        let claimed = try world.app.database.write {
            try PaymentQueries($0).claimChargeAttempt(at: claimedAt, stale: claimedAt)
        }
        #expect(claimed?.key == key)
        let untouched = try world.app.database.write {
            try PaymentQueries($0).removeChargeAttempt(key: key, untouched: true)
        }
        #expect(!untouched, "a request that writes the raise now must charge again instead")
        #expect(try world.app.database.write { try PaymentQueries($0).removeChargeAttempt(key: key) }, "undone: gone")
    }

    @Test("the same key sent 20 times at once holds once and places one order")
    func twentyAtOnce() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let card = try card("4242424242424242", for: ada)
        let answers = Mutex<[Response]>([])
        DispatchQueue.concurrentPerform(iterations: 20) { _ in
            let answer = place(ada, card: card, key: "same-key")
            answers.withLock { $0.append(answer) }
        }
        // Each is placed, or told the same payment is being confirmed right now (409, try again in a second).
        var orders: [String] = []
        for answer in answers.withLock({ $0 }) {
            if answer.status == 409 {
                let busy: Problem = try answer.decoded()
                #expect(busy.code == "payment_in_progress" && answer.headers["Retry-After"] == "1")
            } else {
                orders.append(try answer.decoded(status: 201, as: OrderBody.self).id)
            }
        }
        orders.append(try place(ada, card: card, key: "same-key").decoded(status: 201, as: OrderBody.self).id)
        #expect(Set(orders).count == 1)
        let placed: Page<OrderBody> = try world.send(.get, "/api/v1/orders", ada).decoded()
        #expect(placed.items.count == 1)
        #expect(try stripe.intents(reference: try payment(of: orders[0]).id).count == 1)
    }

    @Test("a bank's check never finished is released after 15 minutes; the same key with another cart is refused")
    func abandonedCheck() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let card = try card("4000002500003155", for: ada)
        let asked: Problem = try place(ada, card: card, key: "k-3ds").decoded(status: 402)
        #expect(asked.code == "authentication_required")
        try world.fillCart(ada, quantity: 1)
        let reused: Problem = try place(ada, card: card, key: "k-3ds").decoded(status: 422)
        #expect(reused.code == "idempotency_key_reused")
        let user = try #require(try SQLAccountStore(database: world.app.database).credentials(email: "ada@example.com"))
            .user
        let waiting = try #require(
            try world.app.database.read { try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "k-3ds") })
        try settle()
        #expect(try stripe.intent(try #require(waiting.intentID))["status"] as? String == "requires_action")
        let past = Date().addingTimeInterval(-CardPayment.authenticationWindow - 1)
        try world.app.database.write {
            _ = try $0.execute("UPDATE card_payments SET updated_at = \(past) WHERE id = \(waiting.id)")
        }
        try settle()
        #expect(try stripe.intent(try #require(waiting.intentID))["status"] as? String == "canceled")
        let ended = try world.app.database.read {
            try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "k-3ds")
        }
        #expect(ended?.state == .failed)
    }

    @Test("a card paid with is kept, offered at checkout, pays again, and can be removed (detached at the provider)")
    func savedCards() throws {
        let ada = try world.customer()
        let bob = try world.customer("Bob")
        try world.fillCart(ada)
        let cardID = try card("4242424242424242", for: ada)
        _ = try place(ada, card: cardID).decoded(status: 201) as OrderBody
        let kept: SavedCardListBody = try world.send(.get, "/api/v1/me/cards", ada).decoded()
        #expect(kept.cards.map(\.id) == [cardID] && kept.cards.first?.card.label == "Visa ending 4242")
        let none: SavedCardListBody = try world.send(.get, "/api/v1/me/cards", bob).decoded()
        #expect(none.cards.isEmpty)
        // Checkout offers it; choosing it places the order on it without entering it again.
        try world.fillCart(ada)
        let page = String(
            decoding: world.app.send(.get, "/checkout", headers: WebOrderingTests.headers(ada)).body, as: UTF8.self)
        #expect(page.contains("value=\"saved:\(cardID)\"") && page.contains("Another card"))
        let placed = world.app.send(
            .post, "/checkout", headers: WebOrderingTests.headers(ada, form: true),
            body: "key=saved-1&payment=saved%3A\(cardID)&notes=&_csrf=\(WebOrderingTests.csrf)")
        #expect(placed.status == 303, "\(String(decoding: placed.body, as: UTF8.self).prefix(300))")
        // Chosen as the default, checkout starts with it (pay on delivery no longer chosen first).
        #expect(world.send(.put, "/api/v1/me/cards/\(cardID)/default", bob).status == 404)
        let chosen: SavedCardListBody = try world.send(.put, "/api/v1/me/cards/\(cardID)/default", ada).decoded()
        #expect(chosen.cards.map(\.isDefault) == [true])
        let byPage = world.app.send(
            .post, "/profile/cards/\(cardID)/default", headers: WebOrderingTests.headers(ada, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(byPage.status == 303 && byPage.headers["Location"] == "/profile/cards?default=1")
        try world.fillCart(ada)
        let startsWithIt = String(
            decoding: world.app.send(.get, "/checkout", headers: WebOrderingTests.headers(ada)).body, as: UTF8.self)
        #expect(startsWithIt.contains(#"value="saved:\#(cardID)" form="place-form" checked"#))
        #expect(!startsWithIt.contains(#"value="onDelivery" form="place-form" checked"#))
        // Bob cannot remove it; Ada can, and then it is off her customer at the provider.
        let refused: Problem = try world.send(.delete, "/api/v1/me/cards/\(cardID)", bob).decoded(status: 404)
        #expect(refused.code == "not_found")
        let cardsPage = String(
            decoding: world.app.send(.get, "/profile/cards", headers: WebOrderingTests.headers(ada)).body,
            as: UTF8.self)
        #expect(cardsPage.contains("Visa ending 4242") && cardsPage.contains("Expires 12/2030"))
        #expect(cardsPage.contains(#"id="default-card""#) && !cardsPage.contains("Use by default"))
        let removed = world.app.send(
            .post, "/profile/cards/\(cardID)/remove", headers: WebOrderingTests.headers(ada, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(removed.status == 303 && removed.headers["Location"] == "/profile/cards?removed=1")
        #expect(try stripe.provider.card(cardID).customer == nil)
        let after: SavedCardListBody = try world.send(.get, "/api/v1/me/cards", ada).decoded()
        #expect(after.cards.isEmpty)
        #expect(world.send(.delete, "/api/v1/me/cards/\(cardID)", ada).status == 404)
    }

    @Test("a saved card the bank wants to check: the page runs the check with that card still chosen")
    func savedCardChecked() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let cardID = try card("4000002500003155", for: ada)
        let asked: Problem = try place(ada, card: cardID, key: "first").decoded(status: 402)
        try stripe.authenticate(try #require(asked.clientSecret), success: true)
        _ = try place(ada, card: cardID, key: "first").decoded(status: 201) as OrderBody
        try world.fillCart(ada)
        let page = world.app.send(
            .post, "/checkout", headers: WebOrderingTests.headers(ada, form: true),
            body: "key=web-saved-3ds&payment=saved%3A\(cardID)&notes=&_csrf=\(WebOrderingTests.csrf)")
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200 && html.contains("data-authenticate=\"pi_"))
        #expect(html.contains("value=\"saved:\(cardID)\" form=\"place-form\" checked"))
        #expect(html.contains("name=\"key\" value=\"web-saved-3ds\""))
    }

    @Test("a price that changes during the bank's check: nothing placed, the hold released (cart_changed)")
    func priceChangedDuringCheck() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let card = try card("4000002500003155", for: ada)
        let asked: Problem = try place(ada, card: card, key: "k-price").decoded(status: 402)
        try stripe.authenticate(try #require(asked.clientSecret), success: true)
        try world.reprice("Lentil Bowl", to: 1_450)
        let changed: Problem = try place(ada, card: card, key: "k-price").decoded(status: 409)
        #expect(changed.code == "cart_changed")
        let orders: Page<OrderBody> = try world.send(.get, "/api/v1/orders", ada).decoded()
        #expect(orders.items.isEmpty)
        #expect(try world.cart(ada).items.count == 1)
        try settle()
        let user = try #require(try SQLAccountStore(database: world.app.database).credentials(email: "ada@example.com"))
            .user
        let released = try #require(
            try world.app.database.read { try PaymentQueries($0).payment(userID: user.id, idempotencyKey: "k-price") })
        #expect(released.state == .released)
        #expect(try stripe.intent(try #require(released.intentID))["status"] as? String == "canceled")
    }
}
