import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

extension OrderService {
    /// Places the user's cart paid by `card`: the total is held on the card, and the order placed (one write
    /// transaction, as on delivery) only once the hold is in place, so the kitchen never sees an unpaid order.
    ///
    /// The payment is written before the provider is asked, so a hold whose answer is lost is found again and
    /// released (``PaymentSettler``). A declined card places nothing (`card_declined`, 402) and keeps the cart. When
    /// the bank asks for 3-D Secure the answer is `authentication_required` (402) with the client secret: the card
    /// form runs the check, and the same request with the same key places the order (or answers
    /// `authentication_failed`). The same key again after the order exists returns it. If the cart changed while the
    /// bank was asked, the hold is released and nothing is placed (`cart_changed`).
    ///
    /// An order for later (`scheduledFor`) is placed at once with its card kept: a hold would not last until a slot
    /// up to 7 days ahead, so the settling thread asks for it ``CardPayment/authorizeAhead`` before the kitchen
    /// starts, and the kitchen gets the order only once it is held.
    func placeByCard(
        for user: UserAccount, idempotencyKey key: String, notes: String, scheduledFor: Date?, card: String,
        leaveAtDoor: Bool
    ) throws -> (details: OrderDetails, created: Bool) {
        guard let provider = environment.payments else { throw PaymentError.cardsOff }
        let notes = try OrderService.checked(key: key, notes: notes)
        let cart = try OrderingStores.read(environment.database) { try $0.carts.cart(userID: user.id) }
        // The total is not part of it: a price that changes during the bank's check is `cart_changed` (the hold no
        // longer matches), not another request.
        let hash = Sodium.hash(
            "\(OrderService.requestHash(cart, notes: notes, scheduledFor: scheduledFor, leaveAtDoor: leaveAtDoor))|\(card)"
        )
        var payment: CardPayment
        if let existing = try existingPayment(for: user, key: key) {
            if let orderID = existing.orderID { return (try order(orderID, for: user), false) }
            guard existing.requestHash == hash else { throw OrderingError.keyReused }
            payment = existing
        } else {
            // Priced only for a new payment: the same request again reads what it stored.
            let quote = try checkoutQuote(for: user, scheduledFor: scheduledFor).cart
            if let problem = quote.problems.first { throw OrderingError.blocking(problem) }
            payment = try newPayment(
                for: user, key: key, hash: hash, amount: quote.pricing.total, card: card, forLater: scheduledFor != nil,
                provider)
        }
        if payment.state == .scheduled {
            return try insertOrder(
                for: user, key: key, notes: notes, scheduledFor: scheduledFor, leaveAtDoor: leaveAtDoor,
                payment: payment)
        }
        // One request at a time asks the provider about a payment: the same key sent again meanwhile (a double
        // click, an impatient app) is told to try again in a moment (it then gets the stored outcome).
        guard let current = try claim(payment) else { throw PaymentError.inProgress }
        payment = current
        defer { try? environment.database.write { try PaymentQueries($0).releaseClaim(current.id) } }
        if let orderID = payment.orderID { return (try order(orderID, for: user), false) }
        switch payment.state {
        case .authorizing where payment.intentID == nil: payment = try askForHold(payment, provider)
        case .authorizing, .authenticating: payment = try followUp(payment, provider)
        default: throw PaymentError.declined(payment.failure ?? "no longer valid")
        }
        try environment.faults.pass(.heldNotPlaced)
        return try insertOrder(
            for: user, key: key, notes: notes, scheduledFor: nil, leaveAtDoor: leaveAtDoor, payment: payment)
    }

    /// Places the order paid by `payment`. Refused (the cart changed, a dish sold out…), the hold goes back; a store
    /// failure keeps the payment as it is (its hold and id stored), so the same request again places the order.
    private func insertOrder(
        for user: UserAccount, key: String, notes: String, scheduledFor: Date?, leaveAtDoor: Bool,
        payment: CardPayment
    ) throws -> (details: OrderDetails, created: Bool) {
        do {
            return try insertOrder(
                for: user, idempotencyKey: key, notes: notes, scheduledFor: scheduledFor, leaveAtDoor: leaveAtDoor,
                payment: payment)
        } catch let refusal as any DomainError {
            try release(payment, because: refusal.message)
            throw refusal
        }
    }

