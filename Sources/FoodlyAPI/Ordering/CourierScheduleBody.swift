/// `CourierSchedule`: when a courier means to be on duty each week, `GET`/`PUT /api/v1/courier/schedule`.
public struct CourierScheduleBody: Codable, Sendable, Equatable {
    /// The periods, wall-clock times in `timeZone` (at most 4 a day, none overlapping; a day without any is off).
    public var hours: WeeklyHoursBody
    /// The city's IANA zone the times are in.
    public var timeZone: String

    /// Creates a body.
    public init(hours: WeeklyHoursBody, timeZone: String) {
        self.hours = hours
        self.timeZone = timeZone
    }
}
