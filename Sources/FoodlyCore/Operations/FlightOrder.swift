import Foundation

/// An order as the live operations board judges it: the order and the arrival it promised (`orders.promised_by`,
/// the end of the arrival window shown when it was placed or rescheduled). The one place that says which orders
/// are in flight, which are late, which wait for a courier and how old they are.
public struct FlightOrder: Sendable, Equatable {
    /// The order.
    public var order: Order
    /// The end of the arrival window it promised.
    public var promisedBy: Date

    /// Creates the board's view of an order.
    public init(order: Order, promisedBy: Date) {
        self.order = order
        self.promisedBy = promisedBy
    }

    /// The statuses of an order in flight: from placed (the kitchen sees it) to picked up (on its way).
    public static let statuses: [OrderStatus] = [.placed, .accepted, .preparing, .ready, .pickedUp]

    /// The statuses in which an order with no courier waits for one: the kitchen has accepted it (accepted,
    /// preparing, ready). A placed order the kitchen has not taken yet is not waiting (it may still be rejected).
    public static let waitingStatuses: [OrderStatus] = [.accepted, .preparing, .ready]

    /// Whether it is in flight at `now`: in one of ``statuses``, or an order for later whose kitchen time has come
    /// (before the scheduler moved it to placed). Delivered, cancelled and rejected orders, and orders for later
    /// before their kitchen time, are not.
    public func isInFlight(at now: Date) -> Bool {
        if order.status == .scheduled { return order.kitchenStartsAt.map { $0 <= now } ?? false }
        return Self.statuses.contains(order.status)
    }

    /// Whether it is late at `now`: in flight and past its promised arrival.
    public func isLate(at now: Date) -> Bool {
        isInFlight(at: now) && now > promisedBy
    }

    /// Whole minutes past the promised arrival at `now` (0 when not late, and during its first late minute).
    public func minutesLate(at now: Date) -> Int {
        isLate(at: now) ? Int(now.timeIntervalSince(promisedBy) / 60) : 0
    }

    /// Whether it waits for a courier: to be delivered, none assigned and the kitchen has accepted it
    /// (``waitingStatuses``).
    public var waitsForCourier: Bool {
        order.fulfilment == .delivery && order.courierID == nil && Self.waitingStatuses.contains(order.status)
    }

    /// When its clock started: the kitchen time of an order for later, else when it was placed.
    public var startedAt: Date {
        order.scheduledFor == nil ? order.placedAt : order.kitchenStartsAt ?? order.placedAt
    }

    /// Whole minutes since ``startedAt`` at `now` (never negative).
    public func ageMinutes(at now: Date) -> Int {
        max(0, Int(now.timeIntervalSince(startedAt) / 60))
    }

    /// The orders in flight at `now` in the board's order: late ones first, then those waiting for a courier, then
    /// the rest; within each, the oldest first (then by number).
    public static func board(_ orders: [FlightOrder], at now: Date) -> [FlightOrder] {
        func rank(_ order: FlightOrder) -> Int {
            order.isLate(at: now) ? 0 : order.waitsForCourier ? 1 : 2
        }
        return orders.filter { $0.isInFlight(at: now) }.sorted { left, right in
            let (a, b) = (rank(left), rank(right))
            if a != b { return a < b }
            if left.startedAt != right.startedAt { return left.startedAt < right.startedAt }
            return left.order.number < right.order.number
        }
    }
}
