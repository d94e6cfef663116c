import FoodlyCore
import Foundation

/// One restaurant as the operator's console shows it: the restaurant, where it stands, its staff and its numbers.
public struct RestaurantOverview: Sendable {
    /// The restaurant as stored now.
    public let restaurant: Restaurant
    /// Listed or not and why, the listing rule over its menu, open or not.
    public let standing: RestaurantStanding
    /// Its staff, owners first.
    public let staff: [StaffMember]
    /// Its numbers over the last two weeks (or the range asked for).
    public let numbers: RestaurantNumbers
    /// When it was read (the standing holds then).
    public let at: Date
    /// The commission its orders are settled with, in basis points, and whether it is its own (else the default).
    public let commission: (bps: Int, own: Bool)
}
