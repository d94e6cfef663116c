import Foundation

/// The ledger entries each money event of an order makes, written once: the store appends them in the transaction
/// of the event, and the settlement property test replays random histories through them.
///
/// An order's bill is recognised when it is placed (who each cent is for), paid at delivery (by the card's capture or
/// in cash to the courier), and undone whole if the order is cancelled or rejected. A refund takes money off the
/// bill while some is unpaid, else gives it back (to the card, or owed in cash), and is borne by the restaurant,
/// Foodly or both.
public enum Settlement {
    /// The entry of a placed order: the customer's bill (its total) is the restaurant's food sales less Foodly's
    /// commission, the commission, the tax, the delivery and service fees (Foodly's), the tip (held for the courier
    /// who delivers it), with the coupon's discount Foodly's expense.
    public static func placed(
        _ order: Order, terms: SettlementTerms, reason: String, at time: Date
    ) throws -> LedgerEntry {
        let price = order.pricing
        let commission = terms.commission(on: price.subtotal)
        return try LedgerEntry(
            id: "placed-\(order.id.rawValue)", event: .placed, orderID: order.id, amount: price.total,
            reason: reason, at: time,
            postings: [
                .init(.customer(order.id), price.total),
                .init(LedgerAccount(.promotions), price.discount),
                .init(.restaurant(order.restaurantID), -(price.subtotal - commission)),
                .init(LedgerAccount(.commission), -commission),
                .init(LedgerAccount(.taxPayable), -price.tax),
                .init(LedgerAccount(.deliveryFees), -price.deliveryFee),
                .init(LedgerAccount(.serviceFees), -price.serviceFee),
                .init(.tips(order.id), -price.tip),
            ])
    }

    /// The entries of an order delivered: its bill left (`billLeft`, what no refund took off) taken by the card's
    /// capture or collected in cash by its courier; the courier's pay for `km` and the tip held for them; and, on a
    /// card, the processor's fee. Without a courier no pay is due, and cash is nobody's (party empty) unless it was
    /// paid at the counter of `counter` (a pickup order): the restaurant holds it, so what Foodly owes it falls by
    /// as much.
    public static func delivered(
        _ orderID: ID<Order>, courier: ID<Courier>?, byCard: Bool, billLeft: Int, tipHeld: Int, km: Double,
        terms: SettlementTerms, at time: Date, counter: ID<Restaurant>? = nil
    ) throws -> [LedgerEntry] {
        var entries: [LedgerEntry] = []
        if billLeft > 0 {
            let holder =
                byCard
                ? LedgerAccount(.processor)
                : counter.map(LedgerAccount.restaurant) ?? LedgerAccount(.courierCash, courier?.rawValue ?? "")
            entries.append(
                try LedgerEntry(
                    id: "\(byCard ? "captured" : "cash")-\(orderID.rawValue)",
                    event: byCard ? .captured : .cashCollected,
                    orderID: orderID, amount: billLeft, reason: byCard ? "captured" : "cash collected", at: time,
                    postings: [.init(holder, billLeft), .init(.customer(orderID), -billLeft)]))
        }
        if let courier {
            let pay = terms.courierPay(km: km)
            entries.append(
                try LedgerEntry(
                    id: "pay-\(orderID.rawValue)", event: .courierPay, orderID: orderID, amount: pay + tipHeld,
                    reason: "delivery pay", at: time,
                    postings: [
                        .init(.courierBasePay, min(pay, terms.courierBasePay)),
                        .init(.courierDistancePay, pay - min(pay, terms.courierBasePay)),
                        .init(.tips(orderID), tipHeld),
                        .init(.courier(courier), -(pay + tipHeld)),
                    ]))
        }
        if byCard, let fee = try cardFee(on: billLeft, id: "fee-\(orderID.rawValue)", orderID, terms, at: time) {
            entries.append(fee)
        }
        return entries
    }

