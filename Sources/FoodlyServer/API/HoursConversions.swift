import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension WeeklyHoursBody {
    /// The API view of weekly hours.
    init(_ hours: OpeningHours) {
        self.init(
            days: hours.days.map { day in
                day.map { HoursPeriodBody(opens: OpeningHours.text($0.opens), closes: OpeningHours.text($0.closes)) }
            })
    }

    /// The periods as typed, for the rules to read (`OpeningHours.read`).
    var typed: [[(opens: String, closes: String)]] {
        days.map { $0.map { (opens: $0.opens, closes: $0.closes) } }
    }
}

extension RestaurantScheduleBody {
    /// The API view of a restaurant's schedule.
    init(_ schedule: RestaurantSchedule) {
        let restaurant = schedule.restaurant
        let state = schedule.state
        self.init(
            restaurant: RestaurantReference(id: restaurant.id.rawValue, name: restaurant.name), role: schedule.role,
            canEdit: schedule.edits, hours: WeeklyHoursBody(restaurant.openingHours),
            timeZone: restaurant.timeZone.identifier, closures: schedule.closures,
            paused: schedule.pause != nil, pausedUntil: schedule.pause?.until, prepMinutes: restaurant.prepMinutes,
            offersPickup: restaurant.offersPickup, isOpen: state == .open, closedReason: state.closedReason,
            opensAt: schedule.opensAt)
    }
}
