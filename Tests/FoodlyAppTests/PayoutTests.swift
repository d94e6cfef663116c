import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Bank details and payout runs on a real store (SQLite, and PostgreSQL in its pass): who may enter details, how
/// they are kept, a run that pays the restaurant and a courier once, a second run for the same period refused, a
/// negative balance carried, a returned payout restoring the balance, the statement and the report's
/// reconciliation with payouts in them.
@Suite("Payouts")
struct PayoutTests {
    /// A restaurant with an owner and a manager, a courier with an account, an operator, a mailbox, and the ledger
    /// written straight through `Settlement`.
    struct Fixture {
        let ledger: LedgerFixture
        let clock = TestClock(ISO8601DateFormatter().date(from: "2026-12-06T10:00:00Z")!)
        let mailbox: Mailbox
        let environment: AppEnvironment
        let owner: UserAccount
        let manager: UserAccount
        let rider: UserAccount
        let admin: UserAccount
        let courier: Courier

        init(database: (any Database)? = nil, vault: BankVault? = .random()) throws {
            ledger = try LedgerFixture(try database ?? TestDatabase.migrated())
            mailbox = Mailbox(database: ledger.database)
            environment = AppEnvironment(
                database: ledger.database, clock: clock, mailer: mailbox.mailer, bankVault: vault)
            let accounts = AccountService(environment: environment)
            func account(_ name: String, _ email: String, _ role: Role) throws -> UserAccount {
                try accounts.register(
                    Registration(fullName: name, email: email, password: "abcdef1!"), role: role, signIn: true
                ).user
            }
            owner = try account("Olive Owner", "olive@example.com", .staff)
            manager = try account("Max Manager", "max@example.com", .staff)
            rider = try account("Rita Rider", "rita@example.com", .courier)
            admin = try account("Ada Admin", "admin@example.com", .admin)
            try ledger.database.write { [ledger, owner, manager] connection in
                try MerchantQueries(connection).setMembership(owner.id, restaurantID: ledger.restaurant, role: .owner)
                try MerchantQueries(connection).setMembership(
                    manager.id, restaurantID: ledger.restaurant, role: .manager)
            }
            courier = try CourierService(environment: environment).create(
                email: "rita@example.com", phone: "+14155550100", vehicle: .bicycle,
                location: GeoPoint(latitude: 37.79, longitude: -122.40), by: admin)
        }

        var bank: BankDetailsService { BankDetailsService(environment: environment) }
        var payouts: PayoutService { PayoutService(environment: environment) }

        /// Places an order of `subtotal` at `time` (its bill and shares in the ledger), still on its way.
        @discardableResult
        func place(_ id: String, _ number: Int, subtotal: Int, at time: Date, status: OrderStatus = .placed) throws
            -> (Order, PriceBreakdown)
        {
            let pricing = PriceBreakdown(
                subtotal: subtotal, discount: 0, deliveryFee: 300, serviceFee: 100, tax: 0, tip: 0,
                total: subtotal + 400)
            try ledger.insertOrder(id, number: number, status: status, pricing: pricing, at: time)
            let order = try #require(try ledger.database.read { try OrderQueries($0).order(id: ID(id)) })
            try ledger.database.write { connection in
                try LedgerQueries(connection).post(
                    try Settlement.placed(order, terms: .standard, reason: "order placed", at: time))
            }
            return (order, pricing)
        }

        /// Places and delivers an order of `subtotal` at `time`, by card or in cash.
        func deliver(_ id: String, _ number: Int, subtotal: Int, byCard: Bool, at time: Date) throws {
            let (order, pricing) = try place(id, number, subtotal: subtotal, at: time, status: .delivered)
            try ledger.database.write { [courier] connection in
                let queries = LedgerQueries(connection)
                for entry in try Settlement.delivered(
                    order.id, courier: courier.id, byCard: byCard, billLeft: pricing.total, tipHeld: 0, km: 2,
                    terms: .standard, at: time)
                {
                    try queries.post(entry)
                }
            }
        }

        func balance(_ account: LedgerAccount) throws -> Int {
            try ledger.database.read { try LedgerQueries($0).balance(of: account, before: .distantFuture) }
        }
    }

    static let iban = BankAccountDraft(
        kind: "iban", holder: "Kept Place GmbH", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX")
    static let usAccount = BankAccountDraft(
        kind: "us", holder: "Rita Rider", routingNumber: "021000021", accountNumber: "987654321",
        accountType: "checking")

    @Test func onlyOwnersChangeARestaurantsDetailsAndEveryChangeIsAuditedAndMailed() throws {
        let fixture = try Fixture()
        #expect(throws: PayoutError.ownersOnly) {
            try fixture.bank.saveRestaurantAccount(Self.iban, for: fixture.manager)
        }
        let seen = try fixture.bank.restaurantAccount(for: fixture.manager)
        #expect(seen.account == nil && !seen.canChange)
        #expect(throws: MerchantError.notStaff) {
            try fixture.bank.saveRestaurantAccount(Self.iban, for: fixture.rider)
        }

