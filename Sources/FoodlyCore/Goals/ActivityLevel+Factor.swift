import FoodlyShared

extension ActivityLevel {
    /// The factor resting energy is multiplied by.
    public var factor: Double {
        switch self {
        case .sedentary: 1.2
        case .light: 1.375
        case .moderate: 1.55
        case .active: 1.725
        case .veryActive: 1.9
        }
    }
}
