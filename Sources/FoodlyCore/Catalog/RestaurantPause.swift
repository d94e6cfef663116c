import Foundation

/// A restaurant taking no new orders for a while (its kitchen still works on the orders it has): for 15, 30 or 60
/// minutes, or until it reopens.
public struct RestaurantPause: Sendable, Equatable {
    /// When it ends by itself; nil until the restaurant resumes.
    public let until: Date?

    /// A pause ending at `until` (nil: until resumed).
    public init(until: Date?) {
        self.until = until
    }

    /// The lengths a pause may have, in minutes (besides until reopened).
    public static let minuteChoices = [15, 30, 60]

    /// A pause of `minutes` (one of `minuteChoices`, nil for until reopened) from `now`; nil for another length.
    public static func starting(at now: Date, minutes: Int?) -> RestaurantPause? {
        guard let minutes else { return RestaurantPause(until: nil) }
        guard minuteChoices.contains(minutes) else { return nil }
        return RestaurantPause(until: now.addingTimeInterval(Double(minutes) * 60))
    }

    /// Whether it still holds at `instant`: a pause that ran out holds no more, with nothing written.
    public func holds(at instant: Date) -> Bool {
        until.map { instant < $0 } ?? true
    }
}
