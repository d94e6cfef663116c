import FoodlyCore
import FoodlyStore
import Foundation

extension OrderService {
    /// Adds or raises the tip of one of the user's delivered orders paid by card (``TipRaise``: within 24 hours of
    /// delivery, never lower, at most $100; an order paid on delivery is `tip_in_person`); the order's total follows. The same tip again changes nothing. Two raises at
    /// once end with one of them, never a lower tip: the tip is read and written in one serializable transaction,
    /// and written only if it is still the one read. Another user's order is not found.
    ///
    /// On a card order the raise is charged to the same card first, while its holder is away (a payment of its own,
    /// captured at once; a card refused is `card_declined` and the tip stays as it was); if the tip moved while the
    /// card was charged (another raise got in first), that charge is refunded and the raise judged again against the
    /// new tip (at most ``tipTries`` times).
    public func raiseTip(_ orderID: ID<Order>, to amount: Int, for user: UserAccount) throws -> OrderDetails {
        var attempt = 1
        while true {
            let now = environment.clock.now()
            let charged = try chargeTipToCard(orderID, to: amount, for: user, at: now)
            do {
                return try writeTip(orderID, to: amount, for: user, at: now, card: charged)
            } catch is TipMoved {
                if let charged { undo(charged) }
                // The tip only goes up, to at most $100: it cannot keep moving long; past that, busy (503).
                guard attempt < OrderService.tipTries else {
                    throw StoreError.conflict("The tip of order \(orderID.rawValue) keeps changing.")
                }
                attempt += 1
            } catch {
                if let charged { undo(charged) }
                throw error
            }
        }
    }

    /// How many times a raise is judged again when the tip moved while its card was charged.
    static let tipTries = 8

    /// The tip changed between a card's charge and its write: the charge no longer matches the raise.
    private struct TipMoved: Error {}

    /// A raise charged to the card: the order's payment, the provider's payment of the raise, and the idempotency key
    /// of its attempt (`card_charge_attempts`).
    private typealias TipCharge = (payment: CardPayment, intent: ProviderIntent, key: String)

    /// Refunds a raise's charge that was not recorded; once refunded its attempt is forgotten (else the settling
    /// thread undoes it later, with the same key).
    private func undo(_ charge: TipCharge) {
        guard let provider = environment.payments,
            (try? provider.refund(charge.intent.id, amount: charge.intent.amount, key: charge.intent.undoKey)) != nil
        else { return }
        try? environment.database.write { _ = try PaymentQueries($0).removeChargeAttempt(key: charge.key) }
    }

    /// For a card order whose tip goes up, the raise charged to its card (nil for an order paid on delivery, or no
    /// raise); the tip's own checks first, so a refused raise charges nothing.
    ///
    /// The charge is written as an attempt before the provider is asked, and forgotten when the tip is written (or the
    /// charge refunded): a process that dies in between leaves the attempt for the settling thread, which refunds it.
    private func chargeTipToCard(_ orderID: ID<Order>, to amount: Int, for user: UserAccount, at now: Date) throws
        -> TipCharge?
    {
        let found = try OrderingStores.read(environment.database) { stores in
            try stores.orders.order(id: orderID).map { ($0, try stores.payments.payment(orderID: orderID)) }
        }
        guard let (order, payment) = found, order.userID == user.id else { throw OrderingError.orderNotFound }
        if let refusal = TipRaise.refusal(amount, for: order, byCard: payment != nil, at: now) {
            throw OrderingError.tip(refusal)
        }
        guard let payment, amount > order.pricing.tip else { return nil }
        guard let provider = environment.payments,
            let customer = try CardPayments(environment: environment).knownCustomer(of: user.id)
        else { throw PaymentError.cardsOff }
        // A key and reference of its own per try: a charge undone (refunded) must never be answered again for a
        // later raise, and the settling thread finds this one by its reference.
        let attempt = "tip-\(amount)-\(environment.makeID())"
        let key = payment.key(attempt)
        let reference = "\(payment.id)-\(attempt)"
        let raise = amount - order.pricing.tip
        try environment.database.write {
            try PaymentQueries($0).addChargeAttempt(
                key: key, paymentID: payment.id, reference: reference, amount: raise, at: now)
        }
        let intent: ProviderIntent
        do {
            intent = try provider.charge(
                raise, currency: Money.currency.lowercased(), card: payment.cardID, customer: customer,
                reference: reference, key: key)
        } catch let error as PaymentError where error.code == "card_declined" {
            try environment.database.write { _ = try PaymentQueries($0).removeChargeAttempt(key: key) }
            throw error
        }
        guard intent.status == .succeeded || intent.status == .processing else {
            try environment.database.write { _ = try PaymentQueries($0).removeChargeAttempt(key: key) }
            throw PaymentError.declined(intent.failure ?? "Your bank asks you to confirm this payment")
        }
        try environment.faults.pass(.chargedNotWritten)
        return (payment, intent, key)
    }

    private func writeTip(
        _ orderID: ID<Order>, to amount: Int, for user: UserAccount, at now: Date,
        card: TipCharge?
    ) throws -> OrderDetails {
        try OrderingStores.write(environment.database) { stores in
            guard var order = try stores.orders.order(id: orderID), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            let byCard = try stores.payments.payment(orderID: orderID) != nil
            if let refusal = TipRaise.refusal(amount, for: order, byCard: byCard, at: now) {
                throw OrderingError.tip(refusal)
            }
            // A charge made against another tip than the one now stored no longer pays for this raise.
            if let card, card.intent.amount != amount - order.pricing.tip { throw TipMoved() }
            if amount != order.pricing.tip {
                let pricing = TipRaise.pricing(order.pricing, tip: amount)
                guard try stores.orders.setTip(of: orderID, from: order.pricing.tip, to: pricing) else {
                    // Another raise got in between: run again (PostgreSQL retries a conflict) and judge against it.
                    throw StoreError.conflict("The tip of order \(order.number) changed meanwhile.")
                }
                try stores.chargeTip(
                    of: order, from: order.pricing.tip, to: pricing.tip, at: now,
                    card: card.map { ($0.payment, $0.intent) })
                // Gone only if the settling thread never took it as lost (a request slower than that): once it has,
                // the charge may be refunded, so this raise is judged again with a charge of its own.
                if let key = card?.key, try !stores.payments.removeChargeAttempt(key: key, untouched: true) {
                    throw TipMoved()
                }
                order.pricing = pricing
            }
            return try stores.details(order)
        }
    }
}