    /// The entries of an order its courier could not hand over (nobody answered the door, ``Doorstep``). On a card,
    /// as ``delivered(_:courier:byCard:billLeft:tipHeld:km:terms:at:)``: the food was made and brought, so the card
    /// is charged. Paid on delivery, no cash was collected: the bill left is written off as Foodly's loss (on the
    /// refunds account), while the restaurant is still owed its food and the courier their pay and the tip.
    public static func undelivered(
        _ orderID: ID<Order>, courier: ID<Courier>?, byCard: Bool, billLeft: Int, tipHeld: Int, km: Double,
        terms: SettlementTerms, at time: Date
    ) throws -> [LedgerEntry] {
        var entries = try delivered(
            orderID, courier: courier, byCard: byCard, billLeft: byCard ? billLeft : 0, tipHeld: tipHeld, km: km,
            terms: terms, at: time)
        if !byCard, billLeft > 0 {
            entries.append(
                try LedgerEntry(
                    id: "written-off-\(orderID.rawValue)", event: .writtenOff, orderID: orderID, amount: billLeft,
                    reason: "not delivered: cash not collected", at: time,
                    postings: [.init(LedgerAccount(.refunds), billLeft), .init(.customer(orderID), -billLeft)]))
        }
        return entries
    }

    /// The entries of a tip raised after delivery (`id` names the raise): charged to the card (with the processor's
    /// fee on its charge), or, on orders tipped in cash before tips were card-only, handed to the courier; passed
    /// whole to the courier who delivered it (to nobody's payable without one).
    public static func tip(
        _ amount: Int, id: String, of orderID: ID<Order>, courier: ID<Courier>?, byCard: Bool,
        terms: SettlementTerms, at time: Date
    ) throws -> [LedgerEntry] {
        let party = courier?.rawValue ?? ""
        let holder = byCard ? LedgerAccount(.processor) : LedgerAccount(.courierCash, party)
        let tip = try LedgerEntry(
            id: id, event: .tip, orderID: orderID, amount: amount, reason: OrderMoney.tipReason, at: time,
            postings: [.init(holder, amount), .init(LedgerAccount(.courierPayable, party), -amount)])
        guard byCard, let fee = try cardFee(on: amount, id: "fee-\(id)", orderID, terms, at: time) else { return [tip] }
        return [tip, fee]
    }

    /// The entry of an operator's refund of `amount`: off the bill while `billLeft` is unpaid, the rest given back
    /// (to the card, or owed to the customer in cash), debited to whoever `bearer` names (the courier's part to
    /// `courier`, who brought the order; Foodly bears it when there is none).
    public static func refund(
        _ amount: Int, id: String, of orderID: ID<Order>, restaurant: ID<Restaurant>, courier: ID<Courier>? = nil,
        bearer: RefundBearer, billLeft: Int, byCard: Bool, reason: String, by actorID: ID<UserAccount>?, at time: Date
    ) throws -> LedgerEntry {
        let offBill = min(amount, max(0, billLeft))
        let shares = bearer.shares(of: amount)
        var postings: [LedgerEntry.Posting] = [
            .init(.customer(orderID), -offBill),
            .init(LedgerAccount(byCard ? .processor : .refundsPayable), -(amount - offBill)),
            .init(.restaurant(restaurant), shares.restaurant),
            .init(LedgerAccount(.refunds), shares.platform + (courier == nil ? shares.courier : 0)),
        ]
        if let courier { postings.append(.init(.courier(courier), shares.courier)) }
        return try LedgerEntry(
            id: id, event: .refund, orderID: orderID, amount: amount, reason: reason, actorID: actorID, at: time,
            postings: postings)
    }

    /// The memo entry of `amount` cents held on the card of a card order (``LedgerAccount/hold(_:)``).
    public static func authorised(_ orderID: ID<Order>, amount: Int, at time: Date) throws -> LedgerEntry {
        try LedgerEntry(
            id: "hold-\(orderID.rawValue)", event: .authorised, orderID: orderID, amount: amount,
            reason: "held on the card",
            at: time, postings: [.init(.hold(orderID), amount), .init(LedgerAccount(.cardHoldsOffset), -amount)])
    }

