/// What a member of a restaurant's staff may do there: every member works its orders and sold-out dishes; owners
/// and managers also manage its staff (`StaffRules` in FoodlyCore).
public enum StaffRole: String, Sendable, Codable, CaseIterable {
    /// Runs the restaurant: manages everyone, owners and managers included.
    case owner
    /// Manages the restaurant's plain staff.
    case manager
    /// Works the kitchen.
    case staff
}
