import FoodlyCore
import FoodlyStore
import Foundation

/// Operators' payouts: who a run through a day would pay (``PayoutPlan``), the run itself (its payouts and their
/// ledger entries in one transaction, so a payee is paid once), the bank files of a run, and what became of each
/// transfer. Only operators; the payees' details are opened with the ``BankVault`` only to write the files.
public struct PayoutService: Sendable {
    let environment: AppEnvironment

    /// The service over `environment`.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// What the payouts page shows: the plan of a run through `through`, the recent runs and Foodly's accounts.
    public struct Overview: Sendable {
        /// The period's last day.
        public let through: DiaryDate
        /// Who a run through it would pay.
        public let plan: PayoutPlan
        /// The latest runs, newest first.
        public let runs: [PayoutRun]
        /// Foodly's accounts, by kind.
        public let platform: [BankAccountKind: BankAccountSummary]
    }

    /// The runs shown on the payouts page.
    static let runsShown = 20

    /// The plan of a run through `through` (`YYYY-MM-DD`; empty for yesterday, in UTC), with the recent runs.
    public func overview(through: String, for user: UserAccount) throws -> Overview {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let day = try period(through)
        return try environment.database.read { connection in
            let (plan, platform) = try Self.plan(through: day, environment.bankVault, connection)
            return Overview(
                through: day, plan: plan, runs: try PayoutQueries(connection).runs(limit: Self.runsShown),
                platform: platform)
        }
    }

