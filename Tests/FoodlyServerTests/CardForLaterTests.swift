import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyApp

/// Orders for later paid by card, against localstripe: the card kept at placing, the hold asked while its holder is
/// away before the kitchen starts, the kitchen getting the order only once it is held, and the order cancelled
/// (nothing prepared, the customer told) when the bank refuses then or nothing is held by the slot.
extension CardPaymentAPITests {
    /// Places the cart for `slot` paid by `card`.
    func placeForLater(_ token: String, card: String, slot: Date, key: String = UUID().uuidString) -> Response {
        world.send(
            .post, "/api/v1/orders", token, ["card": card, "scheduledFor": ScheduledOrderTests.text(slot)],
            headers: ["Idempotency-Key": key])
    }

    /// The order as stored.
    func stored(_ id: String) throws -> Order {
        try #require(try OrderingStores.read(world.app.database) { try $0.orders.order(id: ID(id)) })
    }

    /// This world's environment with the clock at `time`, for the settling thread and the scheduler.
    func environment(at time: Date) -> AppEnvironment {
        AppEnvironment(
            database: world.app.database, clock: ScheduledOrderTests.HandClock(time),
            mailer: world.app.environment.mailer, payments: stripe.provider)
    }

    func settle(at time: Date) throws {
        try #require(PaymentSettler(environment: environment(at: time))).settleDue()
    }

    func release(at time: Date) throws {
        try OrderScheduler(environment: environment(at: time)).releaseDue()
    }

