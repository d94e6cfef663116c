/// The 2023 Nutri-Score point tables for foods (Santé publique France: Scientific Committee update report 2022,
/// and the consolidated tables 5–8 of the "Questions & Answers" on the updated algorithm).
///
/// Each list holds the thresholds of one component: a value earns one point for every threshold it is strictly
/// above, so a value exactly on a threshold keeps the lower number of points. The saturates/fat ratio is the only
/// table published as "< x" bands, so a ratio exactly on a threshold earns the higher number of points.
enum NutriScoreTables {
    /// kJ per 100 g: 0–10 points, one per 335 kJ.
    static let energyKj: [Double] = (1...10).map { Double($0) * 335 }
    /// g per 100 g: 0–15 points.
    static let sugarsG: [Double] = [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51]
    /// g per 100 g: 0–10 points, one per gram.
    static let saturatedFatG: [Double] = (1...10).map { Double($0) }
    /// g per 100 g: 0–20 points, one per 0.2 g.
    static let saltG: [Double] = (1...20).map { Double($0) / 5 }
    /// g per 100 g: 0–7 points.
    static let proteinG: [Double] = [2.4, 4.8, 7.2, 9.6, 12, 14, 17]
    /// g per 100 g (AOAC method): 0–5 points.
    static let fiberG: [Double] = [3.0, 4.1, 5.2, 6.3, 7.4]

    /// Fats, oils, nuts and seeds: kJ of energy from saturates per 100 g, 0–10 points, one per 120 kJ.
    /// Beverages: energy, sugars and protein scales of the 2023 algorithm for drinks.
    static let beverageEnergyKj: [Double] = [30, 90, 150, 210, 240, 270, 300, 330, 360, 390]
    static let beverageSugarsG: [Double] = [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11]
    static let beverageProteinG: [Double] = [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0]
    /// Beverages with non-nutritive sweeteners: unfavourable points added.
    static let sweetenerPoints = 4

    static let energyFromSaturatesKj: [Double] = (1...10).map { Double($0) * 120 }
    /// Fats, oils, nuts and seeds: saturates as a % of total fat, 0–10 points ("< 10" is 0, "≥ 64" is 10).
    static let saturatedFatRatioPercent: [Double] = [10, 16, 22, 28, 34, 40, 46, 52, 58, 64]
    /// The energy one gram of saturated fat is counted for in the fats table.
    static let kjPerGramOfSaturates = 37.0

    /// Points for the share of fruit, vegetables and legumes: over 40 % → 1, over 60 % → 2, over 80 % → 5.
    static func fruitVegLegumePoints(_ percent: Double) -> Int {
        if exceeds(percent, 80) { return 5 }
        if exceeds(percent, 60) { return 2 }
        if exceeds(percent, 40) { return 1 }
        return 0
    }

    /// Protein earns at most this many points for red meat and products thereof.
    /// Beverages: 2 points above 40 %, 4 above 60 %, 6 above 80 %.
    static func beverageFruitVegLegumePoints(_ percent: Double) -> Int {
        if exceeds(percent, 80) { return 6 }
        if exceeds(percent, 60) { return 4 }
        if exceeds(percent, 40) { return 2 }
        return 0
    }

    static let redMeatMaxProteinPoints = 2
    /// From this many negative points on, protein no longer counts (general foods and red meat).
    static let proteinCutOffGeneral = 11
    /// From this many negative points on, protein no longer counts (fats, oils, nuts and seeds).
    static let proteinCutOffFats = 7

    /// The number of `thresholds` that `value` is strictly above.
    static func points(_ value: Double, above thresholds: [Double]) -> Int {
        thresholds.count { exceeds(value, $0) }
    }

    /// The number of `thresholds` that `value` reaches (is at or above).
    static func points(_ value: Double, reaching thresholds: [Double]) -> Int {
        thresholds.count { !exceeds($0, value) }
    }

    /// Whether `value` is above `threshold` by more than binary rounding error, so that a value computed as
    /// 0.1 × 6 scores like 0.6 does. The slack (a billionth, relative) is far below any labelled precision.
    static func exceeds(_ value: Double, _ threshold: Double) -> Bool {
        value > threshold + 1e-9 * max(1, abs(threshold))
    }
}
