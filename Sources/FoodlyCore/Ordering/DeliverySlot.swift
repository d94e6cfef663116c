import Foundation

/// Orders for later: a delivery slot is a quarter of an hour (every 15 minutes on the clock, up to 7 days ahead)
/// in which the order arrives. The kitchen starts it the restaurant's preparation time before the slot, so a slot
/// is offered only when the restaurant is open from that moment until the slot begins, and when that moment is not
/// already past. Instants are compared in UTC: every time zone's offset is a whole number of quarter hours, so a
/// quarter mark in UTC is one on every restaurant's clock, and the opening hours are read in the restaurant's zone
/// at each instant (``OpeningHours/isOpen(at:in:)``), which carries daylight saving.
public struct DeliverySlot: Sendable, Equatable {
    /// Minutes between two slots, and the length of a slot's arrival window.
    public static let stepMinutes = 15
    /// How far ahead a slot may be.
    public static let maxDaysAhead = 7

    /// When the slot begins (a quarter mark).
    public let start: Date

    /// A slot beginning at `start` (not checked: see ``refusal(for:restaurant:at:)``).
    public init(start: Date) {
        self.start = start
    }

    /// When the slot's arrival window ends.
    public var end: Date { start.addingTimeInterval(Double(Self.stepMinutes) * 60) }

    /// When the kitchen starts the order: `prepMinutes` before the slot.
    public func kitchenStart(prepMinutes: Int) -> Date {
        start.addingTimeInterval(-Double(prepMinutes) * 60)
    }

    /// Why a slot cannot be booked (or kept), each with its stable code.
    public enum Refusal: String, Sendable, Equatable, CaseIterable {
        /// Not on a quarter mark (12:00, 12:15, 12:30, 12:45).
        case notOnQuarter = "slot_not_on_quarter"
        /// Too soon: the kitchen would have had to start already.
        case past = "slot_in_past"
        /// More than 7 days ahead.
        case tooFar = "slot_too_far"
        /// The restaurant is closed (or not taking orders) between the kitchen's start and the slot.
        case closed = "slot_closed"
    }

    /// Why this slot of `restaurant` cannot be booked at `now`, or nil when it can.
    public func refusal(for restaurant: Restaurant, at now: Date) -> Refusal? {
        let seconds = start.timeIntervalSince1970
        let step = Double(Self.stepMinutes * 60)
        if seconds.truncatingRemainder(dividingBy: step) != 0 { return .notOnQuarter }
        if kitchenStart(prepMinutes: restaurant.prepMinutes) < now { return .past }
        if start > now.addingTimeInterval(Double(Self.maxDaysAhead) * 86_400) { return .tooFar }
        return isServed(by: restaurant) ? nil : .closed
    }

    /// Whether `restaurant` is open from the kitchen's start until the slot begins (checked at the start, at each
    /// quarter mark in between and a minute before the slot, so a break shorter than the preparation time is seen),
    /// by its hours and closures: a pause stops new orders, not the kitchen.
    public func isServed(by restaurant: Restaurant) -> Bool {
        let kitchen = kitchenStart(prepMinutes: restaurant.prepMinutes)
        var moments = [kitchen, start.addingTimeInterval(-60)]
        var mark = kitchen.addingTimeInterval(Double(Self.stepMinutes * 60))
        while mark < start {
            moments.append(mark)
            mark = mark.addingTimeInterval(Double(Self.stepMinutes * 60))
        }
        return moments.allSatisfy(restaurant.isScheduledOpen(at:))
    }

    /// Every slot of `restaurant` that can be booked at `now`, soonest first (at most 7 days of quarter hours).
    public static func available(for restaurant: Restaurant, at now: Date) -> [DeliverySlot] {
        let step = Double(stepMinutes * 60)
        let earliest = now.addingTimeInterval(Double(restaurant.prepMinutes) * 60).timeIntervalSince1970
        var start = (earliest / step).rounded(.up) * step
        let last = now.addingTimeInterval(Double(maxDaysAhead) * 86_400).timeIntervalSince1970
        var slots: [DeliverySlot] = []
        while start <= last {
            let slot = DeliverySlot(start: Date(timeIntervalSince1970: start))
            if slot.isServed(by: restaurant) { slots.append(slot) }
            start += step
        }
        return slots
    }

    /// The arrival window of an order placed at `placedAt` for this slot, in minutes from placing it.
    public func estimate(placedAt: Date) -> DeliveryEstimate {
        let from = Int((start.timeIntervalSince(placedAt) / 60).rounded(.down))
        return DeliveryEstimate(minMinutes: from, maxMinutes: from + Self.stepMinutes)
    }
}

extension DeliverySlot.Refusal {
    /// The sentence for people.
    public var message: String {
        switch self {
        case .notOnQuarter: "Choose a time on the quarter hour (like 12:00 or 12:15)."
        case .past: "That time is too soon for the kitchen. Choose a later time."
        case .tooFar: "You can order up to \(DeliverySlot.maxDaysAhead) days ahead."
        case .closed: "The restaurant is not taking orders for that time. Choose another time."
        }
    }

    /// The refusal as the field issue of a request's `field`.
    public func issue(_ field: String) -> FieldError {
        FieldError(field: field, code: rawValue, message: message)
    }
}
