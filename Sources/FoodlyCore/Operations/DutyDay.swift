import Foundation

/// A day of courier cover, hour by hour, in one time zone: the orders placed in each hour against the couriers on
/// duty in it and the couriers whose weekly schedule covers it — what an operator plans next week's shifts from.
///
/// Hours run from the day's local midnight in steps of an hour, so a day has 23 or 25 of them when the clocks change.
/// A courier counts in an hour when they were on duty (or scheduled) for any part of it; `dutyMinutes` adds up how
/// long, so an hour two couriers each covered for half reads 2 couriers and 60 courier-minutes. A shift still open
/// counts until `now`, and nothing after it: hours still to come show only what is scheduled.
public struct DutyDay: Sendable, Equatable {
    /// One hour of the day.
    public struct Hour: Sendable, Equatable {
        /// When it starts.
        public let start: Date
        /// Orders placed in it.
        public let orders: Int
        /// Couriers on duty for some part of it.
        public let onDuty: Int
        /// Minutes of duty in it, all couriers together (rounded down to whole minutes).
        public let dutyMinutes: Int
        /// Couriers whose weekly schedule covers some part of it.
        public let scheduled: Int
    }

    /// The day.
    public let date: DiaryDate
    /// Its hours, from midnight.
    public let hours: [Hour]

    /// Counts `date` in `zone`: `shifts` that overlap it, the weekly `schedules` of the couriers who work
    /// (local times in `zone`), and when each order was `placed` (those outside the day ignored).
    public init(
        _ date: DiaryDate, in zone: TimeZone, now: Date, shifts: [DutyShift], schedules: [OpeningHours],
        placed: [Date]
    ) {
        self.date = date
        let first = date.start(in: zone).timeIntervalSince1970
        let last = date.adding(days: 1).start(in: zone).timeIntervalSince1970
        let count = Int(((last - first) / 3600).rounded(.up))
        var orders = [Int](repeating: 0, count: count)
        for instant in placed {
            let offset = instant.timeIntervalSince1970 - first
            guard offset >= 0, instant.timeIntervalSince1970 < last else { continue }
            orders[min(count - 1, Int(offset / 3600))] += 1
        }
        hours = (0..<count).map { index in
            let start = first + Double(index) * 3600
            let end = min(start + 3600, last)
            var seconds = 0.0
            var couriers = Set<ID<Courier>>()
            for shift in shifts {
                let from = max(start, shift.start.timeIntervalSince1970)
                let to = min(end, (shift.end ?? now).timeIntervalSince1970, now.timeIntervalSince1970)
                guard to > from else { continue }
                seconds += to - from
                couriers.insert(shift.courierID)
            }
            let instant = Date(timeIntervalSince1970: start)
            let localMinute = Int(((start + Double(zone.secondsFromGMT(for: instant))) / 60).rounded(.down))
            let minutes = localMinute..<(localMinute + Int(((end - start) / 60).rounded(.up)))
            return Hour(
                start: instant, orders: orders[index], onDuty: couriers.count, dutyMinutes: Int(seconds / 60),
                scheduled: schedules.filter { $0.isOpen(duringLocalMinutes: minutes) }.count)
        }
    }
}
