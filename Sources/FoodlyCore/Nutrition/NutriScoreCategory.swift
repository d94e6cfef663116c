/// The Nutri-Score calculation category a food is graded in (2023 algorithm for foods).
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
}
