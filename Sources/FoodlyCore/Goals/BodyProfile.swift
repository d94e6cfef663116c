import FoodlyShared

/// What a person tells Foodly about themselves to get a daily target: every field is theirs to give or skip as a
/// whole (the target is then typed by hand, or there is none).
public struct BodyProfile: Sendable, Equatable, Codable {
    /// Lose, keep or gain weight.
    public var goal: WeightGoal
    /// The sex the equation is fitted for.
    public var sex: BodySex
    /// Age in whole years (18–100: the equation is for adults).
    public var age: Int
    /// Height in centimetres (120–230).
    public var heightCm: Double
    /// Weight in kilograms (35–300).
    public var weightKg: Double
    /// How active their days are.
    public var activity: ActivityLevel
    /// How fast to lose or gain; required for those goals, ignored for keeping.
    public var pace: WeightPace?
    /// The weight they aim for, if they name one.
    public var goalWeightKg: Double?

    /// Creates a profile.
    public init(
        goal: WeightGoal, sex: BodySex, age: Int, heightCm: Double, weightKg: Double, activity: ActivityLevel,
        pace: WeightPace? = nil, goalWeightKg: Double? = nil
    ) {
        self.goal = goal
        self.sex = sex
        self.age = age
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.activity = activity
        self.pace = pace
        self.goalWeightKg = goalWeightKg
    }
}
