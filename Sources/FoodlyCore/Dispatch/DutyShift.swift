import Foundation

/// A stretch of time a courier was on duty: from going on duty to going off (or being made inactive); still open
/// while they are on duty.
public struct DutyShift: Sendable, Equatable {
    /// A courier back on duty within this many seconds of going off continues the same shift, so switching off and
    /// on again (or a double tap) neither splits an hour of work nor adds a row per tap.
    public static let rejoinSeconds: TimeInterval = 60

    /// The courier.
    public var courierID: ID<Courier>
    /// When they went on duty.
    public var start: Date
    /// When they went off; nil while they are on duty.
    public var end: Date?

    /// Creates a shift.
    public init(courierID: ID<Courier>, start: Date, end: Date? = nil) {
        self.courierID = courierID
        self.start = start
        self.end = end
    }
}
