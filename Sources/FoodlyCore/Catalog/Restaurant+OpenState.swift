import FoodlyShared
import Foundation

extension Restaurant {
    /// Whether a restaurant takes new orders, and why not.
    public enum OpenState: Sendable, Equatable {
        /// Taking orders.
        case open
        /// Paused by the restaurant, until then (nil: until it resumes).
        case paused(until: Date?)
        /// Closed for dates (a holiday).
        case closure(Closure)
        /// Outside its weekly hours.
        case outsideHours

        /// Why it is closed, as the API says it; nil when open.
        public var closedReason: ClosedReason? {
            switch self {
            case .open: nil
            case .paused: .paused
            case .closure: .closure
            case .outsideHours: .hours
            }
        }
    }

    /// Why it takes no new orders at `instant`, or `.open`. A pause that ran out counts for nothing, so the state
    /// follows the clock with nothing written.
    public func openState(at instant: Date) -> OpenState {
        if let pause, pause.holds(at: instant) { return .paused(until: pause.until) }
        let local = Restaurant.localSeconds(instant, in: timeZone)
        if let closure = closure(onDay: Restaurant.dayNumber(local)) { return .closure(closure) }
        return openingHours.isOpen(localSeconds: local) ? .open : .outsideHours
    }

    /// `isOpen(at:)` for a local wall-clock time given as seconds since 1970-01-01 00:00 local time (`instant`
    /// plus the zone's offset), so a list works out each zone's offset once.
    public func isOpen(localSeconds local: Int, at instant: Date) -> Bool {
        if let pause, pause.holds(at: instant) { return false }
        return isScheduledOpen(localSeconds: local)
    }

    /// Whether the kitchen works at `instant` by its hours and closures (a pause stops new orders only, so orders
    /// for later are held to this).
    public func isScheduledOpen(at instant: Date) -> Bool {
        isScheduledOpen(localSeconds: Restaurant.localSeconds(instant, in: timeZone))
    }

    /// When it takes orders again after `instant`: the pause's end, the day after a closure, the next opening by its
    /// hours, whichever comes last; `instant` when it is open; nil when it is paused until it resumes, or never
    /// opens within the closures and a week past them.
    public func opensAt(after instant: Date) -> Date? {
        var moment = instant
        if let pause, pause.holds(at: instant) {
            guard let until = pause.until else { return nil }
            moment = until
        }
        for _ in 0...(Closure.maxUpcoming + 8) {
            let local = Restaurant.localSeconds(moment, in: timeZone)
            let day = Restaurant.dayNumber(local)
            if let closure = closure(onDay: day) {
                moment = closure.last.adding(days: 1).start(in: timeZone)
                continue
            }
            if openingHours.isOpen(localSeconds: local) { return moment }
            guard let next = openingHours.nextOpening(after: moment, in: timeZone) else { return nil }
            let target = (day + next.inDays) * 86_400 + next.minute * 60
            let guess = Date(timeIntervalSince1970: Double(target - timeZone.secondsFromGMT(for: moment)))
            moment = Date(timeIntervalSince1970: Double(target - timeZone.secondsFromGMT(for: guess)))
        }
        return nil
    }

    private func isScheduledOpen(localSeconds local: Int) -> Bool {
        if !closures.isEmpty, closure(onDay: Restaurant.dayNumber(local)) != nil { return false }
        return openingHours.isOpen(localSeconds: local)
    }

    private func closure(onDay day: Int) -> Closure? {
        closures.first { $0.covers(dayNumber: day) }
    }

    private static func localSeconds(_ instant: Date, in timeZone: TimeZone) -> Int {
        Int((instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))).rounded(.down))
    }

    private static func dayNumber(_ local: Int) -> Int {
        local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }
}
