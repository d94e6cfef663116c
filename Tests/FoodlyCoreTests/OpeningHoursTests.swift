import FoodlyCore
import Foundation
import Testing

/// Weekly hours from `HH:MM` pairs per day key (`mon` … `sun`); days not given are closed.
private func week(_ days: [String: [(String, String)]]) -> OpeningHours {
    OpeningHours(
        days: OpeningHours.dayKeys.map { key in
            (days[key] ?? []).map { opens, closes in
                OpeningHours.Period(opens: OpeningHours.minutes(opens)!, closes: OpeningHours.minutes(closes)!)
            }
        })
}

private func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier)!
}

/// The instant of a wall-clock time `yyyy-MM-dd HH:mm` in `zone` (UTC by default).
private func instant(_ text: String, _ zoneName: String = "UTC") -> Date {
    let numbers = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone(zoneName)
    let parts = DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4])
    return calendar.date(from: parts)!
}

// June 2026: Monday 1 … Sunday 7, Monday 8. No daylight-saving change anywhere in that week.
@Suite("Opening hours")
struct OpeningHoursTests {
    static let newYork = "America/New_York"

    @Test(arguments: [
        ("2026-06-01 11:59", false), ("2026-06-01 12:00", true), ("2026-06-01 15:59", true),
        ("2026-06-01 16:00", false), ("2026-06-01 17:30", false), ("2026-06-01 18:29", false),
        ("2026-06-01 18:30", true), ("2026-06-01 22:59", true), ("2026-06-01 23:00", false),
        ("2026-06-02 12:30", false),  // Tuesday: closed all day
    ])
    func lunchAndDinnerLeaveAGapAndCloseExactlyAtClosingTime(time: String, open: Bool) {
        let hours = week(["mon": [("12:00", "16:00"), ("18:30", "23:00")]])
        #expect(hours.isOpen(at: instant(time, Self.newYork), in: zone(Self.newYork)) == open, "\(time)")
    }

    @Test(arguments: [
        ("2026-06-05 17:59", false), ("2026-06-05 18:00", true), ("2026-06-05 23:59", true),
        ("2026-06-06 00:00", true), ("2026-06-06 01:30", true), ("2026-06-06 01:59", true),
        ("2026-06-06 02:00", false), ("2026-06-06 12:00", false), ("2026-06-06 20:00", false),
        ("2026-06-07 19:59", false), ("2026-06-07 20:00", true), ("2026-06-07 23:59", true),
        ("2026-06-08 00:00", true), ("2026-06-08 00:59", true),  // Sunday's period spills into Monday
        ("2026-06-08 01:00", false), ("2026-06-04 01:00", false),
    ])
    func periodsPastMidnightCloseTheNextMorning(time: String, open: Bool) {
        let hours = week(["fri": [("18:00", "02:00")], "sun": [("20:00", "01:00")]])
        #expect(hours.isOpen(at: instant(time, Self.newYork), in: zone(Self.newYork)) == open, "\(time)")
    }

    @Test(arguments: [
        ("2026-06-02 07:59", false), ("2026-06-02 08:00", true), ("2026-06-02 23:59", true),
        ("2026-06-03 00:00", false),  // 24:00 ends Tuesday; it does not spill into Wednesday
        ("2026-06-04 00:00", true), ("2026-06-04 12:00", true), ("2026-06-04 23:59", true),
        ("2026-06-05 00:00", false),
    ])
    func twentyFourHundredIsTheEndOfTheDay(time: String, open: Bool) {
        let hours = week(["tue": [("08:00", "24:00")], "thu": [("00:00", "24:00")]])
        #expect(hours.isOpen(at: instant(time, Self.newYork), in: zone(Self.newYork)) == open, "\(time)")
    }

    @Test func aWeekWithoutPeriodsIsAlwaysClosedAndAlwaysIsAlwaysOpen() {
        let closed = week([:])
        for day in 1...7 {
            for hour in [0, 6, 12, 18, 23] {
                let time = instant("2026-06-0\(day) \(hour):30", Self.newYork)
                #expect(!closed.isOpen(at: time, in: zone(Self.newYork)))
                #expect(OpeningHours.always.isOpen(at: time, in: zone(Self.newYork)))
            }
        }
    }

