import FoodlyCore
import FoodlyHTML
import Foundation

/// Times for people, in a restaurant's time zone: "12:35" for today's events, "Tue 4 Jun, 12:35" in lists.
struct ClockTime {
    let timeZone: TimeZone

    /// "12:35".
    func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// "Tue 4 Jun, 12:35".
    func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekday = ClockTime.weekdays[((parts.weekday ?? 1) + 6) % 7]
        let month = ClockTime.months[max(0, (parts.month ?? 1) - 1)]
        return "\(weekday) \(parts.day ?? 1) \(month), \(clock(date))"
    }

    /// "Today", "Tomorrow" or "Wed 3 Jun": the day of `date` seen from `now`, in this zone.
    func dayName(_ date: Date, from now: Date) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: date).day ?? 0
        if days == 0 { return "Today" }
        if days == 1 { return "Tomorrow" }
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekday = ClockTime.weekdays[((parts.weekday ?? 1) + 6) % 7]
        return "\(weekday) \(parts.day ?? 1) \(ClockTime.months[max(0, (parts.month ?? 1) - 1)])"
    }

    /// Whether two instants fall on one day in this zone.
    func sameDay(_ one: Date, _ other: Date) -> Bool {
        calendar.isDate(one, inSameDayAs: other)
    }

    /// "Tue 4 Jun", a calendar date in no particular zone.
    static func date(_ date: DiaryDate) -> String {
        "\(weekday(date)) \(shortDate(date))"
    }

    /// "Tue".
    static func weekday(_ date: DiaryDate) -> String {
        weekdays[date.weekday]
    }

    /// "4 Jun".
    static func shortDate(_ date: DiaryDate) -> String {
        "\(date.day) \(months[date.month - 1])"
    }

    /// `<time datetime="…">12:35</time>`, or the longer form with `withDay`.
    func tag(_ date: Date, withDay: Bool = false) -> Node {
        Node.element(
            "time", [.attr("datetime", ISO8601DateFormatter().string(from: date))],
            [.text(withDay ? day(date) : clock(date))])
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