    /// The memo entry that ends an order's hold, `held` being what its hold account shows, as the order ends (the
    /// settling thread then captures or releases it); nil when nothing is held.
    public static func holdEnded(_ orderID: ID<Order>, held: Int, captured: Bool, at time: Date) throws -> LedgerEntry?
    {
        guard held != 0 else { return nil }
        return try LedgerEntry(
            id: "hold-ended-\(orderID.rawValue)", event: .holdEnded, orderID: orderID, amount: abs(held),
            reason: captured ? "to capture" : "to release", at: time,
            postings: [.init(.hold(orderID), -held), .init(LedgerAccount(.cardHoldsOffset), held)])
    }

    /// The entry that undoes a cancelled or rejected order: every account the order's entries moved (`balances`,
    /// their sum per account) back to where it was, but its card's hold, which ``holdEnded(_:held:captured:at:)``
    /// ends; the customer sees the bill left as refunded. Nil when nothing is left to undo.
    public static func closed(
        _ orderID: ID<Order>, balances: [LedgerAccount: Int], status: OrderStatus, by actorID: ID<UserAccount>?,
        at time: Date
    ) throws -> LedgerEntry? {
        let moved = balances.filter { $0.value != 0 && ![.cardHolds, .cardHoldsOffset].contains($0.key.kind) }
        guard !moved.isEmpty else { return nil }
        return try LedgerEntry(
            id: "closed-\(orderID.rawValue)", event: .closed, orderID: orderID,
            amount: max(0, moved[.customer(orderID)] ?? 0), reason: status.rawValue, actorID: actorID, at: time,
            postings: moved.map { .init($0.key, -$0.value) })
    }

    /// The entry of a card payment disputed: the bank took `amount` back from the processor when the dispute opened,
    /// Foodly's loss unless it wins (a dispute won is not booked back yet).
    public static func dispute(_ amount: Int, id: String, of orderID: ID<Order>, at time: Date) throws -> LedgerEntry {
        try LedgerEntry(
            id: id, event: .dispute, orderID: orderID, amount: amount, reason: "dispute opened", at: time,
            postings: [.init(LedgerAccount(.disputes), amount), .init(LedgerAccount(.processor), -amount)])
    }

    /// The entry of a delivered card order whose capture can never happen (the hold ran out, or the bank cancelled
    /// it, before it was taken): the `captured` cents booked at delivery never reached the processor, nor did its
    /// `fee`; the bill is Foodly's loss (on the refunds account, as a bill never collected in cash), while the
    /// restaurant and the courier are still owed. Nil when nothing was booked as captured.
    public static func uncaptured(_ orderID: ID<Order>, captured: Int, fee: Int, at time: Date) throws -> LedgerEntry? {
        guard captured > 0 else { return nil }
        return try LedgerEntry(
            id: "uncaptured-\(orderID.rawValue)", event: .writtenOff, orderID: orderID, amount: captured,
            reason: "card hold ran out: not captured", at: time,
            postings: [
                .init(LedgerAccount(.refunds), captured), .init(LedgerAccount(.processor), -(captured - fee)),
                .init(LedgerAccount(.cardFees), -fee),
            ])
    }

    private static func cardFee(
        on amount: Int, id: String, _ orderID: ID<Order>, _ terms: SettlementTerms, at time: Date
    ) throws -> LedgerEntry? {
        let fee = terms.cardFee(on: amount)
        guard fee > 0 else { return nil }
        return try LedgerEntry(
            id: id, event: .cardFee, orderID: orderID, amount: fee, reason: "card fee", at: time,
            postings: [.init(LedgerAccount(.cardFees), fee), .init(LedgerAccount(.processor), -fee)])
    }
}
