import Foundation

/// An account as the console lists it: who, since when, whether it is locked and why, and how many orders it placed.
public struct AccountRecord: Sendable, Equatable {
    /// The account.
    public var user: UserAccount
    /// When an operator locked it; nil when it is open.
    public var lockedAt: Date?
    /// Why it was locked.
    public var lockedReason: String?
    /// Orders it placed, in all.
    public var orderCount: Int

    /// Creates a record.
    public init(user: UserAccount, lockedAt: Date?, lockedReason: String?, orderCount: Int) {
        self.user = user
        self.lockedAt = lockedAt
        self.lockedReason = lockedReason
        self.orderCount = orderCount
    }

    /// Whether the account is locked.
    public var isLocked: Bool { lockedAt != nil }
}
