import Foundation

/// An invitation to join a restaurant's staff, mailed as a link; only its token's hash is stored.
public struct StaffInvite: Sendable, Equatable {
    /// The restaurant.
    public let restaurantID: ID<Restaurant>
    /// Who is invited (the account that accepts must use this address).
    public let email: String
    /// The role they get.
    public let role: StaffRole
    /// When it was sent.
    public let createdAt: Date
    /// When its link stops working.
    public let expiresAt: Date
    /// When it was accepted, if it was.
    public let usedAt: Date?

    /// Creates an invitation value.
    public init(
        restaurantID: ID<Restaurant>, email: String, role: StaffRole, createdAt: Date, expiresAt: Date,
        usedAt: Date? = nil
    ) {
        self.restaurantID = restaurantID
        self.email = email
        self.role = role
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.usedAt = usedAt
    }

    /// Whether its link still works at `time`: not used and not expired.
    public func works(at time: Date) -> Bool {
        usedAt == nil && expiresAt > time
    }
}
