/// What a person tells Foodly about themselves to get a daily target (the body of
/// `POST /api/v1/nutrition/target`); all of it is optional to give: without it the target is typed by hand, or
/// there is none.
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
    /// How fast to lose or gain, kg a week: 0.25, 0.5 or 0.75; required for those goals, ignored for keeping.
    public var paceKgPerWeek: Double?
    /// The weight they aim for, if they name one.
    public var goalWeightKg: Double?

    /// Creates a profile.
    public init(
        goal: WeightGoal, sex: BodySex, age: Int, heightCm: Double, weightKg: Double, activity: ActivityLevel,
        paceKgPerWeek: Double? = nil, goalWeightKg: Double? = nil
    ) {
        self.goal = goal
        self.sex = sex
        self.age = age
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.activity = activity
        self.paceKgPerWeek = paceKgPerWeek
        self.goalWeightKg = goalWeightKg
    }
}
