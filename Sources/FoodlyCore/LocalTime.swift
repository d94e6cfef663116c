import Foundation

/// Times as a place's clock shows them, written the one way exports and documents use: `18:20`, and
/// `2026-12-03 18:20` with the day.
public enum LocalTime {
    /// The hour and minute of `date` in `timeZone` (`18:20`).
    public static func clock(_ date: Date, in timeZone: TimeZone) -> String {
        let time = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: date)
        return String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
    }

    /// The day and the time of `date` in `timeZone` (`2026-12-03 18:20`).
    public static func stamp(_ date: Date, in timeZone: TimeZone) -> String {
        DiaryDate(date, in: timeZone).text + " " + clock(date, in: timeZone)
    }
}
