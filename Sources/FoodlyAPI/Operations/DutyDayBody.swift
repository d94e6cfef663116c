import Foundation

/// `DutyDay`: a day of courier cover hour by hour, `GET /api/v1/admin/couriers/hours`.
public struct DutyDayBody: Codable, Sendable, Equatable {
    /// The local date, `YYYY-MM-DD`.
    public var date: String
    /// The IANA zone the day and its hours are in.
    public var timeZone: String
    /// Its hours from local midnight (23 or 25 when the clocks change).
    public var hours: [DutyHourBody]

    /// Creates a body.
    public init(date: String, timeZone: String, hours: [DutyHourBody]) {
        self.date = date
        self.timeZone = timeZone
        self.hours = hours
    }
}

/// `DutyHour`: one hour of a `DutyDay`.
public struct DutyHourBody: Codable, Sendable, Equatable {
    /// When the hour starts.
    public var start: Date
    /// Orders placed in it, at every restaurant.
    public var orders: Int
    /// Couriers on duty for some part of it.
    public var onDuty: Int
    /// Minutes of duty in it, all couriers together (60 is one courier for the whole hour).
    public var dutyMinutes: Int
    /// Couriers whose weekly schedule covers some part of it.
    public var scheduled: Int

    /// Creates an hour.
    public init(start: Date, orders: Int, onDuty: Int, dutyMinutes: Int, scheduled: Int) {
        self.start = start
        self.orders = orders
        self.onDuty = onDuty
        self.dutyMinutes = dutyMinutes
        self.scheduled = scheduled
    }
}

/// `?date=&timeZone=` of the courier cover: a local date (`YYYY-MM-DD`, today when left out) in an IANA zone (the
/// demo city's when left out).
public struct DutyDayQuery: QueryParameters, Equatable {
    /// `date`, `timeZone`.
    public static let names = ["date", "timeZone"]
    /// The day.
    public var date: String?
    /// The zone.
    public var timeZone: String?

    /// Creates the query.
    public init(date: String? = nil, timeZone: String? = nil) {
        self.date = date
        self.timeZone = timeZone
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] { Self.present([("date", date), ("timeZone", timeZone)]) }
}
