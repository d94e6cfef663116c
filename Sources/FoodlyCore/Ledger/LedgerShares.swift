/// Where money stands, added up from ledger balances (one order's, or a period's): what is owed to restaurants,
/// couriers, the tax authority and customers, what Foodly made, and where the money is. Owed amounts and Foodly's
/// result are positive here (the ledger keeps them as credits).
public struct LedgerShares: Sendable, Equatable {
    /// Owed to restaurants: food sales less commission and the refunds they bear.
    public var restaurants = 0
    /// Owed to couriers: pay and tips.
    public var couriers = 0
    /// Sales tax to pay.
    public var tax = 0
    /// Foodly's result: commission and fees, less coupons, couriers' pay, card fees, refunds it bears and disputes.
    public var platform = 0
    /// Tips held for a courier until the order is delivered.
    public var tipsHeld = 0
    /// Owed back to customers of orders paid in cash.
    public var owedToCustomers = 0
    /// Bills not paid yet (orders not delivered).
    public var unpaidBills = 0
    /// Money at the card processor.
    public var atProcessor = 0
    /// Cash couriers hold.
    public var courierCash = 0
    /// Orders from before the double-entry ledger, not split.
    public var carriedOver = 0
    /// Foodly's bank: cash couriers handed in, less what was paid out to restaurants and couriers (and payouts
    /// returned); negative when more went out than the cash that came in (card money reaches the bank from the
    /// processor, which the ledger does not book).
    public var bank = 0
    /// Held on customers' cards for orders not ended yet (memo: not Foodly's money, outside the reconciliation).
    public var heldOnCards = 0

    /// Adds up `balances`.
    public init(_ balances: [LedgerAccount: Int]) {
        for (account, amount) in balances {
            switch account.kind {
            case .restaurantPayable: restaurants -= amount
            case .courierPayable: couriers -= amount
            case .taxPayable: tax -= amount
            case .tipsPayable: tipsHeld -= amount
            case .refundsPayable: owedToCustomers -= amount
            case .customer: unpaidBills += amount
            case .processor: atProcessor += amount
            case .courierCash: courierCash += amount
            case .carriedOver: carriedOver -= amount
            case .bank: bank += amount
            case .cardHolds: heldOnCards += amount
            case .cardHoldsOffset: break
            case .commission, .serviceFees, .deliveryFees, .promotions, .courierPay, .cardFees, .refunds, .disputes,
                .adjustments:
                platform -= amount
            }
        }
    }

    /// Whether the money held (at the processor, with couriers, in the bank) and the bills still to be paid are exactly what is owed and what Foodly made: true for
    /// any set of balanced entries, so false means an entry is missing or was changed.
    public var reconciles: Bool {
        atProcessor + courierCash + unpaidBills + bank
            == restaurants + couriers + tax + platform + tipsHeld + owedToCustomers + carriedOver
    }
}
