import FoodlyCore
import Foundation

/// Why a restaurant takes no orders and when it does again, in words for customers, on the restaurant's clock:
/// "Paused by the restaurant · taking orders again at 19:30", "Closed for Christmas · opens Mon 12 Jan at 11:00",
/// "Opens tomorrow at 11:00".
public enum ClosedNotice {
    /// The sentence for `restaurant` at `now`; nil when it is open.
    public static func sentence(_ restaurant: Restaurant, at now: Date) -> String? {
        let opens = restaurant.opensAt(after: now)
        switch restaurant.openState(at: now) {
        case .open:
            return nil
        case .paused:
            return "Paused by the restaurant · "
                + (opens.map { "taking orders again \(when($0, restaurant, from: now))" } ?? "not taking orders for now")
        case .closure(let closure):
            let reason = closure.reason.isEmpty ? "a holiday" : closure.reason
            return "Closed for \(reason) · "
                + (opens.map { "opens \(when($0, restaurant, from: now))" }
                    ?? "until \(dateText(closure.last.adding(days: 1)))")
        case .outsideHours:
            return opens.map { "Opens \(when($0, restaurant, from: now))" } ?? "No opening hours listed"
        }
    }

    /// "at 19:30", "tomorrow at 11:00", "Monday at 11:00" within a week, else "Mon 12 Jan at 11:00".
    static func when(_ instant: Date, _ restaurant: Restaurant, from now: Date) -> String {
        let zone = restaurant.timeZone
        let day = DiaryDate(instant, in: zone)
        let days = day.dayNumber - DiaryDate(now, in: zone).dayNumber
        let local = Int((instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))).rounded(.down))
        let time = OpeningHours.text((local - day.dayNumber * 86_400) / 60)
        switch days {
        case ...0: return "at \(time)"
        case 1: return "tomorrow at \(time)"
        case 2...6: return "\(OpeningHours.dayNames[(day.weekday + 6) % 7]) at \(time)"
        default: return "\(dateText(day)) at \(time)"
        }
    }

    /// "Mon 12 Jan".
    static func dateText(_ date: DiaryDate) -> String {
        let weekday = OpeningHours.dayNames[(date.weekday + 6) % 7].prefix(3)
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.month - 1]
        return "\(weekday) \(date.day) \(month)"
    }
}