        let saved = try fixture.bank.saveRestaurantAccount(Self.iban, for: fixture.owner)
        #expect(saved.masked == "DE89 •••• 3000")
        #expect(try fixture.bank.restaurantAccount(for: fixture.manager).account?.masked == "DE89 •••• 3000")
        let refused = #expect(throws: ValidationFailure.self) {
            var typo = Self.iban
            typo.iban = "DE88 3704 0044 0532 0130 00"
            try fixture.bank.saveRestaurantAccount(typo, for: fixture.owner)
        }
        #expect(refused?.issues.map(\.field) == ["iban"])
        try fixture.bank.saveRestaurantAccount(
            BankAccountDraft(kind: "iban", holder: "Kept Place GmbH", iban: "NL91ABNA0417164300", bic: "ABNANL2A"),
            for: fixture.owner)

        let mails = try fixture.mailbox.messages(to: "olive@example.com")
        #expect(mails.map(\.subject).filter { $0.contains("bank details") }.count == 2)
        #expect(mails.last?.text.contains("now NL91 •••• 4300") == true)
        #expect(mails.last?.text.contains("was DE89 •••• 3000") == true)
        #expect(mails.allSatisfy { !$0.text.contains("0532013000") && !$0.text.contains("0417164300") })
        let log = try AuditService(environment: fixture.environment).entries(
            AuditSearch(action: .bankDetailsChanged), for: fixture.admin)
        #expect(log.entries.count == 2)
        #expect(log.entries.first?.before == ["account": "DE89 •••• 3000"])
        #expect(log.entries.first?.after["account"] == "NL91 •••• 4300")
    }

    @Test func withoutAKeyNothingIsKept() throws {
        let fixture = try Fixture(vault: nil)
        #expect(throws: PayoutError.vaultOff) {
            try fixture.bank.saveCourierAccount(Self.usAccount, for: fixture.rider)
        }
        #expect(throws: PayoutError.vaultOff) { _ = try fixture.payouts.run(through: "", by: fixture.admin) }
        #expect(try fixture.bank.courierAccount(for: fixture.rider).account == nil)
    }

    @Test func bankDetailsAreNeverInTheDatabaseFileInClear() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foodly-bank-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/foodly.sqlite"
        let database = try SQLiteDatabase(configuration: .file(path))
        let fixture = try Fixture(database: database)
        try fixture.bank.saveRestaurantAccount(Self.iban, for: fixture.owner)
        try fixture.bank.saveCourierAccount(Self.usAccount, for: fixture.rider)
        database.close()
        var raw = Data()
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
            raw += try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
        }
        let text = String(decoding: raw, as: UTF8.self)
        #expect(text.contains("DE89 •••• 3000"), "the masked form is kept to show")
        for secret in ["370400440532013000", "DE89370400440532013000", "987654321", "Kept Place GmbH", "COBADEFF"] {
            #expect(!text.contains(secret), "\(secret) is in the file")
        }
    }

    @Test func aSealedValueOpensOnlyForItsOwnerAndKey() throws {
        let vault = BankVault.random()
        let account = try BankAccount(Self.iban)
        let sealed = vault.seal(account, owner: "restaurant:a")
        #expect(vault.open(sealed, owner: "restaurant:a") == account)
        #expect(vault.open(sealed, owner: "restaurant:b") == nil, "copied to another payee's row")
        #expect(BankVault.random().open(sealed, owner: "restaurant:a") == nil, "another key")
        var bytes = Array(Data(base64Encoded: sealed)!)
        bytes[bytes.count - 1] ^= 1
        #expect(vault.open(Data(bytes).base64EncodedString(), owner: "restaurant:a") == nil, "changed")
        #expect(vault.seal(account, owner: "restaurant:a") != sealed, "a new nonce each time")
    }

    @Test func aRunPaysEveryoneOnceAndAReturnRestoresTheBalance() throws {
        let fixture = try Fixture()
        let day = 86_400.0
        let start = fixture.clock.now().addingTimeInterval(-10 * day)  // 26 November
        try fixture.deliver("a", 1, subtotal: 4000, byCard: true, at: start)
        try fixture.deliver("b", 2, subtotal: 2000, byCard: true, at: start.addingTimeInterval(day))
        try fixture.deliver("c", 3, subtotal: 1000, byCard: false, at: start.addingTimeInterval(2 * day))
        try fixture.deliver("late", 4, subtotal: 3000, byCard: true, at: fixture.clock.now().addingTimeInterval(-3600))
        // Placed in the period but still on its way: its 8.50 waits for a run after it ends.
        try fixture.place("waiting", 9, subtotal: 1000, at: start)
        let restaurant = LedgerAccount.restaurant(fixture.ledger.restaurant)
        let payable = LedgerAccount.courier(fixture.courier.id)
        let cash = LedgerAccount.cash(fixture.courier.id)
        // Food 7000 less 15%: 5950 owed by 28 November; the courier earned 3 × $4.60 and holds the cash bill ($14).
        let owedByThen = -(try fixture.balance(restaurant)) - 2550 - 850
        #expect(owedByThen == 5950)

        // Nobody can be paid yet: no details, no account to pay from.
        let before = try fixture.payouts.overview(through: "2026-11-30", for: fixture.admin)
        #expect(before.plan.transfers.isEmpty)
        #expect(before.plan.lines.map(\.skip) == [.noBankDetails, .owesFoodly])
        #expect(throws: PayoutError.nothingToPay) { try fixture.payouts.run(through: "2026-11-30", by: fixture.admin) }

        try fixture.bank.saveRestaurantAccount(Self.iban, for: fixture.owner)
        try fixture.bank.saveCourierAccount(Self.usAccount, for: fixture.rider)
        let plan = try fixture.payouts.overview(through: "2026-11-30", for: fixture.admin).plan
        #expect(plan.lines.map(\.skip) == [.noAccountToPayFrom(.iban), .owesFoodly])
        try fixture.bank.savePlatformAccount(
            BankAccountDraft(
                kind: "iban", holder: "Foodly GmbH", iban: "FR1420041010050500013M02606", bic: "PSSTFRPPXXX"),
            by: fixture.admin)
        #expect(throws: OrderingError.forbidden) { try fixture.payouts.run(through: "2026-11-30", by: fixture.owner) }
        #expect(throws: PayoutError.period(.future)) {
            try fixture.payouts.run(through: "2026-12-07", by: fixture.admin)
        }

        let run = try fixture.payouts.run(through: "2026-11-30", by: fixture.admin)
        #expect(run.number == 1 && run.payouts.count == 1)
        let payout = try #require(run.payouts.first)
        #expect(payout.payee == .restaurant(fixture.ledger.restaurant) && payout.amount == 5950)
        #expect(payout.masked == "DE89 •••• 3000" && payout.status == .sent)
        #expect(
            try fixture.balance(restaurant) == -(2550 + 850),
            "what was earned after the period, or is on its way, stays")
        #expect(try fixture.balance(.bank) == -5950)
        // The courier holds $14 cash against $13.80 pay: they owe Foodly 20 cents, carried over.
        #expect(try fixture.balance(payable) == -(1380 + 460))
        #expect(try fixture.balance(cash) == 1400)

        #expect(throws: PayoutError.period(.alreadyPaid(DiaryDate("2026-12-05")!))) {
            try fixture.payouts.run(through: "2026-11-30", by: fixture.admin)
        }
        #expect(throws: PayoutError.period(.alreadyPaid(DiaryDate("2026-12-05")!))) {
            try fixture.payouts.run(through: "2026-12-05", by: fixture.admin)
        }

        let file = try fixture.payouts.file(.iban, run: 1, for: fixture.admin)
        #expect(file.contains("<IBAN>DE89370400440532013000</IBAN>") && file.contains("<CtrlSum>59.50</CtrlSum>"))
        #expect(file.contains("<IBAN>FR1420041010050500013M02606</IBAN>"))
        #expect(throws: PayoutError.notFound) { try fixture.payouts.file(.us, run: 1, for: fixture.admin) }
        // A later change of details does not change what the run paid to.
        try fixture.bank.saveRestaurantAccount(
            BankAccountDraft(kind: "iban", holder: "Kept Place GmbH", iban: "NL91ABNA0417164300", bic: "ABNANL2A"),
            for: fixture.owner)
        #expect(try fixture.payouts.file(.iban, run: 1, for: fixture.admin) == file)

        // The statement shows the payout; the report still reconciles.
        let statement = try NumbersService(environment: fixture.environment).statement(
            week: "2026-12-06", for: fixture.owner
        )
        .statement
        let line = try #require(statement.lines.first { $0.event == .payout })
        #expect(line.paidOut == 5950 && line.net == -5950 && line.foodSales == 0)
        let shares = try ReportService(environment: fixture.environment).settlement(
            from: DiaryDate("2026-11-01")!, to: DiaryDate("2026-12-31")!)
        #expect(shares.bank == -5950 && shares.reconciles)

        // The bank sends it back: the balance is owed again, and it cannot be returned twice or marked paid.
        #expect(throws: ValidationFailure.self) {
            try fixture.payouts.markReturned(payout.id, reason: " ", by: fixture.admin)
        }
        let returned = try fixture.payouts.markReturned(payout.id, reason: "Account closed", by: fixture.admin)
        #expect(returned.status == .returned && returned.note == "Account closed")
        #expect(try fixture.balance(restaurant) == -(5950 + 2550 + 850))
        #expect(throws: PayoutError.notFound, "a returned transfer leaves the run's file") {
            try fixture.payouts.file(.iban, run: 1, for: fixture.admin)
        }
        #expect(try fixture.balance(.bank) == 0)
        #expect(throws: PayoutError.status(.returned)) {
            try fixture.payouts.markReturned(payout.id, reason: "x", by: fixture.admin)
        }
        #expect(throws: PayoutError.status(.returned)) { try fixture.payouts.markPaid(payout.id, by: fixture.admin) }
        #expect(throws: PayoutError.notFound) { try fixture.payouts.markPaid("payout-9-9", by: fixture.admin) }

        // A run through today pays it all again, now to the new account, and the courier by ACH.
        try fixture.bank.savePlatformAccount(
            BankAccountDraft(
                kind: "us", holder: "Foodly Inc", routingNumber: "011000015", accountNumber: "11223344",
                accountType: "checking", companyId: "1234567890"), by: fixture.admin)
        try fixture.deliver("tipped", 5, subtotal: 500, byCard: true, at: fixture.clock.now().addingTimeInterval(-60))
        let second = try fixture.payouts.run(through: "2026-12-06", by: fixture.admin)
        #expect(second.number == 2)
        #expect(second.payouts.map(\.amount).sorted() == [5950 + 2550 + 425, 1380 + 460 + 460 - 1400].sorted())
        let toCourier = try #require(second.payouts.first { $0.payee == .courier(fixture.courier.id) })
        #expect(toCourier.cashSetOff == 1400 && toCourier.kind == .us && toCourier.masked == "Checking •••• 4321")
        #expect(try fixture.balance(payable) == 0)
        #expect(try fixture.balance(cash) == 0)
        #expect(try fixture.balance(restaurant) == -850, "the order on its way is not paid for yet")
        let nacha = try fixture.payouts.file(.us, run: 2, for: fixture.admin)
        #expect(nacha.contains("622021000021987654321        0000000900"))
        let paid = try fixture.payouts.markPaid(toCourier.id, by: fixture.admin)
        #expect(paid.status == .paid)
        let seen = try fixture.bank.courierAccount(for: fixture.rider)
        #expect(seen.payouts.map(\.payout.status) == [.paid])
    }
}

