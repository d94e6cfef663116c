/// One day's weight in a customer's weight log (at most one a day, in their own calendar).
public struct WeightEntry: Codable, Sendable, Equatable {
    /// The local date it was measured on, `YYYY-MM-DD`.
    public var date: String
    /// The weight, kg (35–300, to 0.1 kg).
    public var weightKg: Double

    /// Creates an entry.
    public init(date: String, weightKg: Double) {
        self.date = date
        self.weightKg = weightKg
    }
}
