/// How long a restaurant takes to cook an order, learned from its recent orders: the median time from accepting
/// to ready of the latest ones, or the restaurant's own figure while there are too few.
public enum PrepTime {
    /// How many recent orders are looked at.
    public static let sampleSize = 20
    /// With fewer learned times than this the restaurant's stated time stands.
    public static let minimumSamples = 3
    /// The range a learned time is kept in, minutes.
    public static let range = 2.0...120.0

    /// Minutes: the median of `recent` (accepted → ready, minutes) within `range`, or `stated`.
    public static func learned(from recent: [Double], stated: Int) -> Double {
        let times = recent.filter { $0.isFinite && $0 >= 0 }.sorted()
        guard times.count >= minimumSamples else { return Double(stated) }
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return min(range.upperBound, max(range.lowerBound, median))
    }
}
