import FoodlyCore
import Foundation
import Testing

@Suite("Weight log: the trend, the change per week and what a weight may be")
struct WeightTrendTests {
    /// A small deterministic generator, so a failure names its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Weights on increasing days from 1 March 2026, each 1–5 days after the last, `weight(day)` kg (70 by default).
    static func log(_ random: inout Random, count: Int, _ weight: (Int) -> Double = { _ in 70 }) -> [WeightEntry] {
        var day = DiaryDate("2026-03-01")?.dayNumber ?? 0
        return (0..<count).map { _ in
            defer { day += 1 + random.next(5) }
            return WeightEntry(date: DiaryDate(dayNumber: day).text, weightKg: weight(day))
        }
    }

    @Test(arguments: Array(1...40))
    func theTrendStartsAtTheFirstWeightAndStaysBetweenTheLightestAndHeaviestSoFar(seed: Int) {
        var random = Random(state: UInt64(seed))
        let weights = (0..<1 + random.next(40)).map { _ in 60 + Double(random.next(200)) / 10 }
        let entries = Self.log(&random, count: weights.count).enumerated().map { index, entry in
            WeightEntry(date: entry.date, weightKg: weights[index])
        }
        let trend = WeightTrend.smoothed(entries)
        #expect(trend.map(\.date) == entries.map(\.date))
        #expect(trend.first?.weightKg == entries.first?.weightKg)
        for index in trend.indices {
            let seen = entries[...index].map(\.weightKg)
            #expect(
                trend[index].weightKg >= (seen.min() ?? 0) - 0.005 && trend[index].weightKg <= (seen.max() ?? 0) + 0.005
            )
        }
    }

    @Test(arguments: Array(1...20))
    func aSteadyWeightHasAFlatTrendAndNoChange(seed: Int) {
        var random = Random(state: UInt64(seed))
        let kilograms = 50 + Double(random.next(1000)) / 10
        let entries = Self.log(&random, count: 3 + random.next(30)) { _ in kilograms }
        #expect(WeightTrend.smoothed(entries).allSatisfy { abs($0.weightKg - kilograms) < 0.005 })
        #expect((WeightTrend.changePerWeek(entries) ?? 0) == 0)
    }

    @Test(arguments: Array(1...40))
    func aWeightThatMovesInAStraightLineChangesByItsSlopeAndTheTrendFollowsBehind(seed: Int) throws {
        var random = Random(state: UInt64(seed))
        let perDay = Double(random.next(41) - 20) / 100  // −0.2 … +0.2 kg a day
        let entries = Self.log(&random, count: 2 + random.next(30)) { 80 + perDay * Double($0 - 20_000) }
        let first = try #require(entries.first.flatMap { DiaryDate($0.date) })
        let last = try #require(entries.last.flatMap { DiaryDate($0.date) })
        guard last.dayNumber - first.dayNumber >= WeightTrend.shortestSpanDays else {
            #expect(WeightTrend.changePerWeek(entries) == nil)
            return
        }
        let change = try #require(WeightTrend.changePerWeek(entries))
        #expect(abs(change - perDay * 7) < 0.006, "seed \(seed)")
        // The trend lags: it never gets ahead of the weights, and moves the same way.
        let trend = WeightTrend.smoothed(entries)
        for (smoothed, weight) in zip(trend, entries) {
            #expect(
                perDay >= 0
                    ? smoothed.weightKg <= weight.weightKg + 0.005 : smoothed.weightKg >= weight.weightKg - 0.005)
        }
        let steps = zip(trend, trend.dropFirst()).map { $1.weightKg - $0.weightKg }
        #expect(steps.allSatisfy { perDay >= 0 ? $0 >= -0.005 : $0 <= 0.005 })
    }

    @Test(arguments: Array(1...20))
    func theChangeDoesNotDependOnTheStartingWeightOrDay(seed: Int) {
        var random = Random(state: UInt64(seed))
        let weights = (0..<5 + random.next(20)).map { _ in 70 + Double(random.next(60)) / 10 }
        let entries = Self.log(&random, count: weights.count).enumerated().map { index, entry in
            WeightEntry(date: entry.date, weightKg: weights[index])
        }
        let shift = Double(random.next(200)) / 10
        let days = random.next(400) - 200
        let moved = entries.compactMap { entry in
            DiaryDate(entry.date).map {
                WeightEntry(date: $0.adding(days: days).text, weightKg: entry.weightKg + shift)
            }
        }
        let before = WeightTrend.changePerWeek(entries)
        let after = WeightTrend.changePerWeek(moved)
        #expect((before == nil) == (after == nil))
        if let before, let after { #expect(abs(before - after) <= 0.011) }
    }

    @Test func aGapCountsAsTheDaysItHad() {
        // A week's pause pulls the trend as far as seven daily weights would have.
        let daily = (0...7).map {
            WeightEntry(date: DiaryDate(dayNumber: 20_500 + $0).text, weightKg: $0 == 0 ? 80 : 79)
        }
        let paused = [daily[0], daily[7]]
        #expect(
            abs((WeightTrend.smoothed(daily).last?.weightKg ?? 0) - (WeightTrend.smoothed(paused).last?.weightKg ?? 0))
                < 0.011)
        #expect(WeightTrend.smoothed(paused).last?.weightKg == 79.48)  // 80 − (1 − 0.9⁷)
    }

    @Test func noChangeIsGivenForOneWeightOrLessThanAWeek() {
        let one = [WeightEntry(date: "2026-03-01", weightKg: 70)]
        #expect(WeightTrend.changePerWeek(one) == nil)
        #expect(WeightTrend.changePerWeek([]) == nil && WeightTrend.smoothed([]).isEmpty)
        let sixDays = one + [WeightEntry(date: "2026-03-07", weightKg: 71)]
        #expect(WeightTrend.changePerWeek(sixDays) == nil)
        let aWeek = one + [WeightEntry(date: "2026-03-08", weightKg: 69)]
        #expect(WeightTrend.changePerWeek(aWeek) == -1)
    }

    @Test func aWeightIsFrom35To300KgOnARealDayNotLaterThanTodayAnywhere() throws {
        let now = try Date("2026-12-01T12:00:00Z", strategy: .iso8601)
        #expect(try WeightRules.validated(weightKg: 72.46, on: "2026-12-01", now: now).weightKg == 72.5)
        // 2 December has begun in Kiritimati (UTC+14) at noon UTC; the 3rd has not.
        #expect(try WeightRules.validated(weightKg: 35, on: "2026-12-02", now: now).date == "2026-12-02")
        for (weight, date, fields) in [
            (34.9, "2026-12-01", ["weightKg"]), (300.1, "2026-11-30", ["weightKg"]),
            (Double.nan, "2026-11-30", ["weightKg"]),
            (70, "2026-12-03", ["date"]), (70, "2026-02-30", ["date"]), (70, "yesterday", ["date"]),
            (20, "2027-01-01", ["date", "weightKg"]),
        ] {
            do {
                _ = try WeightRules.validated(weightKg: weight, on: date, now: now)
                Issue.record("\(weight) kg on \(date) was accepted")
            } catch let failure as ValidationFailure {
                #expect(failure.issues.map(\.field) == fields, "\(weight) \(date)")
            }
        }
    }

    @Test(arguments: [-800_000, -1, 0, 1, 59, 60, 365, 10_957, 20_513, 2_932_896])
    func dayNumbersCountDaysAndComeBackToTheSameDate(day: Int) throws {
        let date = DiaryDate(dayNumber: day)
        #expect(date.dayNumber == day)
        if (1...9998).contains(date.year) { #expect(date.adding(days: 1) == date.next(in: .gmt)) }
        if let parsed = DiaryDate(date.text) { #expect(parsed == date) }
        #expect(DiaryDate(dayNumber: 0).text == "1970-01-01" && DiaryDate(dayNumber: 0).weekday == 4)
        #expect(try #require(DiaryDate("2026-12-01")).weekday == 2)  // a Tuesday
        #expect(try #require(DiaryDate("2024-02-29")).adding(days: 366).text == "2025-03-01")
    }
}