extension PayoutTests {
    @Test func cashHandedInLetsACourierBePaid() throws {
        let fixture = try Fixture()
        try fixture.deliver(
            "cash", 1, subtotal: 1000, byCard: false, at: fixture.clock.now().addingTimeInterval(-86_400))
        try fixture.bank.saveCourierAccount(Self.usAccount, for: fixture.rider)
        try fixture.bank.savePlatformAccount(
            BankAccountDraft(
                kind: "us", holder: "Foodly Inc", routingNumber: "011000015", accountNumber: "11223344",
                accountType: "checking", companyId: "1234567890"), by: fixture.admin)
        let courier = fixture.courier.id
        let before = try fixture.payouts.overview(through: "2026-12-06", for: fixture.admin).plan
        #expect(before.lines.first { $0.balance.payee == .courier(courier) }?.skip == .owesFoodly)
        let tooMuch = #expect(throws: ValidationFailure.self) {
            try fixture.payouts.recordCash(1401, from: courier, by: fixture.admin)
        }
        #expect(tooMuch?.issues.first?.message == "Enter an amount from $0.01 to $14.00, the cash they hold.")
        #expect(throws: ValidationFailure.self) { try fixture.payouts.recordCash(0, from: courier, by: fixture.admin) }
        #expect(throws: OrderingError.forbidden) {
            try fixture.payouts.recordCash(100, from: courier, by: fixture.rider)
        }
        try fixture.payouts.recordCash(1400, from: courier, by: fixture.admin)
        #expect(try fixture.balance(.cash(courier)) == 0)
        #expect(try fixture.balance(.bank) == 1400)
        // Handed in after yesterday ended: a run through yesterday sets off only what is still held, nothing.
        let run = try fixture.payouts.run(through: "", by: fixture.admin)
        #expect(run.payouts.map(\.amount) == [460] && run.payouts.first?.cashSetOff == 0)
        #expect(try fixture.balance(.bank) == 1400 - 460)
        #expect(try fixture.balance(.cash(courier)) == 0, "never below nothing")
        let shares = try ReportService(environment: fixture.environment).settlement(
            from: DiaryDate("2026-12-01")!, to: DiaryDate("2026-12-06")!)
        #expect(shares.bank == 940 && shares.reconciles)
    }
}
