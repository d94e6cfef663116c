import FoodlyCore
import Foundation

/// A restaurant's hours, closures ahead, pause and preparation time as its staff see them, with the viewer's role.
public struct RestaurantSchedule: Sendable, Equatable {
    /// The restaurant as it is now.
    public let restaurant: Restaurant
    /// The viewer's role there.
    public let role: StaffRole
    /// Its closures that are not over, soonest first.
    public let closures: [Closure]
    /// Its pause, while it holds.
    public let pause: RestaurantPause?
    /// When it was read: the open state below is as of then.
    public let now: Date

    /// The schedule of `restaurant` for someone with `role`, at `now` (past closures and a pause that ran out left
    /// out).
    public init(restaurant: Restaurant, role: StaffRole, at now: Date) {
        self.restaurant = restaurant
        self.role = role
        self.now = now
        let today = DiaryDate(now, in: restaurant.timeZone)
        closures = restaurant.closures.filter { !$0.isPast(today: today) }
        pause = restaurant.pause.flatMap { $0.holds(at: now) ? $0 : nil }
    }

    /// Whether it takes new orders, and why not.
    public var state: Restaurant.OpenState { restaurant.openState(at: now) }

    /// When it takes orders again while closed; nil when open.
    public var opensAt: Date? { state == .open ? nil : restaurant.opensAt(after: now) }

    /// Whether the viewer changes hours, closures and the preparation time (owners and managers; anyone on the
    /// staff pauses and resumes).
    public var edits: Bool { HoursService.editsSchedule(role) }
}
