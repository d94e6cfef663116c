import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// Who a payout run pays, by the one written rule, and the entries it makes: over random balances, every transfer
/// is owed less cash held, never negative or zero, every entry balances, and afterwards each payee paid stands at
/// exactly zero (restaurants) or with their cash settled (couriers).
@Suite("Payout plans")
struct PayoutPlanTests {
    @Test func theRuleByExample() {
        let plan = PayoutPlan(
            balances: [
                .init(payee: .restaurant(ID("r1")), name: "Zest", owed: 12_345, cashHeld: 0, account: .iban),
                .init(payee: .restaurant(ID("r2")), name: "Owes", owed: -500, cashHeld: 0, account: .iban),
                .init(payee: .restaurant(ID("r3")), name: "Nothing", owed: 0, cashHeld: 0, account: .iban),
                .init(payee: .restaurant(ID("r4")), name: "No bank", owed: 900, cashHeld: 0, account: nil),
                .init(payee: .courier(ID("c1")), name: "Rita", owed: 4000, cashHeld: 1500, account: .us),
                .init(payee: .courier(ID("c2")), name: "Cash heavy", owed: 1000, cashHeld: 2500, account: .us),
                .init(payee: .courier(ID("c3")), name: "Abroad", owed: 700, cashHeld: 0, account: .iban),
            ], payingKinds: [.us])
        #expect(plan.transfers.map(\.balance.name) == ["Rita"])
        #expect(plan.total == 2500)
        let skips = Dictionary(uniqueKeysWithValues: plan.lines.map { ($0.balance.name, $0.skip) })
        #expect(skips["Owes"] == .owesFoodly && skips["Cash heavy"] == .owesFoodly)
        #expect(skips["No bank"] == .noBankDetails)
        #expect(skips["Zest"] == .noAccountToPayFrom(.iban) && skips["Abroad"] == .noAccountToPayFrom(.iban))
        #expect(skips.keys.contains("Nothing") == false, "a payee at zero is left out")
    }

    @Test func randomBalancesArePaidOnceAndBalance() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let balances = (0..<Int.random(in: 0...12, using: &generator)).map { index in
                let courier = Bool.random(using: &generator)
                return PayoutPlan.Balance(
                    payee: courier ? .courier(ID("c\(index)")) : .restaurant(ID("r\(index)")), name: "P\(index)",
                    owed: Int.random(in: -5000...50_000, using: &generator),
                    cashHeld: courier ? Int.random(in: 0...20_000, using: &generator) : 0,
                    account: [BankAccountKind.iban, .us, nil].randomElement(using: &generator)!)
            }
            let kinds = Set(BankAccountKind.allCases.filter { _ in Bool.random(using: &generator) })
            let plan = PayoutPlan(balances: balances, payingKinds: kinds)
            var ledger: [LedgerAccount: Int] = [:]
            for balance in balances {
                ledger[balance.payee.payable, default: 0] -= balance.owed
                if let cash = balance.payee.cash { ledger[cash, default: 0] += balance.cashHeld }
            }
            for (index, line) in plan.transfers.enumerated() {
                #expect(line.amount > 0 && line.amount == line.balance.owed - line.balance.cashHeld)
                #expect(line.balance.account.map(kinds.contains) == true)
                let payout = Payout(
                    id: "payout-1-\(index)", runNumber: 1, payee: line.balance.payee, name: line.balance.name,
                    owed: line.balance.owed, cashSetOff: line.balance.cashHeld, kind: line.balance.account!,
                    masked: "")
                let entry = try payout.entry(by: nil, at: Date())
                let sum = entry.postings.map(\.amount).reduce(0, +)
                #expect(sum == 0)
                #expect(entry.amount == line.amount)
                for posting in entry.postings { ledger[posting.account, default: 0] += posting.amount }
                // A return undoes it to the cent.
                let back = try payout.returnedEntry(reason: "closed account", by: nil, at: Date())
                let undone: [LedgerAccount: Int] = Dictionary(
                    back.postings.map { ($0.account, -$0.amount) }, uniquingKeysWith: +)
                let done: [LedgerAccount: Int] = Dictionary(
                    entry.postings.map { ($0.account, $0.amount) }, uniquingKeysWith: +)
                #expect(undone == done)
            }
            for line in plan.transfers {
                #expect(ledger[line.balance.payee.payable, default: 0] == 0)
                if let cash = line.balance.payee.cash { #expect(ledger[cash, default: 0] == 0) }
            }
            #expect(-(ledger[.bank] ?? 0) == plan.total)
            #expect(plan.lines.filter { $0.skip == nil }.count == plan.transfers.count)
            #expect(plan.lines.allSatisfy { $0.skip != nil || $0.balance.net > 0 })
            #expect(plan.lines.allSatisfy { $0.skip != .owesFoodly || $0.balance.net <= 0 })
        }
    }

    @Test func aPeriodIsPaidOnce() throws {
        let now = try #require(ISO8601DateFormatter().date(from: "2026-12-06T10:00:00Z"))
        let last = PayoutRun(
            number: 1, through: DiaryDate("2026-11-29")!, at: now.addingTimeInterval(-86_400), actorID: nil, payouts: []
        )
        // Made on 5 December for the week through 29 November: everything before the 6th is paid.
        #expect(throws: PayoutRun.PeriodIssue.alreadyPaid(DiaryDate("2026-12-04")!)) {
            try PayoutRun.check(through: DiaryDate("2026-11-30")!, after: last, now: now)
        }
        #expect(throws: PayoutRun.PeriodIssue.alreadyPaid(DiaryDate("2026-12-04")!)) {
            try PayoutRun.check(through: DiaryDate("2026-12-04")!, after: last, now: now)
        }
        try PayoutRun.check(through: DiaryDate("2026-12-05")!, after: last, now: now)
        try PayoutRun.check(through: DiaryDate("2026-12-06")!, after: last, now: now)
        #expect(throws: PayoutRun.PeriodIssue.future) {
            try PayoutRun.check(through: DiaryDate("2026-12-07")!, after: nil, now: now)
        }
        try PayoutRun.check(through: DiaryDate("2020-01-01")!, after: nil, now: now)
    }
}
