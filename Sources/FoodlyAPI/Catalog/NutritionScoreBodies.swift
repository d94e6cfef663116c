/// `POST /api/v1/nutrition/score` body: nutrients per 100 g. Every field but `category` and `fatG` is required.
public struct NutritionScoreRequest: Codable, Sendable, Equatable {
    /// Energy in kJ.
    public var energyKj: Double?
    /// Sugars in g.
    public var sugarsG: Double?
    /// Saturated fat in g.
    public var saturatedFatG: Double?
    /// Salt in g.
    public var saltG: Double?
    /// Fibre in g.
    public var fiberG: Double?
    /// Protein in g.
    public var proteinG: Double?
    /// Fruit, vegetables and legumes in %.
    public var fruitVegLegumePercent: Double?
    /// `general` (default), `red_meat`, `cheese` or `fat_oil_nut_seed`.
    public var category: String?
    /// Total fat in g (required for `fat_oil_nut_seed`).
    public var fatG: Double?

    /// Creates a request.
    public init(
        energyKj: Double?, sugarsG: Double?, saturatedFatG: Double?, saltG: Double?, fiberG: Double?,
        proteinG: Double?, fruitVegLegumePercent: Double?, category: String? = nil, fatG: Double? = nil
    ) {
        self.energyKj = energyKj
        self.sugarsG = sugarsG
        self.saturatedFatG = saturatedFatG
        self.saltG = saltG
        self.fiberG = fiberG
        self.proteinG = proteinG
        self.fruitVegLegumePercent = fruitVegLegumePercent
        self.category = category
        self.fatG = fatG
    }
}

/// The answer: the score, the grade and the points of each component.
public struct NutritionScoreResponse: Codable, Sendable, Equatable {
    /// Negative points minus positive points.
    public var score: Int
    /// "A" … "E".
    public var grade: NutriGrade
    /// The components.
    public var points: NutriScorePoints

    /// Creates an answer.
    public init(score: Int, grade: NutriGrade, points: NutriScorePoints) {
        self.score = score
        self.grade = grade
        self.points = points
    }
}
