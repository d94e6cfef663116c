/// A member of a restaurant's staff: the account and its role there.
public struct StaffMember: Sendable, Equatable {
    /// The account.
    public let userID: ID<UserAccount>
    /// Its holder's full name.
    public var fullName: String
    /// Its email address.
    public var email: String
    /// What they may do at the restaurant.
    public var role: StaffRole

    /// Creates a member value.
    public init(userID: ID<UserAccount>, fullName: String, email: String, role: StaffRole) {
        self.userID = userID
        self.fullName = fullName
        self.email = email
        self.role = role
    }
}
