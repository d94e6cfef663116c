import FoodlyCore
import Foundation

/// Why a listed restaurant takes no orders now and when it does again.
public struct ClosedState: Sendable, Equatable {
    /// Paused, closed for dates or outside its hours.
    public let reason: ClosedReason
    /// When it takes orders again; nil when paused until it resumes, or without hours.
    public let opensAt: Date?

    /// Why `restaurant` is closed at `instant`; nil when it is open.
    public init?(_ restaurant: Restaurant, at instant: Date) {
        guard let reason = restaurant.openState(at: instant).closedReason else { return nil }
        self.reason = reason
        opensAt = restaurant.opensAt(after: instant)
    }
}
