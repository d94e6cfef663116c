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
    /// new tip (at most three times).
    public func raiseTip(_ orderID: ID<Order>, to amount: Int, for user: UserAccount) throws -> OrderDetails {
        for attempt in 1...3 {
            let now = environment.clock.now()
            let charged = try chargeTipToCard(orderID, to: amount, for: user, at: now)
            do {
                return try writeTip(orderID, to: amount, for: user, at: now, card: charged)
            } catch {
                if let (_, intent) = charged, let provider = environment.payments {
                    _ = try? provider.refund(intent.id, amount: intent.amount, key: "foodly-\(intent.id)-undo")
                }
                if error is TipMoved, attempt < 3 { continue }
                throw error
            }
        }
        throw StoreError.conflict("The tip of this order keeps changing; try again.")
    }

    /// The tip changed between a card's charge and its write: the charge no longer matches the raise.
    private struct TipMoved: Error {}

    /// For a card order whose tip goes up, the raise charged to its card (nil for an order paid on delivery, or no
    /// raise); the tip's own checks first, so a refused raise charges nothing.
    private func chargeTipToCard(_ orderID: ID<Order>, to amount: Int, for user: UserAccount, at now: Date) throws
        -> (CardPayment, ProviderIntent)?
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
        let intent = try provider.charge(
            amount - order.pricing.tip, currency: Money.currency.lowercased(), card: payment.cardID,
            customer: customer, reference: "\(payment.id)-tip-\(amount)",
            key: payment.key("tip-\(order.pricing.tip)-\(amount)"))
        guard intent.status == .succeeded || intent.status == .processing else {
            throw PaymentError.declined(intent.failure ?? "Your bank asks you to confirm this payment")
        }
        return (payment, intent)
    }

    private func writeTip(
        _ orderID: ID<Order>, to amount: Int, for user: UserAccount, at now: Date,
        card: (CardPayment, ProviderIntent)?
    ) throws -> OrderDetails {
        try OrderingStores.write(environment.database) { stores in
            guard var order = try stores.orders.order(id: orderID), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            let byCard = try stores.payments.payment(orderID: orderID) != nil
            if let refusal = TipRaise.refusal(amount, for: order, byCard: byCard, at: now) {
                throw OrderingError.tip(refusal)
            }
            if amount != order.pricing.tip {
                let pricing = TipRaise.pricing(order.pricing, tip: amount)
                guard try stores.orders.setTip(of: orderID, from: order.pricing.tip, to: pricing) else {
                    // Another raise got in between: run again (PostgreSQL retries a conflict) and judge against it.
                    throw StoreError.conflict("The tip of order \(order.number) changed meanwhile.")
                }
                guard card.map({ $0.1.amount == amount - order.pricing.tip }) ?? true else { throw TipMoved() }
                try stores.chargeTip(of: orderID, from: order.pricing.tip, to: pricing.tip, at: now, card: card)
                order.pricing = pricing
            }
            return try stores.details(order)
        }
    }
}
