/// A customer's weights over a run of days and their trend (the answer of `GET /api/v1/diary/weights`).
public struct WeightLog: Codable, Sendable, Equatable {
    /// The weights recorded in the range, earliest first.
    public var entries: [WeightEntry]
    /// The smoothed weight on each day of `entries`, same order: the trend line, which follows the weights without
    /// their day-to-day ups and downs.
    public var trend: [WeightEntry]
    /// How much the weight changes in a week over the range, kg (negative when it goes down); null with fewer than
    /// two weights or when they span less than a week.
    @AlwaysWritten public var changeKgPerWeek: Double?

    /// Creates a log.
    public init(entries: [WeightEntry], trend: [WeightEntry], changeKgPerWeek: Double?) {
        self.entries = entries
        self.trend = trend
        self.changeKgPerWeek = changeKgPerWeek
    }
}
