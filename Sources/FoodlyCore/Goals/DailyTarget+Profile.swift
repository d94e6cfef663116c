import FoodlyShared

/// The rule that works a ``DailyTarget`` out from a ``BodyProfile``.
///
/// Resting energy is the Mifflin-St Jeor equation (10 × kg + 6.25 × cm − 5 × age, + 5 for men, − 161 for women);
/// maintenance is resting energy times the activity factor (1.2, 1.375, 1.55, 1.725, 1.9). To lose or gain, the
/// pace in kg a week times 7,700 kcal per kg, divided by 7, is taken off or added (0.5 kg a week ≈ 550 kcal a day).
/// The target never goes below 1,200 kcal for women or 1,500 kcal for men, nor above the highest target a profile
/// takes (6,000 kcal), and is rounded to 10 kcal. Protein is
/// suggested from body weight: 0.83 g per kg to keep weight (the EFSA reference intake for adults), 1.2 g per kg to
/// lose or gain (more protein keeps muscle while losing, and builds it while gaining).
extension DailyTarget {
    /// Energy in a kilogram of body weight, kcal.
    public static let kcalPerKilogram = 7700.0
    /// The paces one may choose, kg a week.
    public static let paces: [Double] = [0.25, 0.5, 0.75]
    /// The lowest body-mass index a goal weight may have.
    public static let lowestGoalBMI = 18.5

    /// The target for `profile`, or a `ValidationFailure` naming each value it cannot use, kindly.
    public init(_ profile: BodyProfile) throws {
        try ValidationFailure.check(Self.issues(profile))
        let sexTerm: Double = profile.sex == .male ? 5 : -161
        let resting = 10 * profile.weightKg + 6.25 * profile.heightCm - 5 * Double(profile.age) + sexTerm
        let maintenance = resting * profile.activity.factor
        let dailyChange = profile.goal == .keep ? 0 : (profile.paceKgPerWeek ?? 0) * Self.kcalPerKilogram / 7
        let wanted: Double =
            switch profile.goal {
            case .lose: maintenance - dailyChange
            case .keep: maintenance
            case .gain: maintenance + dailyChange
            }
        let floor = Double(profile.sex == .male ? 1500 : 1200)
        let ceiling = Double(ProfilePatch.kcalTargetRange.upperBound)
        self.init(
            kcal: Int((min(max(wanted, floor), ceiling) / 10).rounded()) * 10,
            maintenanceKcal: Int(maintenance.rounded()),
            restingKcal: Int(resting.rounded()), raisedToFloor: wanted < floor,
            proteinG: Int((profile.weightKg * (profile.goal == .keep ? 0.83 : 1.2)).rounded()))
    }

    /// The lightest healthy weight for `heightCm`: a body-mass index of 18.5, rounded up to 0.1 kg.
    public static func lowestHealthyWeightKg(heightCm: Double) -> Double {
        let metres = heightCm / 100
        return (lowestGoalBMI * metres * metres * 10).rounded(.up) / 10
    }

    private static func issues(_ profile: BodyProfile) -> [FieldError] {
        var issues: [FieldError] = []
        func refuse(_ field: String, _ message: String) {
            issues.append(FieldError(field: field, code: "out_of_range", message: message))
        }
        if !(18...100).contains(profile.age) {
            refuse("age", "The calculation is made for adults from 18 to 100; you can type your own target instead.")
        }
        if !profile.heightCm.isFinite || !(120...230).contains(profile.heightCm) {
            refuse("heightCm", "Give your height in centimetres, between 120 and 230.")
        }
        let kilograms = WeightRules.kilograms
        if !profile.weightKg.isFinite || !kilograms.contains(profile.weightKg) {
            refuse(
                "weightKg",
                "Give your weight in kilograms, between \(Int(kilograms.lowerBound)) and \(Int(kilograms.upperBound)).")
        }
        if profile.goal != .keep {
            if let pace = profile.paceKgPerWeek {
                if !paces.contains(pace) { refuse("paceKgPerWeek", "Choose how fast: 0.25, 0.5 or 0.75 kg a week.") }
            } else {
                issues.append(
                    FieldError(
                        field: "paceKgPerWeek", code: "required",
                        message: "Choose how fast: 0.25, 0.5 or 0.75 kg a week."
                    ))
            }
        }
        if let goalWeight = profile.goalWeightKg, profile.heightCm.isFinite, profile.heightCm > 0 {
            let lowest = lowestHealthyWeightKg(heightCm: profile.heightCm)
            if !goalWeight.isFinite || goalWeight > kilograms.upperBound {
                refuse("goalWeightKg", "Give the weight you aim for in kilograms, up to \(Int(kilograms.upperBound)).")
            } else if goalWeight < lowest {
                issues.append(
                    FieldError(
                        field: "goalWeightKg", code: "below_healthy_weight",
                        message: "For your height a healthy weight starts at \(lowest.formatted1) kg; "
                            + "a goal from there up keeps you well."))
            }
        }
        return issues
    }
}

extension Double {
    /// One decimal, no trailing ".0" (45.0 → "45", 45.3 → "45.3").
    fileprivate var formatted1: String {
        let tenths = (self * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
