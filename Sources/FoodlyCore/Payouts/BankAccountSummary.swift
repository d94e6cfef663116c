import Foundation

/// What pages show of bank details on file: their kind, masked form and when they were entered — never the details.
public struct BankAccountSummary: Sendable, Equatable {
    /// Which file pays it.
    public let kind: BankAccountKind
    /// "DE89 •••• 3000", "Checking •••• 6789".
    public let masked: String
    /// When they were entered.
    public let updatedAt: Date

    /// Creates a summary.
    public init(kind: BankAccountKind, masked: String, updatedAt: Date) {
        self.kind = kind
        self.masked = masked
        self.updatedAt = updatedAt
    }
}
