import FoodlyShared
import Foundation

/// One transaction of the double-entry ledger: a money event and the postings it makes, which sum to zero (the
/// only way to make an entry checks it, and the store refuses one that does not). Entries are never changed: a
/// mistake is put right by another entry.
public struct LedgerEntry: Sendable, Equatable {
    /// What happened.
    public enum Event: String, Sendable, CaseIterable {
        /// An order placed: its bill, and who each part of it is for.
        case placed
        /// A tip raised after delivery and charged to the card, straight to the courier.
        case tip
        /// A card order's money taken at delivery (what is left of its bill).
        case captured
        /// An order paid on delivery: the courier took its bill in cash.
        case cashCollected = "cash_collected"
        /// A delivery's pay and the order's tip, to its courier.
        case courierPay = "courier_pay"
        /// The card processor's fee on money it took.
        case cardFee = "card_fee"
        /// An operator's refund, borne by the restaurant, Foodly or both.
        case refund
        /// An order cancelled or rejected: everything it had put in any account is undone.
        case closed
        /// A card payment disputed: the bank took the money back from the processor when the dispute opened.
        case dispute
        /// The bill of an order delivered before the double-entry ledger, paid then: settled against `carried_over`.
        case carriedPaid = "carried_paid"
        /// A transfer of what Foodly owes a restaurant or a courier (less the cash a courier holds) from its bank.
        case payout
        /// A payout the payee's bank sent back: what it moved, undone.
        case payoutReturned = "payout_returned"
        /// Cash a courier collected at the door and handed in to Foodly, paid into its bank.
        case cashHandedIn = "cash_handed_in"
        /// An order to be paid on delivery that nobody answered the door for: its bill, never collected, is Foodly's
        /// loss.
        case writtenOff = "written_off"
        /// An operator's adjustment of what Foodly owes a restaurant or a courier, with its reason
        /// (``PayeeAdjustment``).
        case adjustment
        /// A card order's total held on the card (memo: nothing is taken yet).
        case authorised
        /// A card's hold ended, captured or released as its order ended (memo: what the capture took is `captured`).
        case holdEnded = "hold_ended"

        /// How the customer sees it on their bill: a charge, a refund, or nothing (money between Foodly, its
        /// processor, restaurants and couriers).
        public var customerKind: LedgerKind? {
            switch self {
            case .placed, .tip: .charge
            case .refund, .closed: .refund
            case .authorised, .holdEnded, .captured, .cashCollected, .courierPay, .cardFee, .dispute, .carriedPaid,
                .payout, .payoutReturned,
                .cashHandedIn, .writtenOff, .adjustment:
                nil
            }
        }
    }

    /// A line of the entry: an account and a signed amount (debit > 0, credit < 0), in cents.
    public struct Posting: Sendable, Equatable {
        /// The account.
        public let account: LedgerAccount
        /// Debit when positive, credit when negative.
        public let amount: Int

        /// Creates a posting.
        public init(_ account: LedgerAccount, _ amount: Int) {
            self.account = account
            self.amount = amount
        }
    }

    /// Postings that do not sum to zero.
    public struct Unbalanced: Error, Equatable, CustomStringConvertible {
        /// The sum they came to.
        public let sum: Int

        /// The sentence for a log.
        public var description: String { "A ledger entry's postings sum to \(sum), not 0." }
    }

    /// Its id: for the events that happen once per order, the event and the order (`placed-<order>`), so a retry
    /// cannot write it twice.
    public let id: String
    /// What happened.
    public let event: Event
    /// The order it belongs to, when it belongs to one.
    public let orderID: ID<Order>?
    /// Its headline amount, in cents, never negative: what the customer was charged or refunded, what was taken,
    /// paid or lost.
    public let amount: Int
    /// Why: "order placed", "tip", the status that closed the order, an operator's words.
    public let reason: String
    /// The operator who caused it; nil when the system did.
    public let actorID: ID<UserAccount>?
    /// When.
    public let at: Date
    /// Its postings, zero amounts left out and the rest merged per account, ordered by account.
    public let postings: [Posting]

    /// Creates an entry; postings that do not sum to zero are ``Unbalanced``.
    public init(
        id: String, event: Event, orderID: ID<Order>?, amount: Int, reason: String, actorID: ID<UserAccount>? = nil,
        at: Date, postings: [Posting]
    ) throws {
        let sum = postings.reduce(0) { $0 + $1.amount }
        guard sum == 0 else { throw Unbalanced(sum: sum) }
        precondition(amount >= 0, "An entry's headline amount is never negative.")
        self.id = id
        self.event = event
        self.orderID = orderID
        self.amount = amount
        self.reason = reason
        self.actorID = actorID
        self.at = at
        self.postings = Dictionary(postings.map { ($0.account, $0.amount) }, uniquingKeysWith: +)
            .filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { Posting($0.key, $0.value) }
    }

    /// The line the customer sees for it (``Event/customerKind``); nil for money they never see.
    public var customerLine: LedgerLine? {
        guard let kind = event.customerKind, let orderID, amount > 0 else { return nil }
        return LedgerLine(
            id: ID(id), orderID: orderID, kind: kind, amount: amount, reason: reason, actorID: actorID, at: at)
    }
}
