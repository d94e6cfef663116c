/// `PUT /api/v1/diary/weights/{date}`: the day's weight.
public struct WeightRequest: Codable, Sendable, Equatable {
    /// Kilograms, 35–300 (kept to 0.1 kg).
    public var weightKg: Double

    /// Creates a request.
    public init(weightKg: Double) {
        self.weightKg = weightKg
    }
}
