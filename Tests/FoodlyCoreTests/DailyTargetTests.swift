import FoodlyCore
import Testing

@Suite("Daily target: Mifflin-St Jeor, activity, pace, floors and the healthy-weight guard")
struct DailyTargetTests {
    /// Resting energy 10 × 60 + 6.25 × 165 − 5 × 30 − 161 = 1,320.25 kcal.
    static func woman(_ goal: WeightGoal = .keep, _ activity: ActivityLevel = .sedentary, pace: Double? = nil)
        -> BodyProfile
    {
        BodyProfile(
            goal: goal, sex: .female, age: 30, heightCm: 165, weightKg: 60, activity: activity, paceKgPerWeek: pace)
    }

    /// Resting energy 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1,780 kcal.
    static func man(_ goal: WeightGoal = .keep, _ activity: ActivityLevel = .moderate, pace: Double? = nil)
        -> BodyProfile
    {
        BodyProfile(
            goal: goal, sex: .male, age: 30, heightCm: 180, weightKg: 80, activity: activity, paceKgPerWeek: pace)
    }

    @Test func restingEnergyIsMifflinStJeor() throws {
        #expect(try DailyTarget(Self.woman()).restingKcal == 1320)
        #expect(try DailyTarget(Self.man()).restingKcal == 1780)
    }

    /// 1,320.25 × 1.2 = 1,584.3; × 1.375 = 1,815.3; × 1.55 = 2,046.4; × 1.725 = 2,277.4; × 1.9 = 2,508.5.
    @Test(arguments: [
        (ActivityLevel.sedentary, 1584, 1580), (.light, 1815, 1820), (.moderate, 2046, 2050), (.active, 2277, 2280),
        (.veryActive, 2508, 2510),
    ])
    func eachActivityFactorScalesRestingEnergy(activity: ActivityLevel, maintenance: Int, target: Int) throws {
        let result = try DailyTarget(Self.woman(.keep, activity))
        #expect(result.maintenanceKcal == maintenance)
        #expect(result.kcal == target)
        #expect(!result.raisedToFloor)
    }

    /// A man's maintenance at moderate activity: 1,780 × 1.55 = 2,759 kcal; 0.25, 0.5 and 0.75 kg a week are
    /// 275, 550 and 825 kcal a day.
    @Test(arguments: [
        (WeightGoal.lose, 0.25, 2480), (.lose, 0.5, 2210), (.lose, 0.75, 1930), (.gain, 0.25, 3030), (.gain, 0.5, 3310),
        (.keep, 0.5, 2760),
    ])
    func thePaceTakesOffOrAddsItsShareOf7700KcalPerKg(goal: WeightGoal, pace: Double, target: Int) throws {
        #expect(try DailyTarget(Self.man(goal, pace: pace)).kcal == target)
    }

    /// 1,584.3 − 825 = 759 would starve her; 70-year-old man: (500 + 1,000 − 350 + 5) × 1.2 − 825 = 561.
    @Test func theTargetNeverGoesBelowTheFloor() throws {
        let her = try DailyTarget(Self.woman(.lose, pace: 0.75))
        #expect(her.kcal == 1200)
        #expect(her.raisedToFloor)
        let him = try DailyTarget(
            BodyProfile(
                goal: .lose, sex: .male, age: 70, heightCm: 160, weightKg: 50, activity: .sedentary,
                paceKgPerWeek: 0.75))
        #expect(him.kcal == 1500)
        #expect(him.raisedToFloor)
    }

    @Test func proteinIsSuggestedFromBodyWeight() throws {
        #expect(try DailyTarget(Self.man()).proteinG == 66)
        #expect(try DailyTarget(Self.man(.lose, pace: 0.5)).proteinG == 96)
    }

    /// 18.5 × 1.65² = 50.37 kg, so 50.4 kg is the lightest goal for 165 cm.
    @Test func aGoalWeightBelowAHealthyBMIIsRefusedGently() throws {
        #expect(DailyTarget.lowestHealthyWeightKg(heightCm: 165) == 50.4)
        var profile = Self.woman(.lose, pace: 0.25)
        profile.goalWeightKg = 50.4
        #expect(throws: Never.self) { try DailyTarget(profile) }
        profile.goalWeightKg = 50
        let failure = try #require(throws: ValidationFailure.self) { try DailyTarget(profile) }
        let issue = try #require(failure.fieldErrors.first)
        #expect(issue.field == "goalWeightKg" && issue.code == "below_healthy_weight")
        #expect(issue.message.contains("50.4 kg"))
    }

    @Test func everyUnusableValueIsNamedAtOnce() throws {
        let profile = BodyProfile(
            goal: .lose, sex: .female, age: 16, heightCm: 90, weightKg: .nan, activity: .light, paceKgPerWeek: 0.3)
        let failure = try #require(throws: ValidationFailure.self) { try DailyTarget(profile) }
        #expect(Set(failure.fieldErrors.map(\.field)) == ["age", "heightCm", "weightKg", "paceKgPerWeek"])
    }

    @Test func theTargetNeverGoesAboveWhatAProfileTakes() throws {
        // (10 × 180 + 6.25 × 195 − 5 × 25 + 5) × 1.9 + 0.75 × 7,700 / 7 ≈ 6,333 kcal: capped at 6,000.
        let target = try DailyTarget(
            BodyProfile(
                goal: .gain, sex: .male, age: 25, heightCm: 195, weightKg: 180, activity: .veryActive,
                paceKgPerWeek: 0.75))
        #expect(target.kcal == 6000)
        #expect(target.maintenanceKcal == 5508)
    }
}
