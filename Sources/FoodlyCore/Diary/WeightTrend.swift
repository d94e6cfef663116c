import FoodlyShared
import Foundation

/// The trend of a weight log, so that a day's water or a late dinner does not read as a change.
///
/// The trend line is an exponentially smoothed average that takes the gaps between weights into account: each
/// weight moves the trend 10% of the way towards it per day since the previous one (1 − 0.9ⁿ after n days), so a
/// weight after a week's pause counts as much as a week of daily ones would have. The change per week is the slope
/// of the least-squares line through the weights against their days, times seven: every weight counts equally, and
/// the trend's lag does not shrink it. It is given only when the weights span at least a week.
public enum WeightTrend {
    /// How far one day moves the trend towards a new weight.
    public static let dailySmoothing = 0.1
    /// The shortest span of days a change per week is worked out over.
    public static let shortestSpanDays = 7

    /// The trend on each day of `entries` (earliest first, one a day), to 0.01 kg.
    public static func smoothed(_ entries: [WeightEntry]) -> [WeightEntry] {
        var trend: Double?
        var previousDay = 0
        return entries.compactMap { entry in
            guard let day = DiaryDate(entry.date)?.dayNumber else { return nil }
            let next: Double
            if let trend {
                let pull = 1 - pow(1 - dailySmoothing, Double(max(1, day - previousDay)))
                next = trend + pull * (entry.weightKg - trend)
            } else {
                next = entry.weightKg
            }
            trend = next
            previousDay = day
            return WeightEntry(date: entry.date, weightKg: (next * 100).rounded() / 100)
        }
    }

    /// The change in a week, kg (negative when the weight goes down), to 0.01 kg; nil with fewer than two weights or
    /// when they span less than ``shortestSpanDays``.
    public static func changePerWeek(_ entries: [WeightEntry]) -> Double? {
        let points = entries.compactMap { entry in DiaryDate(entry.date).map { (Double($0.dayNumber), entry.weightKg) }
        }
        guard points.count >= 2, let first = points.map(\.0).min(), let last = points.map(\.0).max(),
            last - first >= Double(shortestSpanDays)
        else { return nil }
        let count = Double(points.count)
        let meanDay = points.reduce(0) { $0 + $1.0 } / count
        let meanWeight = points.reduce(0) { $0 + $1.1 } / count
        let covariance = points.reduce(0) { $0 + ($1.0 - meanDay) * ($1.1 - meanWeight) }
        let variance = points.reduce(0) { $0 + ($1.0 - meanDay) * ($1.0 - meanDay) }
        let perWeek = covariance / variance * 7
        return (perWeek * 100).rounded() / 100 + 0  // + 0 turns -0 into 0
    }
}
