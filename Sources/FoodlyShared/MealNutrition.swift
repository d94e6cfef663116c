/// What a whole meal (a cart or an order) adds up to.
public struct MealNutrition: Codable, Sendable, Equatable {
    /// Energy, kcal.
    public var kcal: Double
    /// Protein, g.
    public var proteinG: Double
    /// Carbohydrate, g.
    public var carbsG: Double
    /// Fat, g.
    public var fatG: Double

    /// Creates totals.
    public init(kcal: Double, proteinG: Double, carbsG: Double, fatG: Double) {
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
    }
}
