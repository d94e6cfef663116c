/// The Nutri-Score calculation category a food or drink is graded in (2023 algorithms for foods and beverages).
///
/// The category changes which tables are used and when protein counts; it is declared, never guessed.
public enum NutriScoreCategory: String, Sendable, Codable, CaseIterable {
    /// Every food that is not in one of the specific categories below.
    case general
    /// Red meat and products thereof (beef, veal, pork, lamb, game, horse, goat…): protein earns at most 2 points.
    case redMeat = "red_meat"
    /// Cheeses: protein always counts, whatever the negative points.
    case cheese
    /// Fats, oils, nuts and seeds: energy from saturates and the saturates/fat ratio replace energy and saturated
    /// fat, protein counts only below 7 negative points, and grade A ends at −6.
    case fatOilNutSeed = "fat_oil_nut_seed"
    /// Drinks (2023 algorithm for beverages): stricter energy and sugars scales, protein always counts, fruit,
    /// vegetables and legumes earn up to 6 points, and no drink but water is graded A. Scored per 100 g (1 ml ≈ 1 g).
    case beverage
    /// A drink with non-nutritive sweeteners: a beverage with 4 more unfavourable points.
    case sweetenedBeverage = "beverage_with_sweeteners"
    /// Plain water, the only drink graded A.
    case water

    /// Whether the beverage tables and grades apply.
    public var isBeverage: Bool { [.beverage, .sweetenedBeverage, .water].contains(self) }

    /// The categories for people: "general, red_meat, …".
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
