import FoodlyShared

/// A row of `body_profiles`.
struct BodyProfileRow: Decodable {
    let goal: String
    let sex: String
    let age: Int
    let heightCm: Double
    let weightKg: Double
    let activity: String
    let paceKgPerWeek: Double?
    let goalWeightKg: Double?

    enum CodingKeys: String, CodingKey {
        case goal, sex, age, activity
        case heightCm = "height_cm"
        case weightKg = "weight_kg"
        case paceKgPerWeek = "pace_kg_per_week"
        case goalWeightKg = "goal_weight_kg"
    }

    /// The profile, or nil when a stored name is no longer known.
    var profile: BodyProfile? {
        guard let goal = WeightGoal(rawValue: goal), let sex = BodySex(rawValue: sex),
            let activity = ActivityLevel(rawValue: activity)
        else { return nil }
        return BodyProfile(
            goal: goal, sex: sex, age: age, heightCm: heightCm, weightKg: weightKg, activity: activity,
            paceKgPerWeek: paceKgPerWeek, goalWeightKg: goalWeightKg)
    }
}
