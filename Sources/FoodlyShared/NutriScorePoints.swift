/// The points of each Nutri-Score component (2023 algorithms); `negative − positive` is the score.
public struct NutriScorePoints: Sendable, Equatable, Codable {
    /// Energy points (0–10). For fats, oils, nuts and seeds: points for the energy from saturates.
    public var energy: Int
    /// Sugars points (0–15).
    public var sugars: Int
    /// Saturated fat points (0–10). For fats, oils, nuts and seeds: points for the saturates/fat ratio.
    public var saturatedFat: Int
    /// Salt points (0–20).
    public var salt: Int
    /// Fibre points (0–5).
    public var fiber: Int
    /// Protein points that count in the score (0–7; at most 2 for red meat; 0 when protein does not count).
    public var protein: Int
    /// Fruit, vegetable and legume points (0, 1, 2 or 5; drinks 0, 2, 4 or 6).
    public var fruitVegLegume: Int
    /// Non-nutritive sweetener points (drinks only: 0 or 4).
    public var sweeteners: Int

    /// Creates a set of points.
    public init(
        energy: Int, sugars: Int, saturatedFat: Int, salt: Int, fiber: Int, protein: Int, fruitVegLegume: Int,
        sweeteners: Int = 0
    ) {
        self.energy = energy
        self.sugars = sugars
        self.saturatedFat = saturatedFat
        self.salt = salt
        self.fiber = fiber
        self.protein = protein
        self.fruitVegLegume = fruitVegLegume
        self.sweeteners = sweeteners
    }

    /// The unfavourable total (N): energy, sugars, saturated fat, salt and sweeteners.
    public var negative: Int { energy + sugars + saturatedFat + salt + sweeteners }
    /// The favourable total (P) that counts: fibre, protein and fruit/vegetables/legumes.
    public var positive: Int { fiber + protein + fruitVegLegume }
}
