import Foundation

/// What to look for in the audit log: every given condition must hold; the newest entries come first.
public struct AuditSearch: Sendable, Equatable {
    /// The most entries one search answers.
    public static let maxLimit = 100
    /// The longest text searched for.
    public static let maxTextLength = 100

    /// Words found in who acted, the thing's name or id, or the action's name (case does not matter).
    public var text: String
    /// Only this action.
    public var action: AuditAction?
    /// Only entries about this restaurant.
    public var restaurantID: ID<Restaurant>?
    /// Only entries older than this one (the next page).
    public var before: ID<AuditEntry>?
    /// At most this many entries.
    public var limit: Int

    /// Creates a search; the limit is held to 1…``maxLimit`` and the text cut to ``maxTextLength``.
    public init(
        text: String = "", action: AuditAction? = nil, restaurantID: ID<Restaurant>? = nil,
        before: ID<AuditEntry>? = nil, limit: Int = 50
    ) {
        self.text = String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(AuditSearch.maxTextLength))
        self.action = action
        self.restaurantID = restaurantID
        self.before = before
        self.limit = min(max(limit, 1), AuditSearch.maxLimit)
    }
}
