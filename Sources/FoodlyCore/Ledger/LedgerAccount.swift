/// An account of the double-entry ledger: a kind and, for the kinds kept per party, whose it is (a restaurant's id,
/// a courier's id, an order's id). Written `kind` or `kind:party` in `ledger_postings.account`.
///
/// A posting's amount is a debit when positive and a credit when negative, so an account's balance (the sum of its
/// postings) is positive for what is held or owed to Foodly (money at the card processor, cash in a courier's
/// pocket, a customer's unpaid bill, an expense) and negative for what Foodly owes or has earned (a restaurant's or a
/// courier's payable, tax to pay, revenue).
public struct LedgerAccount: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What the account holds.
    public enum Kind: String, Sendable, CaseIterable {
        /// One order's bill (party: the order): debited by what the customer is charged, credited as it is paid or
        /// taken off the bill.
        case customer
        /// Card money at the payment provider, not paid out yet.
        case processor
        /// Cash a courier collected at the door and still holds (party: the courier).
        case courierCash = "courier_cash"
        /// What Foodly owes a restaurant for its food (party: the restaurant).
        case restaurantPayable = "restaurant_payable"
        /// What Foodly owes a courier: pay and tips (party: the courier).
        case courierPayable = "courier_payable"
        /// An order's tip before it is delivered (party: the order); it passes to the courier who delivers it.
        case tipsPayable = "tips_payable"
        /// Sales tax collected, to be paid to the tax authority.
        case taxPayable = "tax_payable"
        /// What a customer is owed back in cash or by transfer (a refund of an order paid on delivery).
        case refundsPayable = "refunds_payable"
        /// Revenue: the commission on restaurants' food sales.
        case commission
        /// Revenue: the customers' service fees.
        case serviceFees = "service_fees"
        /// Revenue: the customers' delivery fees.
        case deliveryFees = "delivery_fees"
        /// Expense: coupons' discounts (Foodly funds every coupon).
        case promotions
        /// Expense: couriers' pay per delivery (tips are not Foodly's and never pass through here), in two parts
        /// (party `base` and `distance`, ``courierBasePay`` and ``courierDistancePay``; deliveries settled before the
        /// parts were told apart have one posting with no party).
        case courierPay = "courier_pay"
        /// Expense: the card processor's fees.
        case cardFees = "card_fees"
        /// Expense: refunds Foodly bears.
        case refunds
        /// Expense: card disputes lost (the bank took the money back).
        case disputes
        /// The bills of orders placed before the double-entry ledger, whose money was never split between the
        /// restaurant, the courier, tax and Foodly.
        case carriedOver = "carried_over"
        /// Foodly's bank account: debited by cash a courier hands in, credited by each payout to a restaurant or a
        /// courier (and debited back by a returned one). The processor's deposits of card money are not booked.
        case bank
        /// Memo: what a customer's card holds for an order (party: the order) from the hold until it ends (captured
        /// or released). Not money Foodly has: it never counts in what is owed or held, and with its offset it always
        /// adds up to zero.
        case cardHolds = "card_holds"
        /// Memo: the other side of every `card_holds` posting.
        case cardHoldsOffset = "card_holds_offset"
        /// Expense: an operator's adjustments of what Foodly owes a restaurant or a courier (a credit for an order
        /// that went wrong; negative for a deduction).
        case adjustments

        /// Whether its balance is Foodly's own revenue or expense: the platform's result is minus their sum.
        public var isPlatformResult: Bool {
            switch self {
            case .commission, .serviceFees, .deliveryFees, .promotions, .courierPay, .cardFees, .refunds, .disputes,
                .adjustments:
                true
            case .customer, .processor, .courierCash, .restaurantPayable, .courierPayable, .tipsPayable, .taxPayable,
                .refundsPayable, .carriedOver, .bank, .cardHolds, .cardHoldsOffset:
                false
            }
        }
    }

    /// What the account holds.
    public let kind: Kind
    /// Whose it is: an id for the kinds kept per restaurant, courier or order; empty for Foodly's own accounts.
    public let party: String

    /// Creates an account.
    public init(_ kind: Kind, _ party: String = "") {
        self.kind = kind
        self.party = party
    }

    /// The base part of couriers' pay for their deliveries.
    public static let courierBasePay = LedgerAccount(.courierPay, "base")
    /// The part of couriers' pay for the distance ridden.
    public static let courierDistancePay = LedgerAccount(.courierPay, "distance")

    /// What a card holds for an order (memo).
    public static func hold(_ order: ID<Order>) -> LedgerAccount { LedgerAccount(.cardHolds, order.rawValue) }

    /// One order's bill.
    public static func customer(_ order: ID<Order>) -> LedgerAccount { LedgerAccount(.customer, order.rawValue) }
    /// A restaurant's payable.
    public static func restaurant(_ id: ID<Restaurant>) -> LedgerAccount {
        LedgerAccount(.restaurantPayable, id.rawValue)
    }
    /// A courier's payable.
    public static func courier(_ id: ID<Courier>) -> LedgerAccount { LedgerAccount(.courierPayable, id.rawValue) }
    /// The cash a courier holds.
    public static func cash(_ id: ID<Courier>) -> LedgerAccount { LedgerAccount(.courierCash, id.rawValue) }
    /// Foodly's bank account.
    public static let bank = LedgerAccount(.bank)
    /// An order's tip before delivery.
    public static func tips(_ order: ID<Order>) -> LedgerAccount { LedgerAccount(.tipsPayable, order.rawValue) }

    /// `kind` or `kind:party`, as stored.
    public var description: String { party.isEmpty ? kind.rawValue : "\(kind.rawValue):\(party)" }

    /// The account `text` names (``description``); nil for an unknown kind.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let kind = Kind(rawValue: first) else { return nil }
        self.init(kind, parts.count > 1 ? parts[1] : "")
    }

    /// Ordered by kind, then party.
    public static func < (lhs: LedgerAccount, rhs: LedgerAccount) -> Bool {
        (lhs.kind.rawValue, lhs.party) < (rhs.kind.rawValue, rhs.party)
    }
}
