/// A food's or drink's Nutri-Score under the 2023 algorithms (Santé publique France): the score, its letter and the
/// points of every component.
///
/// score = energy + sugars + saturatedFat + salt + sweeteners − (fiber + protein + fruitVegLegume), where protein is
/// 0 when it does not count: from 11 negative points on for general foods and red meat, from 7 on for fats, oils,
/// nuts and seeds; it always counts for cheese and drinks. Drinks use their own energy, sugars, protein and
/// fruit/vegetable scales, and sweeteners only count for them. Values are used as given, without label rounding.
public struct NutriScore: Sendable, Equatable {
    /// The points of each component; `negative − positive` is the score.
    public typealias Points = NutriScorePoints

    /// The score, from −17 (best) to 55 (worst).
    public let score: Int
    /// The letter the score earns in its category.
    public let grade: NutriGrade
    /// The points of every component.
    public let points: Points
    /// Whether protein counted; when false `points.protein` is 0 whatever the protein content.
    public let proteinCounted: Bool

    /// Creates a result from its parts.
    public init(score: Int, grade: NutriGrade, points: Points, proteinCounted: Bool) {
        self.score = score
        self.grade = grade
        self.points = points
        self.proteinCounted = proteinCounted
    }

    /// Scores 100 g of a food in `category`.
    ///
    /// Throws a `ValidationFailure` listing every unusable value at once (see `NutrientsPer100g.issues(category:)`).
    public static func compute(_ nutrients: NutrientsPer100g, category: NutriScoreCategory = .general) throws
        -> NutriScore
    {
        try ValidationFailure.check(nutrients.issues(category: category))
        typealias Table = NutriScoreTables
        var points = Points(
            energy: Table.points(nutrients.energyKj, above: Table.energyKj),
            sugars: Table.points(nutrients.sugarsG, above: Table.sugarsG),
            saturatedFat: Table.points(nutrients.saturatedFatG, above: Table.saturatedFatG),
            salt: Table.points(nutrients.saltG, above: Table.saltG),
            fiber: Table.points(nutrients.fiberG, above: Table.fiberG),
            protein: Table.points(nutrients.proteinG, above: Table.proteinG),
            fruitVegLegume: Table.fruitVegLegumePoints(nutrients.fruitVegLegumePercent))
        if category == .fatOilNutSeed {
            let fatG = nutrients.fatG ?? 0
            let saturatesKj = nutrients.saturatedFatG * Table.kjPerGramOfSaturates
            let ratioPercent = fatG > 0 ? nutrients.saturatedFatG * 100 / fatG : 0
            points.energy = Table.points(saturatesKj, above: Table.energyFromSaturatesKj)
            points.saturatedFat = Table.points(ratioPercent, reaching: Table.saturatedFatRatioPercent)
        }
        if category.isBeverage {
            points.energy = Table.points(nutrients.energyKj, above: Table.beverageEnergyKj)
            points.sugars = Table.points(nutrients.sugarsG, above: Table.beverageSugarsG)
            points.protein = Table.points(nutrients.proteinG, above: Table.beverageProteinG)
            points.fruitVegLegume = Table.beverageFruitVegLegumePoints(nutrients.fruitVegLegumePercent)
            points.sweeteners = category == .sweetenedBeverage ? Table.sweetenerPoints : 0
        }
        if category == .redMeat {
            points.protein = min(points.protein, Table.redMeatMaxProteinPoints)
        }
        let proteinCounted: Bool
        switch category {
        case .cheese, .beverage, .sweetenedBeverage, .water: proteinCounted = true
        case .fatOilNutSeed: proteinCounted = points.negative < Table.proteinCutOffFats
        case .general, .redMeat: proteinCounted = points.negative < Table.proteinCutOffGeneral
        }
        if !proteinCounted { points.protein = 0 }
        let score = points.negative - points.positive
        return NutriScore(
            score: score, grade: NutriGrade.forScore(score, category: category), points: points,
            proteinCounted: proteinCounted)
    }
}
