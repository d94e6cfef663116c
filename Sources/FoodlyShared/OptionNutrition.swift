/// What an option adds to (or, negative, takes from) a dish's nutrients per portion and its weight.
public struct OptionNutrition: Sendable, Equatable, Codable {
    /// Energy in kcal.
    public var kcal: Double
    /// Protein in g.
    public var proteinG: Double
    /// Available carbohydrate in g.
    public var carbsG: Double
    /// Sugars in g.
    public var sugarsG: Double
    /// Fat in g.
    public var fatG: Double
    /// Saturated fat in g.
    public var saturatedFatG: Double
    /// Fibre in g.
    public var fiberG: Double
    /// Salt in g.
    public var saltG: Double
    /// Portion weight in g.
    public var grams: Double

    /// Nothing added.
    public static let zero = OptionNutrition(
        kcal: 0, proteinG: 0, carbsG: 0, sugarsG: 0, fatG: 0, saturatedFatG: 0, fiberG: 0, saltG: 0, grams: 0)

    /// Creates a delta.
    public init(
        kcal: Double, proteinG: Double, carbsG: Double, sugarsG: Double, fatG: Double, saturatedFatG: Double,
        fiberG: Double, saltG: Double, grams: Double
    ) {
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.sugarsG = sugarsG
        self.fatG = fatG
        self.saturatedFatG = saturatedFatG
        self.fiberG = fiberG
        self.saltG = saltG
        self.grams = grams
    }

    /// The fields with their names as the API spells them, in that order.
    public var fields: [(name: String, value: Double)] {
        [
            ("kcal", kcal), ("proteinG", proteinG), ("carbsG", carbsG), ("sugarsG", sugarsG), ("fatG", fatG),
            ("saturatedFatG", saturatedFatG), ("fiberG", fiberG), ("saltG", saltG), ("grams", grams),
        ]
    }
}
