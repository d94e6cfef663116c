import Foundation

/// Who a payout run pays and how much, from what each payee was owed when the period ended. The one rule: a payee
/// gets one transfer of what Foodly owes them less the cash they hold (a courier's cash is set off against their
/// pay), when that is more than zero and they have bank details Foodly can pay from its own account of the same kind.
/// Anyone else is listed with the reason and keeps their balance for a later run: a balance that owes Foodly is
/// carried over, never paid as a negative transfer.
public struct PayoutPlan: Sendable, Equatable {
    /// Why a payee with a balance gets nothing in this run.
    public enum Skip: Sendable, Equatable {
        /// They owe Foodly (refunds they bore, or a courier's cash beyond their pay).
        case owesFoodly
        /// They have entered no bank details.
        case noBankDetails
        /// Foodly has no account of this kind to pay from.
        case noAccountToPayFrom(BankAccountKind)
    }

    /// What one payee stands at, as the plan is made.
    public struct Balance: Sendable, Equatable {
        /// The payee.
        public let payee: Payee
        /// Their name, as payouts and files show it.
        public let name: String
        /// What Foodly owes them (their payable), in cents: negative when they owe Foodly.
        public let owed: Int
        /// The cash a courier holds, in cents (0 for a restaurant).
        public let cashHeld: Int
        /// The kind of bank account they entered; nil for none.
        public let account: BankAccountKind?

        /// Creates a balance.
        public init(payee: Payee, name: String, owed: Int, cashHeld: Int, account: BankAccountKind?) {
            self.payee = payee
            self.name = name
            self.owed = owed
            self.cashHeld = cashHeld
            self.account = account
        }

        /// What a transfer would be: owed less cash held.
        public var net: Int { owed - cashHeld }
    }

    /// One payee of the plan.
    public struct Line: Sendable, Equatable {
        /// Where they stand.
        public let balance: Balance
        /// Why they get nothing; nil for a transfer of ``Balance/net``.
        public let skip: Skip?

        /// The transfer, in cents (0 when skipped).
        public var amount: Int { skip == nil ? balance.net : 0 }
    }

    /// Every payee with a balance or cash held, transfers first, each part by name.
    public let lines: [Line]

    /// The plan for `balances`, when Foodly can pay from accounts of `payingKinds`. Payees whose balance and
    /// cash are both zero are left out.
    public init(balances: [Balance], payingKinds: Set<BankAccountKind>) {
        lines = balances.filter { $0.owed != 0 || $0.cashHeld != 0 }.map { balance in
            let skip: Skip? =
                if balance.net <= 0 {
                    .owesFoodly
                } else if let kind = balance.account {
                    payingKinds.contains(kind) ? nil : .noAccountToPayFrom(kind)
                } else {
                    .noBankDetails
                }
            return Line(balance: balance, skip: skip)
        }.sorted {
            ($0.skip == nil ? 0 : 1, $0.balance.name, $0.balance.payee) < (
                $1.skip == nil ? 0 : 1, $1.balance.name, $1.balance.payee
            )
        }
    }

    /// The lines paid.
    public var transfers: [Line] { lines.filter { $0.skip == nil } }

    /// The sum of the transfers, in cents.
    public var total: Int { transfers.map(\.amount).reduce(0, +) }

    /// The ledger entry of a transfer of `amount` to `payee`, whose payable was `owed` with `cashSetOff` cash they
    /// hold set off against it: the payable debited by `owed`, the cash credited, the rest leaving Foodly's bank.
    public static func entry(
        id: String, payee: Payee, owed: Int, cashSetOff: Int, by actorID: ID<UserAccount>?, at time: Date
    ) throws -> LedgerEntry {
        try LedgerEntry(
            id: id, event: .payout, orderID: nil, amount: owed - cashSetOff, reason: "payout", actorID: actorID,
            at: time,
            postings: [
                .init(payee.payable, owed), .init(payee.cash ?? payee.payable, -cashSetOff),
                .init(.bank, -(owed - cashSetOff)),
            ])
    }
}
