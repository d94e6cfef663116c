import FoodlyShared
import Foundation

/// `HoursPeriod`: one opening period, local `HH:MM` times; a close not after the open runs past midnight.
public struct HoursPeriodBody: Codable, Sendable, Equatable {
    /// Opens at, `HH:MM`.
    public var opens: String
    /// Closes at, `HH:MM` (`24:00` is midnight).
    public var closes: String

    /// Creates a period.
    public init(opens: String, closes: String) {
        self.opens = opens
        self.closes = closes
    }
}

/// `WeeklyHours`: each day's periods (at most 4, none overlapping): the body of `PUT /api/v1/merchant/hours` and of
/// `PUT /api/v1/courier/schedule`.
public struct WeeklyHoursBody: Codable, Sendable, Equatable {
    /// Monday.
    public var mon: [HoursPeriodBody]
    /// Tuesday.
    public var tue: [HoursPeriodBody]
    /// Wednesday.
    public var wed: [HoursPeriodBody]
    /// Thursday.
    public var thu: [HoursPeriodBody]
    /// Friday.
    public var fri: [HoursPeriodBody]
    /// Saturday.
    public var sat: [HoursPeriodBody]
    /// Sunday.
    public var sun: [HoursPeriodBody]

    /// Creates hours from seven days, Monday first.
    public init(days: [[HoursPeriodBody]]) {
        precondition(days.count == 7, "a week has seven days")
        (mon, tue, wed, thu, fri, sat, sun) = (days[0], days[1], days[2], days[3], days[4], days[5], days[6])
    }

    /// The seven days, Monday first.
    public var days: [[HoursPeriodBody]] { [mon, tue, wed, thu, fri, sat, sun] }
}

/// `ClosureRequest`: `POST /api/v1/merchant/closures`.
public struct ClosureRequest: Codable, Sendable, Equatable {
    /// First closed date, `YYYY-MM-DD`.
    public var first: String
    /// Last closed date, `YYYY-MM-DD` (not before `first`).
    public var last: String
    /// Why, up to 80 characters; null or absent for none.
    public var reason: String?

    /// Creates a request.
    public init(first: String, last: String, reason: String? = nil) {
        self.first = first
        self.last = last
        self.reason = reason
    }
}

/// `PauseRequest`: `PUT /api/v1/merchant/pause`.
public struct PauseRequest: Codable, Sendable, Equatable {
    /// 15, 30 or 60; null or absent: until resumed.
    public var minutes: Int?

    /// Creates a request.
    public init(minutes: Int?) {
        self.minutes = minutes
    }
}

/// `PrepTimeRequest`: `PUT /api/v1/merchant/prep-time`.
public struct PrepTimeRequest: Codable, Sendable, Equatable {
    /// Minutes to prepare an order, 5–120.
    public var prepMinutes: Int

    /// Creates a request.
    public init(prepMinutes: Int) {
        self.prepMinutes = prepMinutes
    }
}

/// `PickupRequest`: `PUT /api/v1/merchant/pickup`.
public struct PickupRequest: Codable, Sendable, Equatable {
    /// Whether customers may collect their orders at the counter.
    public var offersPickup: Bool

    /// Creates a request.
    public init(offersPickup: Bool) {
        self.offersPickup = offersPickup
    }
}

/// `RestaurantSchedule`: a restaurant's hours, closures ahead, pause and preparation time, for its staff.
public struct RestaurantScheduleBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: RestaurantReference
    /// The caller's role there.
    public var role: StaffRole
    /// Whether the caller may change hours, closures and the preparation time (owners and managers).
    public var canEdit: Bool
    /// Weekly hours in `timeZone`.
    public var hours: WeeklyHoursBody
    /// IANA time zone of the hours and closure dates.
    public var timeZone: String
    /// Closures that are not over, soonest first.
    public var closures: [Closure]
    /// Whether new orders are paused now.
    public var paused: Bool
    /// When the pause ends by itself; null when not paused or paused until resumed.
    @AlwaysWritten public var pausedUntil: Date?
    /// Minutes to prepare an order.
    public var prepMinutes: Int
    /// Whether customers may collect their orders at the counter.
    public var offersPickup: Bool
    /// Whether it takes new orders now.
    public var isOpen: Bool
    /// Why not, when closed.
    @AlwaysWritten public var closedReason: ClosedReason?
    /// When it takes orders again, when closed; null when open, paused until resumed, or without hours.
    @AlwaysWritten public var opensAt: Date?

    /// Creates a body.
    public init(
        restaurant: RestaurantReference, role: StaffRole, canEdit: Bool, hours: WeeklyHoursBody, timeZone: String,
        closures: [Closure], paused: Bool, pausedUntil: Date?, prepMinutes: Int, offersPickup: Bool,
        isOpen: Bool, closedReason: ClosedReason?, opensAt: Date?
    ) {
        self.restaurant = restaurant
        self.role = role
        self.canEdit = canEdit
        self.hours = hours
        self.timeZone = timeZone
        self.closures = closures
        self.paused = paused
        self.pausedUntil = pausedUntil
        self.prepMinutes = prepMinutes
        self.offersPickup = offersPickup
        self.isOpen = isOpen
        self.closedReason = closedReason
        self.opensAt = opensAt
    }
}
