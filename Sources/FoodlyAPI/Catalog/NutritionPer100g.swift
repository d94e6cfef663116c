/// A dish's nutrition in 100 g, in the order of an EU label.
public struct NutritionPer100g: Codable, Sendable, Equatable {
    /// Energy, kJ.
    public var energyKj: Double
    /// Energy, kcal.
    public var kcal: Double
    /// Fat, g.
    public var fatG: Double
    /// Of which saturates, g.
    public var saturatedFatG: Double
    /// Carbohydrate, g.
    public var carbsG: Double
    /// Of which sugars, g.
    public var sugarsG: Double
    /// Fibre, g.
    public var fiberG: Double
    /// Protein, g.
    public var proteinG: Double
    /// Salt, g.
    public var saltG: Double

    /// Creates the values.
    public init(
        energyKj: Double, kcal: Double, fatG: Double, saturatedFatG: Double, carbsG: Double, sugarsG: Double,
        fiberG: Double, proteinG: Double, saltG: Double
    ) {
        self.energyKj = energyKj
        self.kcal = kcal
        self.fatG = fatG
        self.saturatedFatG = saturatedFatG
        self.carbsG = carbsG
        self.sugarsG = sugarsG
        self.fiberG = fiberG
        self.proteinG = proteinG
        self.saltG = saltG
    }
}
