import FoodlyCore
import Foundation

/// A stored link of an account holder, as read back by its token's hash.
public struct AccountTokenRecord: Decodable, Sendable, Equatable {
    /// Whose it is.
    public let userID: ID<UserAccount>
    /// When it stops working.
    public let expiresAt: Date
    /// When it was used (or given up for another one), if it was.
    public let usedAt: Date?

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case expiresAt = "expires_at"
        case usedAt = "used_at"
    }

    /// Whether the link still works at `time`: not used and not expired.
    public func works(at time: Date) -> Bool {
        usedAt == nil && expiresAt > time
    }
}