    /// Lunch and dinner in Los Angeles, asked with UTC instants in summer (UTC−7) and winter (UTC−8).
    @Test(arguments: [
        ("2026-06-01 17:59", false), ("2026-06-01 18:00", true), ("2026-06-01 21:59", true),
        ("2026-06-01 22:00", false), ("2026-06-01 12:00", false),  // 05:00 in Los Angeles
        ("2026-06-02 03:00", true),  // Tuesday in UTC, Monday 20:00 in Los Angeles
        ("2026-06-02 05:00", false),  // Monday 22:00 in Los Angeles
        ("2026-01-05 18:30", false), ("2026-01-05 19:00", true), ("2026-01-05 22:59", true),
        ("2026-01-05 23:00", false),
    ])
    func aLosAngelesRestaurantReadsUTCInstantsInItsOwnZone(utc: String, open: Bool) {
        let hours = week(["mon": [("11:00", "15:00"), ("17:00", "22:00")]])
        #expect(hours.isOpen(at: instant(utc), in: zone("America/Los_Angeles")) == open, "\(utc) UTC")
    }

    /// 2026-03-08: Los Angeles jumps from 02:00 PST to 03:00 PDT, so 01:00–03:00 lasts one real hour.
    @Test(arguments: [
        ("2026-03-08 08:59", false),  // 00:59 PST
        ("2026-03-08 09:00", true),  // 01:00 PST
        ("2026-03-08 09:59", true),  // 01:59 PST
        ("2026-03-08 10:00", false),  // 03:00 PDT
        ("2026-03-08 17:59", false),  // 10:59 PDT
        ("2026-03-08 18:00", true),  // 11:00 PDT
        ("2026-03-08 21:59", true),  // 14:59 PDT
        ("2026-03-08 22:00", false),  // 15:00 PDT
    ])
    func theSpringForwardDayUsesLocalWallClockTime(utc: String, open: Bool) {
        let hours = week(["sun": [("01:00", "03:00"), ("11:00", "15:00")]])
        #expect(hours.isOpen(at: instant(utc), in: zone("America/Los_Angeles")) == open, "\(utc) UTC")
    }

    /// 2026-11-01: Los Angeles goes back from 02:00 PDT to 01:00 PST, so 01:00–02:00 happens twice.
    @Test(arguments: [
        ("2026-11-01 07:59", false),  // 00:59 PDT
        ("2026-11-01 08:00", true),  // 01:00 PDT
        ("2026-11-01 08:30", true),  // 01:30 PDT, the first time
        ("2026-11-01 09:30", true),  // 01:30 PST, the repeated hour
        ("2026-11-01 10:00", false),  // 02:00 PST
    ])
    func theFallBackDayIsOpenInBothCopiesOfTheRepeatedHour(utc: String, open: Bool) {
        let hours = week(["sun": [("01:00", "02:00")]])
        #expect(hours.isOpen(at: instant(utc), in: zone("America/Los_Angeles")) == open, "\(utc) UTC")
    }

    @Test(arguments: [
        ("2026-06-01 10:00", true, false),  // Paris Monday 12:00, Tokyo Monday 19:00
        ("2026-06-01 03:00", false, true),  // Paris Monday 05:00, Tokyo Monday 12:00
        ("2026-06-07 16:00", true, false),  // Paris Sunday 18:00, Tokyo Monday 01:00
        ("2026-05-31 09:00", false, true),  // Paris Sunday 11:00, Tokyo Sunday 18:00
    ])
    func theSameInstantIsReadInEachRestaurantsZone(utc: String, parisOpen: Bool, tokyoOpen: Bool) {
        let hours = week(["mon": [("11:00", "15:00")], "sun": [("17:00", "23:00")]])
        #expect(hours.isOpen(at: instant(utc), in: zone("Europe/Paris")) == parisOpen, "Paris at \(utc) UTC")
        #expect(hours.isOpen(at: instant(utc), in: zone("Asia/Tokyo")) == tokyoOpen, "Tokyo at \(utc) UTC")
    }

    @Test(
        arguments: [
            ("00:00", 0), ("07:05", 425), ("11:30", 690), ("23:59", 1439), ("24:00", 1440),
        ] as [(String, Int)])
    func minutesParsesTwoDigitHoursAndMinutes(text: String, minutes: Int) {
        #expect(OpeningHours.minutes(text) == minutes)
        #expect(OpeningHours.text(minutes) == text)
    }

    @Test(arguments: [
        "24:01", "25:00", "12:60", "7:00", "07:0", "0700", "07:00:00", "", ":", "ab:cd", "-1:00", " 7:00",
        "+9:00",  // not two digits
    ])
    func minutesRefusesAnythingElse(text: String) {
        #expect(OpeningHours.minutes(text) == nil, "\"\(text)\" → \(String(describing: OpeningHours.minutes(text)))")
    }

    @Test func overnightMeansClosingNotAfterOpening() {
        #expect(OpeningHours.Period(opens: 1080, closes: 120).isOvernight)
        #expect(!OpeningHours.Period(opens: 480, closes: 1440).isOvernight)
        #expect(!OpeningHours.Period(opens: 720, closes: 960).isOvernight)
    }
}
