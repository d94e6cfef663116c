import FoodlyCore
import Foundation

/// A new link for an account holder: the hash of its token (never the token itself), what it is for and when it
/// stops working.
public struct NewAccountToken: Sendable, Equatable {
    /// BLAKE2b hash of the token in the link.
    public let tokenHash: String
    /// What the link does.
    public let purpose: AccountTokenPurpose
    /// When it was made.
    public let createdAt: Date
    /// When it stops working.
    public let expiresAt: Date

    /// Creates a token record.
    public init(tokenHash: String, purpose: AccountTokenPurpose, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.purpose = purpose
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
