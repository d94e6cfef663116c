/// How fast a person wants to lose or gain weight, in kilograms a week.
public enum WeightPace: String, Codable, Sendable, CaseIterable {
    case quarter = "0.25"
    case half = "0.5"
    case threeQuarters = "0.75"

    /// Kilograms a week.
    public var kilogramsPerWeek: Double {
        switch self {
        case .quarter: 0.25
        case .half: 0.5
        case .threeQuarters: 0.75
        }
    }
}
