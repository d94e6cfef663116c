import FoodlyCore

/// What an owner or manager sees of their restaurant's staff.
public struct StaffOverview: Sendable {
    /// The restaurant.
    public let restaurant: Restaurant
    /// The viewer's role there.
    public let role: StaffRole
    /// Its members: owners, managers, then staff.
    public let members: [StaffMember]
    /// The invitations that still work, newest first.
    public let invites: [StaffInvite]
}
