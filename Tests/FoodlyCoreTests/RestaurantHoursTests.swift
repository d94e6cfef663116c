import FoodlyCore
import Foundation
import Testing

/// A restaurant's own schedule: the weekly hours rules (several periods, no overlap, at most four a day), closures
/// for dates, pauses that end by the clock, and when a closed restaurant opens again.
@Suite("Restaurant hours, closures and pauses")
struct RestaurantHoursTests {
    static let local = DeliverySlotTests.local
    // June 2026: Monday 1 … Sunday 7 in Los Angeles.
    static let lunchAndDinner = DeliverySlotTests.restaurant([("11:00", "15:00"), ("17:00", "22:00")])

    static func week(_ periods: [[(String, String)]]) -> [[(opens: String, closes: String)]] {
        (0..<7).map { $0 < periods.count ? periods[$0].map { (opens: $0.0, closes: $0.1) } : [] }
    }

    static func fields(_ body: () throws -> OpeningHours) -> [String] {
        do {
            _ = try body()
            return []
        } catch let failure as ValidationFailure {
            return failure.issues.map { "\($0.field) \($0.code)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test func severalPeriodsADayAndAnOvernightOneAreRead() throws {
        let hours = try OpeningHours.read(Self.week([[("11:00", "15:00"), ("17:00", "02:00")], [("12:00", "14:00")]]))
        #expect(hours.days[0].count == 2)
        #expect(hours.days[0][1].isOvernight)
        #expect(hours.days[1] == [OpeningHours.Period(opens: 720, closes: 840)])
    }

    @Test func overlappingPeriodsAreRefusedNamingTheDayAndBothPeriods() {
        #expect(throws: ValidationFailure.self) {
            try OpeningHours.read(Self.week([[("11:00", "15:00"), ("14:00", "22:00")]]))
        }
        do {
            _ = try OpeningHours.read(Self.week([[("11:00", "15:00"), ("14:00", "22:00")]]))
        } catch let failure as ValidationFailure {
            #expect(failure.issues.map(\.field) == ["mon"])
            #expect(failure.issues[0].code == "overlapping_periods")
            #expect(failure.issues[0].message == "Monday: 11:00–15:00 overlaps 14:00–22:00.")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anOvernightPeriodOverlapsTheNextDaysEarlyPeriod() {
        let issues = Self.fields {
            try OpeningHours.read(Self.week([[("18:00", "02:00")], [("01:00", "05:00"), ("11:00", "14:00")]]))
        }
        #expect(issues == ["tue overlapping_periods"])
        // Sunday's overnight period runs into Monday.
        let wrapped = Self.fields {
            try OpeningHours.read(Self.week([[("00:30", "03:00")], [], [], [], [], [], [("20:00", "01:00")]]))
        }
        #expect(wrapped == ["mon overlapping_periods"])
    }

    @Test func touchingPeriodsDoNotOverlap() {
        #expect(Self.fields { try OpeningHours.read(Self.week([[("11:00", "15:00"), ("15:00", "24:00")]])) } == [])
        #expect(Self.fields { try OpeningHours.read(Self.week([[("18:00", "02:00")], [("02:00", "10:00")]])) } == [])
    }

    @Test func badTimesAndTooManyPeriodsAreNamedByField() {
        let issues = Self.fields {
            try OpeningHours.read(
                Self.week([
                    [("25:00", "15:00"), ("17:00", "9pm")],
                    [
                        ("06:00", "07:00"), ("08:00", "09:00"), ("10:00", "11:00"), ("12:00", "13:00"),
                        ("14:00", "15:00"),
                    ],
                    [("10:00", "10:00")],
                ]))
        }
        #expect(
            issues == [
                "mon[0].opens invalid_time", "mon[1].closes invalid_time", "tue too_many_periods",
                "wed[0].closes empty_period",
            ])
    }

    @Test func aClosureEndingBeforeItStartsIsRefused() {
        let today = DiaryDate("2026-06-01")!
        let issues = Closure.issues(first: "2026-06-10", last: "2026-06-09", reason: "", today: today)
        #expect(issues.map(\.code) == ["ends_before_start"])
        #expect(issues[0].field == "last")
        #expect(
            Closure.issues(first: "2026-05-01", last: "2026-05-02", reason: "", today: today).map(\.code) == ["in_past"]
        )
        #expect(Closure.issues(first: "x", last: "2026-06-02", reason: "", today: today).map(\.field) == ["first"])
        #expect(
            Closure.issues(
                first: "2026-06-01", last: "2026-06-01", reason: String(repeating: "a", count: 81), today: today
            )
            .map(\.code) == ["too_long"])
        #expect(Closure.issues(first: "2026-06-01", last: "2026-06-01", reason: "Inventory", today: today).isEmpty)
    }

    @Test func pastClosuresDropOffAndAtMostFiftyAreKeptAhead() throws {
        let today = DiaryDate("2026-06-01")!
        let past = Closure(id: "old", first: DiaryDate("2026-05-01")!, last: DiaryDate("2026-05-02")!, reason: "")
        let ahead = (0..<49).map { day in
            Closure(id: "c\(day)", first: today.adding(days: day + 1), last: today.adding(days: day + 1), reason: "")
        }
        let new = Closure(id: "new", first: today, last: today, reason: "")
        let kept = try Closure.adding(new, to: [past] + ahead, today: today)
        #expect(kept.count == 50)
        #expect(kept.first?.id == "new")
        #expect(!kept.contains { $0.id == "old" })
        #expect(throws: ValidationFailure.self) { try Closure.adding(new, to: kept, today: today) }
    }

    @Test func aClosureClosesItsWholeDatesInTheRestaurantsZoneAndSaysWhenItOpens() {
        var restaurant = Self.lunchAndDinner
        let closure = Closure(id: "x", first: DiaryDate("2026-06-02")!, last: DiaryDate("2026-06-03")!, reason: "Move")
        restaurant.closures = [closure]
        #expect(restaurant.isOpen(at: Self.local("2026-06-01 12:00")))
        #expect(restaurant.openState(at: Self.local("2026-06-02 12:00")) == .closure(closure))
        #expect(restaurant.openState(at: Self.local("2026-06-03 21:00")) == .closure(closure))
        #expect(restaurant.opensAt(after: Self.local("2026-06-02 12:00")) == Self.local("2026-06-04 11:00"))
        #expect(!restaurant.isScheduledOpen(at: Self.local("2026-06-02 12:00")))
    }

    @Test func aPauseStopsNewOrdersUntilItEndsWithNothingWritten() {
        var restaurant = Self.lunchAndDinner
        let start = Self.local("2026-06-01 12:00")
        restaurant.pause = RestaurantPause.starting(at: start, minutes: 15)
        #expect(restaurant.openState(at: start) == .paused(until: Self.local("2026-06-01 12:15")))
        #expect(!restaurant.isOpen(at: Self.local("2026-06-01 12:14")))
        #expect(restaurant.isOpen(at: Self.local("2026-06-01 12:15")))
        #expect(restaurant.opensAt(after: start) == Self.local("2026-06-01 12:15"))
        // The kitchen still works: orders for later are held to hours and closures only.
        #expect(restaurant.isScheduledOpen(at: Self.local("2026-06-01 12:05")))
        #expect(RestaurantPause.starting(at: start, minutes: 20) == nil)
    }

    @Test func aPauseUntilReopenedHasNoEndAndOutlastsTheHours() {
        var restaurant = Self.lunchAndDinner
        restaurant.pause = RestaurantPause.starting(at: Self.local("2026-06-01 12:00"), minutes: nil)
        #expect(restaurant.openState(at: Self.local("2026-06-05 12:00")) == .paused(until: nil))
        #expect(restaurant.opensAt(after: Self.local("2026-06-05 12:00")) == nil)
    }

    @Test func aPauseEndingOutsideTheHoursOpensAtTheNextPeriod() {
        var restaurant = Self.lunchAndDinner
        restaurant.pause = RestaurantPause.starting(at: Self.local("2026-06-01 14:30"), minutes: 60)
        #expect(restaurant.opensAt(after: Self.local("2026-06-01 14:40")) == Self.local("2026-06-01 17:00"))
    }

    @Test func noSlotIsOfferedOnAClosedDate() {
        var restaurant = Self.lunchAndDinner
        restaurant.closures = [
            Closure(id: "x", first: DiaryDate("2026-06-02")!, last: DiaryDate("2026-06-02")!, reason: "")
        ]
        let slots = DeliverySlot.available(for: restaurant, at: Self.local("2026-06-01 10:00"))
        let days = Set(slots.map { DiaryDate($0.start, in: DeliverySlotTests.losAngeles).text })
        #expect(days.contains("2026-06-01"))
        #expect(!days.contains("2026-06-02"))
        #expect(days.contains("2026-06-03"))
    }
}
