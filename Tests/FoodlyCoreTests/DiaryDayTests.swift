import FoodlyCore
import Foundation
import Testing

@Suite("Diary days: totals by local day in any time zone")
struct DiaryDayTests {
    /// Zones on both sides of the date line, with and without daylight saving, and a half-hour offset.
    static let zones = [
        "UTC", "America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Pacific/Auckland",
        "Pacific/Kiritimati", "Australia/Lord_Howe",
    ]

    /// A small deterministic generator, so a failure names its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Ranges that hold a clock change: March 2026 (US 8th, EU 29th) and October/November 2026 (EU 25th, US 1st).
    @Test(arguments: Array(1...40))
    func dayTotalsAreTheSumOfTheirEntriesAndEveryEntryIsOnExactlyOneDay(seed: Int) throws {
        var random = Random(state: UInt64(seed))
        let zone = try #require(TimeZone(identifier: Self.zones[random.next(Self.zones.count)]))
        let first = try #require(DiaryDate(["2026-03-05", "2026-03-26", "2026-10-22", "2026-10-29"][random.next(4)]))
        var last = first
        for _ in 0..<random.next(DiaryRules.maxDays) { last = last.next(in: zone) }
        #expect(DiaryRules.rangeProblem(from: first, through: last) == nil)
        let start = first.start(in: zone)
        let end = last.next(in: zone).start(in: zone)
        let entries = (0..<random.next(60)).map { index in
            DiaryEntry(
                id: "e\(index)",
                eatenAt: start.addingTimeInterval(Double(random.next(Int(end.timeIntervalSince(start))))),
                name: "Meal \(index)", kcal: Double(random.next(1500)), proteinG: index % 3 == 0 ? nil : 12.5,
                carbsG: Double(random.next(90)), fatG: 3)
        }
        let days = DiaryRules.days(entries, from: first, through: last, in: zone)
        #expect(days.first?.date == first.text && days.last?.date == last.text)
        #expect(Set(days.map(\.date)).count == days.count)
        #expect(days.flatMap(\.entries).map(\.id).sorted() == entries.map(\.id).sorted())
        for day in days {
            #expect(day.kcal == day.entries.reduce(0) { $0 + $1.kcal })
            #expect(day.proteinG == day.entries.reduce(0) { $0 + ($1.proteinG ?? 0) })
            for entry in day.entries { #expect(DiaryDate(entry.eatenAt, in: zone).text == day.date) }
            #expect(day.entries.map(\.eatenAt) == day.entries.map(\.eatenAt).sorted())
        }
    }

    /// 8 March 2026 in New York has 23 hours, 1 November 25: the days still start at local midnight.
    @Test func daysWhenClocksChangeAreShorterOrLonger() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let spring = try #require(DiaryDate("2026-03-08"))
        #expect(spring.next(in: newYork).start(in: newYork).timeIntervalSince(spring.start(in: newYork)) == 23 * 3600)
        let autumn = try #require(DiaryDate("2026-11-01"))
        #expect(autumn.next(in: newYork).start(in: newYork).timeIntervalSince(autumn.start(in: newYork)) == 25 * 3600)
        #expect(autumn.next(in: newYork).text == "2026-11-02")
    }

    @Test func onlyRealDatesAndRangesOfAtMost31DaysAreRead() throws {
        for text in ["2026-02-29", "2026-13-01", "2026-1-05", "26-01-05", "2026-01-05T00:00", ""] {
            #expect(DiaryDate(text) == nil, "\(text)")
        }
        let first = try #require(DiaryDate("2026-01-01"))
        #expect(DiaryRules.rangeProblem(from: first, through: try #require(DiaryDate("2026-01-31"))) == nil)
        #expect(DiaryRules.rangeProblem(from: first, through: try #require(DiaryDate("2026-02-01"))) != nil)
        #expect(DiaryRules.rangeProblem(from: try #require(DiaryDate("2026-01-02")), through: first) != nil)
    }
}
