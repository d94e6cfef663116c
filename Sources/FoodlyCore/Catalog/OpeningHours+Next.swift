import Foundation

extension OpeningHours {
    /// When a restaurant closed at `instant` opens next, read in `timeZone`: how many days from today (0 is today),
    /// that day's ISO weekday index (0 = Monday) and the opening minute; nil when it has no hours at all.
    public func nextOpening(after instant: Date, in timeZone: TimeZone) -> (inDays: Int, weekday: Int, minute: Int)? {
        let local = Int((instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))).rounded(.down))
        let dayNumber = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let today = ((dayNumber % 7) + 7 + 3) % 7  // 1970-01-01 was a Thursday
        let now = (local - dayNumber * 86_400) / 60
        for offset in 0...7 {
            let weekday = (today + offset) % 7
            if let opens = days[weekday].map(\.opens).filter({ offset > 0 || $0 > now }).min() {
                return (offset, weekday, opens)
            }
        }
        return nil
    }
}
