import Foundation

/// A restaurant taken off Foodly by an operator, with the reason its staff see: not listed, not found by search,
/// taking no new orders (orders already in flight go on) until it is reinstated.
public struct RestaurantSuspension: Sendable, Equatable {
    /// Since when.
    public let since: Date
    /// Why, as the operator wrote it.
    public let reason: String

    /// A suspension since `since` for `reason`.
    public init(since: Date, reason: String) {
        self.since = since
        self.reason = reason
    }
}
