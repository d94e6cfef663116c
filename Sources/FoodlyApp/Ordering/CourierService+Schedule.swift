import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

extension CourierService {
    /// The courier's weekly schedule: when they mean to be on duty, as wall-clock times in the city. It is a plan
    /// the operator counts on (`DutyDay.Hour.scheduled`); going on and off duty stays the courier's own act.
    public func schedule(for user: UserAccount) throws -> OpeningHours {
        try environment.database.read { connection in
            let couriers = CourierQueries(connection)
            return try couriers.weeklyHours(of: try CourierService.courier(of: user, couriers).id)
        }
    }

    /// Replaces the courier's weekly schedule with seven days (Monday first) of `HH:MM` periods, under the rules of
    /// restaurants' hours (`OpeningHours.read`): every bad period is refused at once, nothing saved. A week with no
    /// period clears it.
    public func setSchedule(_ days: [[(opens: String, closes: String)]], by user: UserAccount) throws
        -> OpeningHours
    {
        let hours = try OpeningHours.read(days)
        return try environment.database.write { connection in
            let couriers = CourierQueries(connection)
            let courier = try CourierService.courier(of: user, couriers)
            try couriers.setWeeklyHours(hours, of: courier.id)
            return hours
        }
    }

    /// The courier cover of the local day `date` (`YYYY-MM-DD`; today when empty) in `timeZone`, hour by hour
    /// (`DutyDay`), with the schedules of today's working couriers; operators only. A bad date is a 422 naming
    /// `date`.
    public func dutyDay(_ date: String, in timeZone: TimeZone, by user: UserAccount) throws -> DutyDay {
        try RestaurantConsoleService.operator(user)
        let now = environment.clock.now()
        let day = try RestaurantNumbers.day(date, today: DiaryDate(now, in: timeZone))
        let (start, end) = (day.start(in: timeZone), day.adding(days: 1).start(in: timeZone))
        return try environment.database.read { connection in
            let couriers = CourierQueries(connection)
            return DutyDay(
                day, in: timeZone, now: now, shifts: try couriers.shifts(from: start, to: end),
                schedules: try couriers.schedules(),
                placed: try ReportQueries(connection).placedTimes(from: start, before: end))
        }
    }
}
