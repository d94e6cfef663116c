/// A dish's nutrients per portion, as the import format and the API carry them.
///
/// Carbohydrate is available carbohydrate (EU labelling): it excludes fibre, which is listed on its own.
public struct DishNutrition: Sendable, Equatable, Codable {
    /// Energy in kcal.
    public var kcal: Double
    /// Protein in g.
    public var proteinG: Double
    /// Available carbohydrate in g (fibre excluded).
    public var carbsG: Double
    /// Sugars in g (part of the carbohydrate).
    public var sugarsG: Double
    /// Total fat in g.
    public var fatG: Double
    /// Saturated fat in g (part of the fat).
    public var saturatedFatG: Double
    /// Dietary fibre in g.
    public var fiberG: Double
    /// Salt in g.
    public var saltG: Double
    /// Fruit, vegetables and legumes as a percentage of the dish's weight (0…100).
    public var fruitVegLegumePercent: Double

    /// Creates per-portion nutrients.
    public init(
        kcal: Double, proteinG: Double, carbsG: Double, sugarsG: Double, fatG: Double, saturatedFatG: Double,
        fiberG: Double, saltG: Double, fruitVegLegumePercent: Double
    ) {
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.sugarsG = sugarsG
        self.fatG = fatG
        self.saturatedFatG = saturatedFatG
        self.fiberG = fiberG
        self.saltG = saltG
        self.fruitVegLegumePercent = fruitVegLegumePercent
    }
}
