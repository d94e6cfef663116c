import FoodlyCore
import Foundation

/// A row of `bank_accounts`: whose account, its kind and masked form, and the details sealed (only the app, which
/// holds the key, can open them).
public struct StoredBankAccount: Sendable, Equatable, Decodable {
    /// `restaurant:<id>`, `courier:<id>`, `platform:iban` or `platform:us`.
    public let owner: String
    /// Which file pays it.
    public let kind: BankAccountKind
    /// What pages show.
    public let masked: String
    /// The sealed details.
    public let sealed: String
    /// When they were last entered.
    public let updatedAt: Date

    /// Creates a row.
    public init(owner: String, kind: BankAccountKind, masked: String, sealed: String, updatedAt: Date) {
        self.owner = owner
        self.kind = kind
        self.masked = masked
        self.sealed = sealed
        self.updatedAt = updatedAt
    }

    /// What pages show of it.
    public var summary: BankAccountSummary { BankAccountSummary(kind: kind, masked: masked, updatedAt: updatedAt) }

    enum CodingKeys: String, CodingKey {
        case owner, kind, masked, sealed
        case updatedAt = "updated_at"
    }
}
