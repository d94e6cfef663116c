import FoodlyShared
import Foundation

/// A restaurant's statement for a week (Monday to Sunday in its time zone), from the ledger: each entry that moved
/// what Foodly owes it, with the food sales, commission, tax, refunds it bears and operators' adjustments behind the
/// amount, the running balance from the week's opening one, and the totals. For every line, food sales − commission
/// − refunds + adjustments − paid out = the amount it adds to what is owed (the net).
public struct RestaurantStatement: Sendable, Equatable {
    /// One entry of the statement.
    public struct Line: Sendable, Equatable {
        /// The ledger entry's id.
        public let entryID: String
        /// The order it belongs to, and its number when known.
        public let orderID: ID<Order>?
        /// The order's number.
        public let orderNumber: Int?
        /// When.
        public let at: Date
        /// What happened (placed, refund, closed, adjustment, payout, payout returned, cash at the counter).
        public let event: LedgerEntry.Event
        /// An adjustment's reason; empty for every other line.
        public let note: String
        /// Food sales (the subtotal, before a coupon Foodly funds); negative when a cancelled order undoes them.
        public let foodSales: Int
        /// Foodly's commission on them.
        public let commission: Int
        /// The sales tax the customer paid (Foodly pays it to the tax authority).
        public let tax: Int
        /// Refunds the restaurant bears.
        public let refunds: Int
        /// An operator's adjustment (negative: a deduction).
        public let adjustments: Int
        /// Paid to the restaurant's bank (negative when a payout came back), or cash a pickup customer paid at its
        /// counter.
        public let paidOut: Int
        /// What the entry adds to what Foodly owes the restaurant.
        public let net: Int
        /// What Foodly owes the restaurant after it.
        public let balance: Int
    }

    /// The week's first day (a Monday).
    public let from: DiaryDate
    /// The week's last day (the Sunday).
    public let to: DiaryDate
    /// What Foodly owed the restaurant when the week began.
    public let opening: Int
    /// The week's entries, oldest first.
    public let lines: [Line]

    /// What Foodly owes the restaurant when the week ends.
    public var closing: Int { lines.last?.balance ?? opening }

    /// The statement of `restaurant` over `from`…`to`: `entries` are those that moved its payable in the week,
    /// oldest first; `numbers` the orders' numbers; `borneBefore` for each order the refunds the restaurant bore
    /// before the week's entries of it (a closed entry undoes them too).
    public init(
        restaurant: ID<Restaurant>, from: DiaryDate, to: DiaryDate, opening: Int, entries: [LedgerEntry],
        numbers: [ID<Order>: Int], borneBefore: [ID<Order>: Int]
    ) {
        self.from = from
        self.to = to
        self.opening = opening
        let account = LedgerAccount.restaurant(restaurant)
        var balance = opening
        var borne = borneBefore
        lines = entries.compactMap { entry in
            func credit(_ wanted: LedgerAccount) -> Int {
                -entry.postings.filter { $0.account == wanted }.map(\.amount).reduce(0, +)
            }
            let net = credit(account)
            guard entry.postings.contains(where: { $0.account == account }) else { return nil }
            let commission = credit(LedgerAccount(.commission))
            let order = entry.orderID
            var refunds = 0
            var paidOut = 0
            var adjustments = 0
            if entry.event == .adjustment {
                adjustments = net
            } else if [.payout, .payoutReturned, .cashCollected].contains(entry.event) {
                paidOut = -net
            } else if entry.event == .refund {
                refunds = -net
                if let order { borne[order, default: 0] += refunds }
            } else if entry.event == .closed, let order {
                refunds = -(borne[order] ?? 0)
                borne[order] = 0
            }
            balance += net
            return Line(
                entryID: entry.id, orderID: order, orderNumber: order.flatMap { numbers[$0] }, at: entry.at,
                event: entry.event, note: entry.event == .adjustment ? entry.reason : "",
                foodSales: net + commission + refunds - adjustments + paidOut, commission: commission,
                tax: credit(LedgerAccount(.taxPayable)), refunds: refunds, adjustments: adjustments, paidOut: paidOut,
                net: net, balance: balance)
        }
    }

    /// How statements name what happened.
    public static let eventNames: [LedgerEntry.Event: String] = [
        .placed: "Order", .refund: "Refund", .closed: "Cancelled", .payout: "Payout",
        .payoutReturned: "Payout returned", .adjustment: "Adjustment", .cashCollected: "Cash at the counter",
    ]
}
