import FoodlyShared

/// What the Nutri-Score is computed from: the composition of 100 g of a food.
public struct NutrientsPer100g: Sendable, Equatable {
    /// Energy in kJ.
    public var energyKj: Double
    /// Sugars in g.
    public var sugarsG: Double
    /// Saturated fatty acids in g.
    public var saturatedFatG: Double
    /// Salt in g (sodium × 2.5).
    public var saltG: Double
    /// Dietary fibre in g (AOAC method).
    public var fiberG: Double
    /// Protein in g.
    public var proteinG: Double
    /// Fruit, vegetables and legumes as a percentage of the weight (0…100); nuts and oils do not count.
    public var fruitVegLegumePercent: Double
    /// Total fat in g; required for the fats, oils, nuts and seeds category (saturates/fat ratio).
    public var fatG: Double?

    /// Creates a per-100 g composition.
    public init(
        energyKj: Double, sugarsG: Double, saturatedFatG: Double, saltG: Double, fiberG: Double, proteinG: Double,
        fruitVegLegumePercent: Double, fatG: Double? = nil
    ) {
        self.energyKj = energyKj
        self.sugarsG = sugarsG
        self.saturatedFatG = saturatedFatG
        self.saltG = saltG
        self.fiberG = fiberG
        self.proteinG = proteinG
        self.fruitVegLegumePercent = fruitVegLegumePercent
        self.fatG = fatG
    }

    /// Every reason these values cannot be scored in `category`, in API field order; empty when they can.
    ///
    /// Refused: a negative, NaN or infinite value (`out_of_range`), a fruit/vegetable/legume share above 100 %
    /// (`out_of_range`), saturated fat above total fat when total fat is given (`exceeds_fat`), and a missing
    /// `fatG` in the fats, oils, nuts and seeds category (`required`).
    public func issues(category: NutriScoreCategory) -> [FieldError] {
        var issues: [FieldError] = []
        let amounts: [(String, Double)] = [
            ("energyKj", energyKj), ("sugarsG", sugarsG), ("saturatedFatG", saturatedFatG), ("saltG", saltG),
            ("fiberG", fiberG), ("proteinG", proteinG),
        ]
        for (field, value) in amounts {
            if !Self.isAmount(value) {
                issues.append(Self.notAnAmount(field))
            } else if field == "saturatedFatG", let fatG, Self.isAmount(fatG), value > fatG {
                issues.append(
                    FieldError(
                        field: field, code: "exceeds_fat", message: "Saturated fat cannot be more than total fat."))
            }
        }
        if !Self.isAmount(fruitVegLegumePercent) || fruitVegLegumePercent > 100 {
            issues.append(
                FieldError(
                    field: "fruitVegLegumePercent", code: "out_of_range", message: "Must be between 0 and 100."))
        }
        if let fatG {
            if !Self.isAmount(fatG) { issues.append(Self.notAnAmount("fatG")) }
        } else if category == .fatOilNutSeed {
            issues.append(
                FieldError(
                    field: "fatG", code: "required",
                    message: "Total fat is required for fats, oils, nuts and seeds."))
        }
        return issues
    }

    /// A finite value of at least zero.
    private static func isAmount(_ value: Double) -> Bool {
        value.isFinite && value >= 0
    }

    private static func notAnAmount(_ field: String) -> FieldError {
        FieldError(field: field, code: "out_of_range", message: "Must be a number of at least 0.")
    }
}
