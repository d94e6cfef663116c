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

    /// The longest reason.
    public static let maxReasonLength = 500

    /// What is wrong with a suspension's reason (1–500 characters once cleaned), as issues of the field `reason`.
    public static func reasonIssues(_ reason: String) -> [FieldError] {
        let cleaned = Text.clean(reason)
        if cleaned.isEmpty { return [Text.required("reason")] }
        if Text.length(cleaned) > maxReasonLength { return [Text.tooLong("reason", maxReasonLength)] }
        return []
    }
}
