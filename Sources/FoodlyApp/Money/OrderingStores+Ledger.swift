import FoodlyCore
import FoodlyStore
import Foundation

extension OrderingStores {
    /// The terms an order of `restaurantID` is settled by, read in the transaction that writes its entries: the
    /// operators' terms at that moment, with the restaurant's own commission when it has one.
    func settlementTerms(for restaurantID: ID<Restaurant>) throws -> SettlementTerms {
        try TermsQueries(connection).terms(for: restaurantID)
    }

    /// Writes the entry of a new order's bill in the transaction that places it (nothing for a total of 0).
    func chargePlaced(_ order: Order, at time: Date) throws {
        try ledger.post(
            try Settlement.placed(
                order, terms: try settlementTerms(for: order.restaurantID), reason: OrderMoney.placedReason, at: time))
    }

    /// Writes the memo of a card's hold for an order, in the transaction where the hold is known to be in place.
    func bookHold(_ orderID: ID<Order>, amount: Int, at time: Date) throws {
        try ledger.post(try Settlement.authorised(orderID, amount: amount, at: time))
    }

    /// Writes a tip raised after delivery from `old` to `new` cents, in the raise's transaction: to the courier who
    /// delivered the order, charged to the card (`card`, also recorded in `card_charges`). A tip only goes up, so
    /// the amount it reaches names the entry.
    func chargeTip(
        of order: Order, from old: Int, to new: Int, at time: Date, card: (CardPayment, ProviderIntent)? = nil
    ) throws {
        let id = "tip-\(order.id.rawValue)-\(new)"
        for entry in try Settlement.tip(
            new - old, id: id, of: order.id, courier: order.courierID, byCard: card != nil,
            terms: try settlementTerms(for: order.restaurantID), at: time)
        {
            try ledger.post(entry)
        }
        if let (payment, intent) = card {
            try payments.addCharge(
                id, paymentID: payment.id, intentID: intent.id, amount: new - old, reason: OrderMoney.tipReason,
                at: time)
        }
    }

    /// Undoes whatever an order's entries moved when it ends cancelled or rejected (``Settlement/closed``): the
    /// customer sees the bill left refunded, with the status as the reason, written by `actorID` when an operator
    /// cancelled it; nothing for any other status. An order ends once, so the order names the entry.
    func refundRest(
        of orderID: ID<Order>, to status: OrderStatus, at time: Date, by actorID: ID<UserAccount>?
    ) throws {
        guard OrderMoney.refundsRest(status),
            let entry = try Settlement.closed(
                orderID, balances: try ledger.balances(orderID: orderID), status: status, by: actorID, at: time)
        else { return }
        try ledger.post(entry)
    }

    /// Writes the entries of an order delivered (``Settlement/delivered``), after its card is marked to capture
    /// (``settleCard(of:to:at:)``): the amount to capture, or the bill left collected in cash; the courier's pay for
    /// the distance from the restaurant to the door and the tip held for them; the card's fee. Cash for a pickup order
    /// was paid at the restaurant's counter, so the restaurant holds it. An order that ended
    /// `failed` (nobody answered the door) is settled by ``Settlement/undelivered(_:courier:byCard:billLeft:tipHeld:km:terms:at:)``.
    func settleDelivery(_ order: Order, at time: Date) throws {
        let balances = try ledger.balances(orderID: order.id)
        let payment = try payments.payment(orderID: order.id)
        let billLeft = max(0, balances[.customer(order.id)] ?? 0)
        let restaurant = try catalog.restaurant(id: order.restaurantID)
        let taken = payment.map { $0.state == .captureDue ? min($0.captured, billLeft) : 0 } ?? billLeft
        let tipHeld = -(balances[.tips(order.id)] ?? 0)
        let km = restaurant.map { order.paidDistanceKm(from: $0.location) } ?? 0
        let terms = try settlementTerms(for: order.restaurantID)
        let entries =
            order.status == .failed
            ? try Settlement.undelivered(
                order.id, courier: order.courierID, byCard: payment != nil, billLeft: taken, tipHeld: tipHeld, km: km,
                terms: terms, at: time)
            : try Settlement.delivered(
                order.id, courier: order.courierID, byCard: payment != nil, billLeft: taken, tipHeld: tipHeld, km: km,
                terms: terms, at: time, counter: order.fulfilment == .pickup ? order.restaurantID : nil)
        for entry in entries { try ledger.post(entry) }
    }
}

extension OrderingStores {
    /// Writes off the capture of a delivered card order that can never happen (``Settlement/uncaptured``), in the
    /// transaction that marks its payment failed: what its delivery booked as captured and its card fee come back
    /// off the processor, once (the entry is named by the order).
    func writeOffUncaptured(_ orderID: ID<Order>, at time: Date) throws {
        let entries = try ledger.entries(orderID: orderID)
        func amount(_ id: String) -> Int { entries.first { $0.id == "\(id)-\(orderID.rawValue)" }?.amount ?? 0 }
        guard amount("uncaptured") == 0,
            let entry = try Settlement.uncaptured(orderID, captured: amount("captured"), fee: amount("fee"), at: time)
        else { return }
        try ledger.post(entry)
    }

    /// Sends an operator's refund of `amount` (ledger line `lineID`) to the card of a card order, in the refund's
    /// transaction. Before delivery it only lowers what will be captured (the capture takes the ledger's remaining).
    /// Once delivered, a refund to the card is queued, never past what is captured (else `refund_exceeds_charge`);
    /// the settling thread sends it after the capture. Nothing for an order paid on delivery or a hold released.
    func refundCard(of orderID: ID<Order>, amount: Int, lineID: String, at time: Date) throws {
        guard let payment = try payments.payment(orderID: orderID) else { return }
        switch payment.state {
        case .captureDue, .captured:
            let left = payment.captured - (try payments.refunded(paymentID: payment.id))
            guard amount <= left else {
                throw OrderingError.refundExceedsCharge(
                    "At most \(Money.format(left)) is left to refund to the card of this order.")
            }
            try payments.addRefund(lineID, paymentID: payment.id, amount: amount, at: time)
        case .scheduled, .authorizing, .authenticating, .held, .failed, .releaseDue, .released:
            return
        }
    }

    /// Marks the card hold of an order that has ended, in the transaction that ends it: delivered, what is left of
    /// its charges (at most the hold) is to be captured; otherwise the hold is to be released. The settling thread
    /// (``PaymentSettler``) asks the provider once this commits. An order for later that ends before its hold is in
    /// place is released too: a try whose answer was lost may have made one, which the settling thread looks for.
    /// Nothing for an order paid on delivery.
    func settleCard(of orderID: ID<Order>, to status: OrderStatus, at time: Date) throws {
        guard !status.isActive, var payment = try payments.payment(orderID: orderID) else { return }
        if payment.state == .scheduled {
            payment.state = .releaseDue
            try payments.update(payment, at: time)
            return
        }
        guard payment.state == .held else { return }
        let remaining = status.isHandedOver ? try ledger.money(orderID: orderID).remaining : 0
        let amount = min(payment.amount, max(0, remaining))
        let held = try ledger.balances(orderID: orderID)[.hold(orderID)] ?? 0
        if let ended = try Settlement.holdEnded(orderID, held: held, captured: amount > 0, at: time) {
            try ledger.post(ended)
        }
        _ = try payments.settle(
            orderID: orderID, to: amount > 0 ? .captureDue : .releaseDue, captured: amount, at: time)
    }
}
