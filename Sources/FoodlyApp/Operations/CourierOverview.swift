import FoodlyCore
import Foundation

/// One courier as the operator's console lists them.
public struct CourierOverview: Sendable {
    /// The courier (vehicle, phone, on duty, active).
    public let courier: Courier
    /// Their account's address (nil for a courier without an account, as the demo's riders).
    public let email: String?
    /// Since when their position is known: when they last sent it, else when it was last set.
    public let locatedAt: Date
    /// How many orders they delivered since the start of the day asked for.
    public let deliveriesToday: Int
}