    @Test("an order for later by card keeps the card, is held before the kitchen starts and only then cooked")
    func heldBeforeTheKitchen() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let total = try world.cart(ada).pricing.total
        let cardID = try card("4242424242424242", for: ada)
        let slot = ScheduledOrderTests.slot(inAtLeast: 120)
        let review = world.app.send(
            .get, "/checkout?slot=\(WebCheckoutTests.encoded(ScheduledOrderTests.text(slot)))",
            headers: WebOrderingTests.headers(ada))
        let html = String(decoding: review.body, as: UTF8.self)
        #expect(html.contains(#"id="pay-card""#) && html.contains("your card is kept now and the total held when"))
        let key = UUID().uuidString
        let order: OrderBody = try placeForLater(ada, card: cardID, slot: slot, key: key).decoded(status: 201)
        #expect(order.status == .scheduled)
        #expect(
            order.payment.summary
                == "Visa ending 4242: \(Money.format(total)) is held when the kitchen starts on your order, "
                + "charged when it arrives.")
        let waiting = try payment(of: order.id)
        #expect(waiting.state == .scheduled && waiting.intentID == nil)
        #expect(try stripe.intents(reference: waiting.id).isEmpty, "nothing is asked of the bank days ahead")
        let again: OrderBody = try placeForLater(ada, card: cardID, slot: slot, key: key).decoded(status: 201)
        #expect(again.id == order.id)

        // The card cannot be removed while it is to pay for the order.
        let inUse: Problem = try world.send(.delete, "/api/v1/me/cards/\(cardID)", ada).decoded(status: 409)
        #expect(inUse.code == "card_in_use" && inUse.detail.contains("#\(order.number)"))

        let kitchen = try #require(try stored(order.id).kitchenStartsAt)
        try settle(at: kitchen.addingTimeInterval(-CardPayment.authorizeAhead - 60))
        #expect(try payment(of: order.id).state == .scheduled, "not asked before its time")
        try release(at: kitchen)
        #expect(try stored(order.id).status == .scheduled, "the kitchen does not get an order not held yet")

        try settle(at: kitchen.addingTimeInterval(-CardPayment.authorizeAhead + 60))
        let held = try payment(of: order.id)
        #expect(held.state == .held)
        func memo() throws -> Int {
            try world.app.database.read { try LedgerQueries($0).balances(orderID: ID(order.id)) }[.hold(ID(order.id))]
                ?? 0
        }
        #expect(try memo() == total, "the hold is booked (a memo) once it is in place, not when the order was placed")
        let intent = try stripe.intent(try #require(held.intentID))
        #expect(intent["status"] as? String == "requires_capture" && intent["amount"] as? Int == total)
        // Held for its time, the time stays (a hold lasts only days).
        let moved: Problem = try world.send(
            .put, "/api/v1/orders/\(order.id)/schedule", ada,
            ["scheduledFor": ScheduledOrderTests.text(slot.addingTimeInterval(3_600))]
        ).decoded(status: 409)
        #expect(moved.code == "invalid_transition" && moved.detail.contains("already held"))
        try release(at: kitchen)
        #expect(try stored(order.id).status == .placed)

        try move(order.id, to: .delivered)
        try settle(at: kitchen.addingTimeInterval(3_600))
        #expect(try payment(of: order.id).state == .captured && payment(of: order.id).captured == total)
        #expect(try memo() == 0, "the hold ended with the delivery")
        #expect(world.send(.delete, "/api/v1/me/cards/\(cardID)", ada).status == 204, "once charged it can go")
    }

    @Test(
        "a card the bank refuses at the kitchen's time cancels the order: nothing cooked, the customer told",
        arguments: [
            ("4000000000000341", "your bank declined it"),
            ("4000002500003155", "your bank asked you to confirm the payment"),
        ])
    func refusedAtTheKitchensTime(_ number: String, _ said: String) throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let cardID = try card(number, for: ada)
        let order: OrderBody = try placeForLater(ada, card: cardID, slot: ScheduledOrderTests.slot(inAtLeast: 120))
            .decoded(status: 201)
        let kitchen = try #require(try stored(order.id).kitchenStartsAt)
        try settle(at: kitchen.addingTimeInterval(-CardPayment.authorizeAhead))
        let failed = try payment(of: order.id)
        #expect(failed.state == .failed)
        for intent in try stripe.intents(reference: failed.id) {
            #expect(intent["status"] as? String != "requires_capture", "no hold is left behind")
        }
        let read: OrderBody = try world.send(.get, "/api/v1/orders/\(order.id)", ada).decoded()
        #expect(read.status == .cancelled)
        #expect(read.cancellationReason?.contains(said) == true)
        #expect(read.cancellationReason?.contains("nothing was prepared") == true)
        let mail = try #require(try world.app.mailbox.messages(to: "ada@example.com").last)
        #expect(mail.subject == "Your Foodly order #\(order.number) is cancelled")
        #expect(mail.text.contains(said) && mail.text.contains("Nothing was charged to your"))
        try release(at: kitchen)
        #expect(try stored(order.id).status == .cancelled)
    }

    @Test(
        "an order for later cancelled before its hold asks nothing of the bank; one not held by its slot is cancelled")
    func cancelledOrUnheld() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let cardID = try card("4242424242424242", for: ada)
        let first: OrderBody = try placeForLater(ada, card: cardID, slot: ScheduledOrderTests.slot(inAtLeast: 120))
            .decoded(status: 201)
        #expect(world.send(.post, "/api/v1/orders/\(first.id)/cancel", ada).status == 200)
        // Released: the settling thread looks for a hold a lost answer may have made, and finds none.
        #expect(try payment(of: first.id).state == .releaseDue)
        try settle(at: try #require(try stored(first.id).kitchenStartsAt))
        #expect(try payment(of: first.id).state == .released)
        #expect(try stripe.intents(reference: try payment(of: first.id).id).isEmpty)

        // The provider never answered in time: at the slot the order is cancelled rather than cooked unpaid.
        try world.fillCart(ada)
        let slot = ScheduledOrderTests.slot(inAtLeast: 120)
        let second: OrderBody = try placeForLater(ada, card: cardID, slot: slot).decoded(status: 201)
        try release(at: slot.addingTimeInterval(-60))
        #expect(try stored(second.id).status == .scheduled)
        try release(at: slot)
        let read: OrderBody = try world.send(.get, "/api/v1/orders/\(second.id)", ada).decoded()
        #expect(read.status == .cancelled && read.cancellationReason == OrderScheduler.unpaidReason)
        #expect(try payment(of: second.id).state == .releaseDue)
    }
}