    /// Pays everyone the plan through `through` pays: one payout each, with its ledger entry, and the run; refused
    /// for a period paid already or not over, or when nobody can be paid.
    public func run(through: String, by user: UserAccount) throws -> PayoutRun {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let day = try period(through)
        let vault = try BankDetailsService(environment: environment).vault()
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let payouts = PayoutQueries(connection)
            let last = try payouts.lastRun()
            do {
                try PayoutRun.check(through: day, after: last, now: now)
            } catch let issue as PayoutRun.PeriodIssue {
                throw PayoutError.period(issue)
            }
            let (plan, _) = try Self.plan(through: day, vault, connection)
            guard !plan.transfers.isEmpty else { throw PayoutError.nothingToPay }
            let number = (last?.number ?? 0) + 1
            let accounts = try BankAccountQueries(connection).accounts(
                of: plan.transfers.map(\.balance.payee.description))
            var run = PayoutRun(number: number, through: day, at: now, actorID: user.id, payouts: [])
            try payouts.insert(run)
            let ledger = LedgerQueries(connection)
            for (index, line) in plan.transfers.enumerated() {
                let balance = line.balance
                guard let account = accounts[balance.payee.description] else { continue }
                let payout = Payout(
                    id: "payout-\(number)-\(index + 1)", runNumber: number, payee: balance.payee, name: balance.name,
                    owed: balance.owed, cashSetOff: balance.cashHeld, kind: account.kind, masked: account.masked)
                try payouts.insert(payout, sealed: account.sealed, at: now)
                try ledger.post(try payout.entry(by: user.id, at: now))
                run.payouts.append(payout)
            }
            try environment.audit(
                .payoutRun, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .payout, id: "payrun-\(number)", label: "payout run \(number)"),
                after: [
                    "through": day.text, "payouts": String(run.payouts.count),
                    "total": Money.decimal(run.payouts.map(\.amount).reduce(0, +)),
                ], at: now, connection)
            return run
        }
    }

    /// Run `number` with its payouts.
    public func run(_ number: Int, for user: UserAccount) throws -> PayoutRun {
        guard user.role == .admin else { throw OrderingError.forbidden }
        guard let run = try environment.database.read({ try PayoutQueries($0).run(number) }) else {
            throw PayoutError.notFound
        }
        return run
    }

    /// The bank file of run `number`'s transfers of `kind` (a SEPA `pain.001.001.03` XML for IBANs, a NACHA file for
    /// US accounts) that were not returned, from Foodly's account of that kind as it is now; not found when the run
    /// has none.
    public func file(_ kind: BankAccountKind, run number: Int, for user: UserAccount) throws -> String {
        let run = try run(number, for: user)
        let vault = try BankDetailsService(environment: environment).vault()
        return try environment.database.read { connection in
            // A returned transfer's balance is owed again (the next run pays it): a file downloaded again must not.
            let payouts = run.payouts.filter { $0.kind == kind && $0.status != .returned }
            guard !payouts.isEmpty else { throw PayoutError.notFound }
            let sealed = try PayoutQueries(connection).sealedDetails(run: number)
            let transfers = try payouts.map { payout in
                guard let details = sealed[payout.id],
                    let account = vault.open(details, owner: payout.payee.description)
                else { throw PayoutError.unreadable }
                return (payout: payout, account: account)
            }
            guard let platform = try BankAccountQueries(connection).account(of: Payee.platformKey(kind)),
                let debtor = vault.open(platform.sealed, owner: platform.owner)
            else { throw PayoutError.unreadable }
            switch kind {
            case .iban:
                return SEPACreditTransferFile.xml(run: number, at: run.at, debtor: debtor, transfers: transfers)
            case .us:
                return NACHAFile.text(run: number, at: run.at, originator: debtor, transfers: transfers)
            }
        }
    }

    /// Marks payout `id` confirmed by the bank.
    @discardableResult
    public func markPaid(_ id: String, by user: UserAccount) throws -> Payout {
        try change(id, by: user) { payout, _, _ in
            guard payout.status == .sent else { throw PayoutError.status(payout.status) }
            payout.status = .paid
            return .payoutPaid
        }
    }

    /// Marks payout `id` returned by the payee's bank for `reason`, and gives the payee their balance back.
    @discardableResult
    public func markReturned(_ id: String, reason: String, by user: UserAccount) throws -> Payout {
        try ValidationFailure.check(Reason.issues(reason))
        let reason = Text.clean(reason)
        return try change(id, by: user) { payout, now, connection in
            guard payout.status != .returned else { throw PayoutError.status(payout.status) }
            payout.status = .returned
            payout.note = reason
            try LedgerQueries(connection).post(try payout.returnedEntry(reason: reason, by: user.id, at: now))
            return .payoutReturned
        }
    }

    /// Records `amount` cents of cash handed in by courier `id` (at most what they hold), so what they are owed can
    /// be paid again.
    public func recordCash(_ amount: Int, from id: ID<Courier>, by user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let now = environment.clock.now()
        try environment.database.write { connection in
            guard let courier = try CourierQueries(connection).courier(id: id) else {
                throw OrderingError.courierNotFound
            }
            let ledger = LedgerQueries(connection)
            let held = try ledger.balance(of: .cash(id), before: .distantFuture)
            try ledger.post(
                try CashHandIn.entry(
                    amount, id: "cash-\(environment.makeID())", from: id, held: held, by: user.id, at: now))
            try environment.audit(
                .cashHandedIn, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .courier, id: id.rawValue, label: courier.name),
                before: ["cash_held": Money.decimal(held)], after: ["cash_held": Money.decimal(held - amount)],
                at: now, connection)
        }
    }

    /// Adjusts what Foodly owes `payee` by `amount` cents (``PayeeAdjustment``: negative for a deduction) for
    /// `reason`, audited with the balance before and after.
    public func adjust(_ payee: Payee, by amount: Int, reason: String, user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let now = environment.clock.now()
        try environment.database.write { connection in
            let subject: AuditEntry.Subject
            switch payee {
            case .restaurant(let id):
                guard let restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                    throw MerchantError.restaurantNotFound
                }
                subject = AuditEntry.Subject(kind: .restaurant, id: id.rawValue, label: restaurant.name)
            case .courier(let id):
                guard let courier = try CourierQueries(connection).courier(id: id) else {
                    throw OrderingError.courierNotFound
                }
                subject = AuditEntry.Subject(kind: .courier, id: id.rawValue, label: courier.name)
            }
            let ledger = LedgerQueries(connection)
            let entry = try PayeeAdjustment.entry(
                amount, reason: reason, to: payee, id: "adjust-\(environment.makeID())", by: user.id, at: now)
            let owed = -(try ledger.balance(of: payee.payable, before: .distantFuture))
            try ledger.post(entry)
            try environment.audit(
                .payeeAdjusted, by: .account(user, as: .operator), on: subject,
                before: ["owed": Money.decimal(owed)],
                after: ["owed": Money.decimal(owed + amount), "reason": entry.reason], at: now, connection)
        }
    }

    /// The payouts made to `payee`, newest first.
    func payouts(to payee: Payee, _ connection: any DatabaseConnection) throws -> [(payout: Payout, at: Date)] {
        try PayoutQueries(connection).payouts(to: payee, limit: Self.runsShown)
    }

    private func change(
        _ id: String, by user: UserAccount,
        _ body: (inout Payout, Date, any DatabaseConnection) throws -> AuditAction
    ) throws -> Payout {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let queries = PayoutQueries(connection)
            guard var payout = try queries.payout(id) else { throw PayoutError.notFound }
            let before = payout.status
            let action = try body(&payout, now, connection)
            try queries.update(payout, at: now)
            try environment.audit(
                action, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .payout, id: payout.id, label: "\(payout.id) to \(payout.name)"),
                before: ["status": before.rawValue], after: ["status": payout.status.rawValue, "note": payout.note],
                at: now, connection)
            return payout
        }
    }

    /// The day `text` names (empty: yesterday in UTC).
    private func period(_ text: String) throws -> DiaryDate {
        if text.isEmpty { return DiaryDate(environment.clock.now(), in: .gmt).adding(days: -1) }
        guard let day = DiaryDate(text) else {
            throw ValidationFailure([
                FieldError(field: "through", code: "invalid", message: "Give the period's last day as YYYY-MM-DD.")
            ])
        }
        return day
    }

    /// Who a run through `day` would pay: every restaurant's and courier's balance when the day ended, their names,
    /// the kind of their bank details (when they open with `vault`) and the kinds Foodly can pay from.
    private static func plan(through day: DiaryDate, _ vault: BankVault?, _ connection: any DatabaseConnection) throws
        -> (PayoutPlan, [BankAccountKind: BankAccountSummary])
    {
        let ledger = LedgerQueries(connection)
        let balances = try ledger.payeeBalances(before: PayoutRun.cutoff(through: day))
        // Cash handed in after the period ended is no longer held: what is set off is what a courier held then and
        // still holds now, so it is never set off twice.
        let now = try ledger.payeeBalances(before: .distantFuture)
        var owed: [Payee: (owed: Int, cash: Int)] = [:]
        for (account, amount) in balances {
            switch account.kind {
            case .restaurantPayable: owed[.restaurant(ID(account.party)), default: (0, 0)].owed -= amount
            case .courierPayable: owed[.courier(ID(account.party)), default: (0, 0)].owed -= amount
            case .courierCash:
                owed[.courier(ID(account.party)), default: (0, 0)].cash += max(0, min(amount, now[account] ?? 0))
            default: continue
            }
        }
        let payees = Array(owed.keys)
        let restaurants = try CatalogQueries(connection).restaurants(
            ids: payees.compactMap { if case .restaurant(let id) = $0 { id } else { nil } })
        let couriers = try CourierQueries(connection).couriers(
            ids: payees.compactMap { if case .courier(let id) = $0 { id } else { nil } })
        let stored = try BankAccountQueries(connection).accounts(
            of: payees.map(\.description) + BankAccountKind.allCases.map(Payee.platformKey))
        func opens(_ row: StoredBankAccount?) -> BankAccountKind? {
            guard let row, vault?.open(row.sealed, owner: row.owner) != nil else { return nil }
            return row.kind
        }
        let platform = BankAccountKind.allCases.compactMap { stored[Payee.platformKey($0)] }
        let plan = PayoutPlan(
            balances: payees.map { payee in
                let name: String =
                    switch payee {
                    case .restaurant(let id): restaurants[id]?.name ?? id.rawValue
                    case .courier(let id): couriers[id]?.name ?? id.rawValue
                    }
                return PayoutPlan.Balance(
                    payee: payee, name: name, owed: owed[payee]?.owed ?? 0, cashHeld: owed[payee]?.cash ?? 0,
                    account: opens(stored[payee.description]))
            }, payingKinds: Set(platform.compactMap(opens)))
        return (plan, Dictionary(platform.map { ($0.kind, $0.summary) }, uniquingKeysWith: { first, _ in first }))
    }
}
