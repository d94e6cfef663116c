import FoodlyCore
import Foundation

/// The `bank_accounts` table on one connection: sealed details and their masked form, one row per owner.
public struct BankAccountQueries {
    private let connection: any DatabaseConnection

    /// The bank accounts as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// `owner`'s account; nil when none is entered.
    public func account(of owner: String) throws -> StoredBankAccount? {
        try connection.queryOne(
            "SELECT owner, kind, masked, sealed, updated_at FROM bank_accounts WHERE owner = \(owner)",
            as: StoredBankAccount.self)
    }

    /// The accounts of `owners` that have one, by owner.
    public func accounts(of owners: [String]) throws -> [String: StoredBankAccount] {
        guard !owners.isEmpty else { return [:] }
        let rows = try connection.query(
            "SELECT owner, kind, masked, sealed, updated_at FROM bank_accounts WHERE owner IN (\(list: owners))",
            as: StoredBankAccount.self)
        return Dictionary(rows.map { ($0.owner, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Writes `account` in place of whatever its owner had, entered by `actorID`.
    public func save(_ account: StoredBankAccount, by actorID: ID<UserAccount>?) throws {
        let changed = try connection.execute(
            """
            UPDATE bank_accounts SET kind = \(account.kind.rawValue), masked = \(account.masked),
                sealed = \(account.sealed), updated_at = \(account.updatedAt), updated_by = \(actorID)
            WHERE owner = \(account.owner)
            """)
        guard changed == 0 else { return }
        try connection.execute(
            """
            INSERT INTO bank_accounts (owner, kind, masked, sealed, updated_at, updated_by)
            VALUES (\(account.owner), \(account.kind.rawValue), \(account.masked), \(account.sealed),
                \(account.updatedAt), \(actorID))
            """)
    }
}
