import FoodlyCore
import Foundation

/// The live operations board as read at one instant: orders in flight in the board's order (``FlightOrder``), each
/// with its restaurant and courier; how many there are by status; couriers on duty; the restaurants on the map.
public struct Board: Sendable {
    /// One order on the board.
    public struct Line: Sendable {
        /// The order and its promise.
        public let flight: FlightOrder
        /// Where it comes from.
        public let restaurant: Restaurant
        /// Who brings it, if anyone.
        public let courier: Courier?
    }

    /// The most orders the board lists (those with the earliest promises, so the late ones stay).
    public static let limit = 500

    /// When it was read; ages and lateness are as of then.
    public let at: Date
    /// The orders, late first, then waiting for a courier, then by age.
    public let lines: [Line]
    /// How many orders are in flight, listed or not.
    public let inFlight: Int
    /// Orders in flight by status.
    public let counts: [OrderStatus: Int]
    /// Couriers on duty, by name.
    public let couriers: [DutyCourier]
    /// The restaurants of the listed orders, by name.
    public let restaurants: [Restaurant]

    /// How many listed orders are late.
    public var late: Int { lines.count { $0.flight.isLate(at: at) } }
    /// How many listed orders wait for a courier.
    public var waiting: Int { lines.count { $0.flight.waitsForCourier } }
}