    /// The payment as stored, held by this request for ``claimWait`` so that it alone asks the provider about it;
    /// nil while another request (or the settling thread) holds it.
    private func claim(_ payment: CardPayment) throws -> CardPayment? {
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            guard try payments.claim(payment.id, until: now.addingTimeInterval(OrderService.claimWait), at: now) else {
                return nil
            }
            return try payments.payment(userID: payment.userID, idempotencyKey: payment.idempotencyKey)
        }
    }

    /// How long a request may hold a payment while it asks the provider: longer than the provider's own timeout.
    static let claimWait: TimeInterval = 30

    /// The payment this key already made, if any; the same key with another cart or card is
    /// `idempotency_key_reused`.
    private func existingPayment(for user: UserAccount, key: String) throws -> CardPayment? {
        try environment.database.read { try PaymentQueries($0).payment(userID: user.id, idempotencyKey: key) }
    }

    /// Checks the card is the user's (keeping a new one under the user's customer) and writes the payment of
    /// `amount`, not yet asked of the provider (`forLater`: to be asked when the kitchen's time comes); a request with
    /// the same key at the same time gets the same payment.
    private func newPayment(
        for user: UserAccount, key: String, hash: String, amount: Int, card: String, forLater: Bool,
        _ provider: any PaymentProvider
    ) throws -> CardPayment {
        let customer = try CardPayments(environment: environment).customer(for: user, provider)
        let found = try provider.card(card)
        if found.customer == nil {
            try provider.attach(card: found.id, to: customer)
        } else if found.customer != customer {
            throw PaymentError.unknownCard
        }
        var payment = CardPayment(
            id: environment.makeID(), userID: user.id, idempotencyKey: key, requestHash: hash, cardID: found.id,
            card: found.summary, amount: amount, at: environment.clock.now())
        if forLater { payment.state = .scheduled }
        return try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            if let raced = try payments.payment(userID: user.id, idempotencyKey: key) { return raced }
            try payments.saveCard(SavedCard(id: found.id, card: found.summary), userID: user.id, at: payment.createdAt)
            try payments.insert(payment)
            return payment
        }
    }

    /// Asks the provider to hold the payment's amount and stores its answer: held, waiting for the cardholder's
    /// check (thrown as `authentication_required`), or refused (thrown as `card_declined`). No answer leaves the
    /// payment as it was, for the settling thread to find.
    private func askForHold(_ payment: CardPayment, _ provider: any PaymentProvider) throws -> CardPayment {
        guard let customer = try CardPayments(environment: environment).knownCustomer(of: payment.userID) else {
            throw PaymentError.unknownCard
        }
        do {
            let intent = try provider.hold(
                payment.amount, currency: Money.currency.lowercased(), card: payment.cardID, customer: customer,
                reference: payment.id, offSession: false, key: payment.key("hold"))
            return try record(intent, on: payment)
        } catch let error as PaymentError where error.code == "card_declined" {
            var failed = payment
            failed.state = .failed
            failed.failure = error.message
            try store(failed)
            throw error
        }
    }

    /// Asks the provider how a payment waiting for the cardholder's check stands now and stores it.
    private func followUp(_ payment: CardPayment, _ provider: any PaymentProvider) throws -> CardPayment {
        guard let id = payment.intentID else { return try askForHold(payment, provider) }
        return try record(try provider.intent(id), on: payment)
    }

    /// Stores what the provider said of `payment`; throws what the customer must do when it is not held.
    private func record(_ intent: ProviderIntent, on payment: CardPayment) throws -> CardPayment {
        var next = payment
        next.intentID = intent.id
        switch intent.status {
        case .requiresCapture:
            guard intent.matches(payment.amount) else {
                try release(next, because: "The amount held does not match the order.")
                throw PaymentError.cartChanged
            }
            // Kept before the order is placed, so a hold whose order never commits is found and released.
            try store(next)
            next.state = .held
            return next
        case .requiresAction, .requiresConfirmation, .processing:
            next.state = .authenticating
            try store(next)
            throw PaymentError.authenticationRequired(clientSecret: intent.clientSecret)
        case .requiresPaymentMethod, .canceled, .succeeded:
            next.state = .failed
            next.failure = intent.failure ?? "Your bank did not confirm the payment."
            try store(next)
            throw payment.state == .authenticating
                ? PaymentError.authenticationFailed : PaymentError.declined(next.failure ?? "refused")
        }
    }

    /// Marks a payment's hold to be released by the settling thread, with the reason; a payment an order took
    /// meanwhile (the same request, sent twice, placed it) is left to that order.
    private func release(_ payment: CardPayment, because reason: String) throws {
        var released = payment
        released.state = payment.intentID == nil ? .failed : .releaseDue
        released.failure = reason
        released.orderID = nil
        let now = environment.clock.now()
        try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            guard try payments.payment(userID: payment.userID, idempotencyKey: payment.idempotencyKey)?.orderID == nil
            else { return }
            try payments.update(released, at: now)
        }
    }

    private func store(_ payment: CardPayment) throws {
        let now = environment.clock.now()
        try environment.database.write { try PaymentQueries($0).update(payment, at: now) }
    }
}
