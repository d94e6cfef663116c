import Foundation

/// What to look for in the audit log: every given condition must hold; the newest entries come first.
public struct AuditSearch: Sendable, Equatable {
    /// The most entries one search answers.
    public static let maxLimit = 100
    /// The longest text searched for.
    public static let maxTextLength = 100

    /// The longest id a search names.
    public static let maxIDLength = 100

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

    /// The search that the words of a query or form ask for (an empty word means not given): an unknown action, text
    /// longer than ``maxTextLength`` or an id longer than ``maxIDLength`` is refused naming its parameter.
    public static func reading(
        text: String, action: String, restaurant: String, before: String, limit: Int = 50
    ) throws(QueryOutOfBounds) -> AuditSearch {
        try QueryOutOfBounds.check("q", text, atMost: maxTextLength)
        try QueryOutOfBounds.check("restaurant", restaurant, atMost: maxIDLength)
        try QueryOutOfBounds.check("before", before, atMost: maxIDLength)
        let chosen = AuditAction(rawValue: action)
        guard action.isEmpty || chosen != nil else {
            throw QueryOutOfBounds(
                field: "action",
                message: "use one of " + AuditAction.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return AuditSearch(
            text: text, action: chosen, restaurantID: restaurant.isEmpty ? nil : ID(restaurant),
            before: before.isEmpty ? nil : ID(before), limit: limit)
    }
}
