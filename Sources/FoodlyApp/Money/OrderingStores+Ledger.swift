import FoodlyCore
import FoodlyStore
import Foundation

extension OrderingStores {
    /// Writes the charge of a new order's total in the transaction that places it (nothing for a total of 0).
    func chargePlaced(_ order: Order, at time: Date) throws {
        try charge(
            order.pricing.total, of: order.id, id: "charge-\(order.id.rawValue)", reason: OrderMoney.placedReason,
            at: time)
    }

    /// Writes the charge of a tip raised after delivery from `old` to `new` cents, in the raise's transaction; a card
    /// order's also names the provider's payment that charged it (`card_charges`). A tip only goes up, so the amount
    /// it reaches names the line.
    func chargeTip(
        of orderID: ID<Order>, from old: Int, to new: Int, at time: Date, card: (CardPayment, ProviderIntent)? = nil
    )
        throws
    {
        let id = "tip-\(orderID.rawValue)-\(new)"
        try charge(new - old, of: orderID, id: id, reason: OrderMoney.tipReason, at: time)
        if let (payment, intent) = card {
            try payments.addCharge(
                id, paymentID: payment.id, intentID: intent.id, amount: new - old, reason: OrderMoney.tipReason,
                at: time)
        }
    }

    /// Refunds whatever is left of an order's charges when it ends cancelled or rejected
    /// (``OrderMoney/closingRefund(for:)``), written by `actorID` when an operator cancelled it; nothing for any
    /// other status. An order ends once, so the order names the line.
    func refundRest(
        of orderID: ID<Order>, to status: OrderStatus, at time: Date, by actorID: ID<UserAccount>?
    ) throws {
        guard OrderMoney.refundsRest(status),
            let refund = try ledger.money(orderID: orderID).closingRefund(for: status)
        else { return }
        try ledger.append(
            LedgerLine(
                id: ID("refund-\(orderID.rawValue)"), orderID: orderID, kind: .refund, amount: refund.amount,
                reason: refund.reason, actorID: actorID, at: time))
    }

    private func charge(_ amount: Int, of orderID: ID<Order>, id: String, reason: String, at time: Date) throws {
        guard amount > 0 else { return }
        try ledger.append(
            LedgerLine(id: ID(id), orderID: orderID, kind: .charge, amount: amount, reason: reason, at: time))
    }
}

extension OrderingStores {
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
        let remaining = status == .delivered ? try ledger.money(orderID: orderID).remaining : 0
        let amount = min(payment.amount, max(0, remaining))
        _ = try payments.settle(
            orderID: orderID, to: amount > 0 ? .captureDue : .releaseDue, captured: amount, at: time)
    }
}
