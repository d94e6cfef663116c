import FoodlyCore
import FoodlyStore
import Foundation

/// Where Foodly pays people, and the accounts it pays from: a restaurant's bank details (its owners change them,
/// managers see them masked), a courier's own, and Foodly's (operators). Details are checked by ``BankAccount``'s
/// rules, sealed by the ``BankVault`` before they reach the database, shown masked; each change is audited with the
/// masked values and mailed to the payee, so a change nobody asked for is noticed.
public struct BankDetailsService: Sendable {
    let environment: AppEnvironment

    /// The service over `environment`.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The restaurant `user` owns or manages, its account (nil for none), whether `user` may change it, and the
    /// payouts made to it, newest first.
    public func restaurantAccount(for user: UserAccount) throws -> (
        restaurant: Restaurant, account: BankAccountSummary?, canChange: Bool, payouts: [(payout: Payout, at: Date)]
    ) {
        try environment.database.read { connection in
            let (restaurant, role) = try Self.member(user, connection)
            guard role != .staff else { throw PayoutError.ownersOnly }
            let payee = Payee.restaurant(restaurant.id)
            let account = try BankAccountQueries(connection).account(of: payee.description)
            return (
                restaurant, account?.summary, role == .owner,
                try PayoutService(environment: environment).payouts(to: payee, connection)
            )
        }
    }

    /// Saves the bank details of the restaurant `user` owns.
    @discardableResult
    public func saveRestaurantAccount(_ draft: BankAccountDraft, for user: UserAccount) throws -> BankAccountSummary {
        let vault = try vault()
        let account = try BankAccount(draft)
        return try environment.database.write { connection in
            let (restaurant, role) = try Self.member(user, connection)
            guard role == .owner else { throw PayoutError.ownersOnly }
            let owners = try MerchantQueries(connection).members(restaurantID: restaurant.id).filter {
                $0.role == .owner
            }
            return try save(
                account, owner: Payee.restaurant(restaurant.id).description, vault: vault, by: .member(user, role),
                subject: .restaurant(restaurant.id, name: restaurant.name), restaurant: restaurant.id,
                mailTo: owners.map { ($0.email, $0.fullName) }, payee: restaurant.name, connection)
        }
    }

    /// The courier record of `user`, their account (nil for none) and the payouts made to them, newest first.
    public func courierAccount(for user: UserAccount) throws -> (
        courier: Courier, account: BankAccountSummary?, payouts: [(payout: Payout, at: Date)]
    ) {
        try environment.database.read { connection in
            let courier = try CourierService.courier(of: user, CourierQueries(connection))
            let payee = Payee.courier(courier.id)
            return (
                courier, try BankAccountQueries(connection).account(of: payee.description)?.summary,
                try PayoutService(environment: environment).payouts(to: payee, connection)
            )
        }
    }

    /// Saves the bank details of the courier `user` is.
    @discardableResult
    public func saveCourierAccount(_ draft: BankAccountDraft, for user: UserAccount) throws -> BankAccountSummary {
        let vault = try vault()
        let account = try BankAccount(draft)
        return try environment.database.write { connection in
            let courier = try CourierService.courier(of: user, CourierQueries(connection))
            return try save(
                account, owner: Payee.courier(courier.id).description, vault: vault, by: .account(user, as: .courier),
                subject: AuditEntry.Subject(kind: .courier, id: courier.id.rawValue, label: courier.name),
                restaurant: nil, mailTo: [(user.email, user.fullName)], payee: courier.name, connection)
        }
    }

    /// Foodly's accounts, by kind, for an operator.
    public func platformAccounts(for user: UserAccount) throws -> [BankAccountKind: BankAccountSummary] {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return try environment.database.read { connection in
            let rows = try BankAccountQueries(connection).accounts(of: BankAccountKind.allCases.map(Payee.platformKey))
            return Dictionary(rows.values.map { ($0.kind, $0.summary) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Saves the account Foodly pays from for the draft's kind (a US one with its ACH company identification).
    @discardableResult
    public func savePlatformAccount(_ draft: BankAccountDraft, by user: UserAccount) throws -> BankAccountSummary {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let vault = try vault()
        let account = try BankAccount(draft, forPlatform: true)
        return try environment.database.write { connection in
            try save(
                account, owner: Payee.platformKey(account.kind), vault: vault, by: .account(user, as: .operator),
                subject: AuditEntry.Subject(
                    kind: .payout, id: Payee.platformKey(account.kind),
                    label: "Foodly's \(account.kind.rawValue) account"),
                restaurant: nil, mailTo: [], payee: "Foodly", connection)
        }
    }

    /// The vault, or `vaultOff`.
    func vault() throws -> BankVault {
        guard let vault = environment.bankVault else { throw PayoutError.vaultOff }
        return vault
    }

    private func save(
        _ account: BankAccount, owner: String, vault: BankVault, by actor: AuditEntry.Actor,
        subject: AuditEntry.Subject, restaurant: ID<Restaurant>?, mailTo recipients: [(String, String)],
        payee: String, _ connection: any DatabaseConnection
    ) throws -> BankAccountSummary {
        let now = environment.clock.now()
        let queries = BankAccountQueries(connection)
        let before = try queries.account(of: owner)
        let stored = StoredBankAccount(
            owner: owner, kind: account.kind, masked: account.masked, sealed: vault.seal(account, owner: owner),
            updatedAt: now)
        try queries.save(stored, by: actor.userID)
        try environment.audit(
            .bankDetailsChanged, by: actor, on: subject, restaurant: restaurant,
            before: before.map { ["account": $0.masked] } ?? [:],
            after: ["account": stored.masked], at: now, connection)
        if let mailer = environment.mailer {
            for (email, name) in recipients {
                try mailer.send(
                    to: email, name: name, subject: "Your bank details on Foodly were changed",
                    text: """
                        Hello \(name),

                        The bank account Foodly pays \(payee) to was \(before == nil ? "entered" : "changed") by \
                        \(actor.label): it is now \(stored.masked)\
                        \(before.map { ", was \($0.masked)" } ?? "").

                        If you did not ask for this, write to \(mailer.support?.address ?? "Foodly's support") \
                        before the next payout.

                        Foodly
                        """, at: now, in: connection)
            }
        }
        return stored.summary
    }

    private static func member(_ user: UserAccount, _ connection: any DatabaseConnection) throws -> (
        Restaurant, StaffRole
    ) {
        guard user.role == .staff, let (restaurantID, role) = try MerchantQueries(connection).membership(of: user.id),
            let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID)
        else { throw MerchantError.notStaff }
        return (restaurant, role)
    }
}
