/// What a person wants their weight to do.
public enum WeightGoal: String, Codable, Sendable, CaseIterable {
    case lose
    case keep
    case gain
}
