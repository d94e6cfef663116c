import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// The operator's courier cover: each hour of a day counts the orders placed in it, the couriers on duty for any
/// part of it (and their minutes together, an open shift up to now only) and the couriers whose weekly schedule
/// touches it, overnight periods included; a day has 23 or 25 hours when the clocks change.
@Suite("Courier cover hour by hour")
struct DutyDayTests {
    private static let utc = TimeZone(identifier: "UTC")!
    /// Monday 2 March 2026.
    private static let monday = DiaryDate("2026-03-02")!

    private static func at(_ clock: String, on date: DiaryDate = monday) -> Date {
        let minutes = OpeningHours.minutes(clock)!
        return date.start(in: utc).addingTimeInterval(Double(minutes) * 60)
    }

    private static func week(_ days: [String: [(String, String)]]) throws -> OpeningHours {
        try OpeningHours.read(OpeningHours.dayKeys.map { key in (days[key] ?? []).map { (opens: $0.0, closes: $0.1) } })
    }

    @Test func shiftsOrdersAndSchedulesLandInTheirHours() throws {
        let shifts = [
            DutyShift(courierID: ID("ana"), start: Self.at("10:30"), end: Self.at("12:15")),
            DutyShift(courierID: ID("ben"), start: Self.at("11:00")),  // still on duty
            DutyShift(courierID: ID("ana"), start: Self.at("12:45"), end: Self.at("12:50")),
            DutyShift(courierID: ID("old"), start: Self.at("20:00", on: Self.monday.adding(days: -1))),
        ]
        let schedules = [
            try Self.week(["mon": [("11:00", "14:00")]]),
            try Self.week(["sun": [("22:00", "02:00")]]),  // runs into Monday
            try Self.week(["mon": [("11:30", "11:45")], "tue": [("11:00", "12:00")]]),
        ]
        let placed = [
            Self.at("11:05"), Self.at("11:55"), Self.at("12:30"), Self.at("23:59"),
            Self.at("12:00", on: Self.monday.adding(days: 1)), Self.at("23:00", on: Self.monday.adding(days: -1)),
        ]
        let day = DutyDay(
            Self.monday, in: Self.utc, now: Self.at("13:20"), shifts: shifts, schedules: schedules, placed: placed)
        #expect(day.date == Self.monday && day.hours.count == 24)
        #expect(day.hours.map(\.start) == (0..<24).map { Self.at(String(format: "%02d:00", $0)) })
        #expect(
            day.hours.map(\.orders) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1] + Array(repeating: 0, count: 10) + [1])
        // "old" went on duty on Sunday evening and never off: every hour up to now.
        #expect(day.hours[0].onDuty == 1 && day.hours[0].dutyMinutes == 60)
        #expect(day.hours[10].onDuty == 2 && day.hours[10].dutyMinutes == 60 + 30)
        #expect(day.hours[11].onDuty == 3 && day.hours[11].dutyMinutes == 180)
        #expect(day.hours[12].onDuty == 3 && day.hours[12].dutyMinutes == 60 + 15 + 5 + 60)
        #expect(day.hours[13].onDuty == 2 && day.hours[13].dutyMinutes == 40, "open shifts count until 13:20")
        #expect(day.hours[14].onDuty == 0 && day.hours[14].dutyMinutes == 0, "nothing after now")
        #expect(
            day.hours.map(\.scheduled) == [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1] + Array(repeating: 0, count: 10))
    }

    @Test func aDayWhenTheClocksChangeHasTwentyThreeOrTwentyFiveHours() throws {
        let zone = TimeZone(identifier: "America/Los_Angeles")!
        let evenings = try Self.week(
            Dictionary(uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [("01:00", "02:00")]) }))
        for (text, count) in [("2026-03-08", 23), ("2026-11-01", 25), ("2026-06-01", 24)] {
            let date = try #require(DiaryDate(text))
            let day = DutyDay(
                date, in: zone, now: date.adding(days: 2).start(in: zone), shifts: [], schedules: [evenings],
                placed: [])
            #expect(day.hours.count == count, "\(text)")
            #expect(day.hours.first?.start == date.start(in: zone))
            #expect(
                day.hours.map { LocalTime.clock($0.start, in: zone) }.filter { $0 == "01:00" }.count
                    == (count == 25 ? 2 : 1))
            // 01:00–02:00 local is scheduled: twice on the day 1 a.m. comes round again.
            #expect(day.hours.filter { $0.scheduled == 1 }.count == (count == 25 ? 2 : 1), "\(text)")
        }
    }

    @Test func aPeriodTouchingAnHourCoversItAndOneEndingAtItsStartDoesNot() throws {
        let hours = try Self.week(["mon": [("09:59", "10:00"), ("22:00", "24:00")]])
        let mondayMinutes = Self.monday.dayNumber * 1440
        #expect(hours.isOpen(duringLocalMinutes: (mondayMinutes + 540)..<(mondayMinutes + 600)))
        #expect(!hours.isOpen(duringLocalMinutes: (mondayMinutes + 600)..<(mondayMinutes + 660)))
        #expect(hours.isOpen(duringLocalMinutes: (mondayMinutes + 1380)..<(mondayMinutes + 1440)))
        #expect(!hours.isOpen(duringLocalMinutes: (mondayMinutes + 1440)..<(mondayMinutes + 1500)), "Tuesday is off")
        #expect(!hours.isOpen(duringLocalMinutes: mondayMinutes..<mondayMinutes))
    }
}
