import FoodlyCore
import Testing

/// 100 g of a food where every component scores 0, so one component can be varied alone (total fat not given).
let nutriBlank = NutrientsPer100g(
    energyKj: 0, sugarsG: 0, saturatedFatG: 0, saltG: 0, fiberG: 0, proteinG: 0, fruitVegLegumePercent: 0)

/// `nutriBlank` with one change, scored in `category`.
func nutriScore(_ category: NutriScoreCategory = .general, _ change: (inout NutrientsPer100g) -> Void) throws
    -> NutriScore
{
    var nutrients = nutriBlank
    change(&nutrients)
    return try NutriScore.compute(nutrients, category: category)
}

/// One boundary case: a value and the points the table gives it.
struct NutriBoundary: Sendable, CustomTestStringConvertible {
    let value: Double
    let points: Int
    var testDescription: String { "\(value) → \(points)" }
}

/// For "more than x" tables: every threshold scores the points below it, and `step` above it the next point;
/// a huge value stays at the maximum.
private func boundaries(_ thresholds: [Double], step: Double) -> [NutriBoundary] {
    thresholds.enumerated().flatMap { index, threshold in
        [NutriBoundary(value: threshold, points: index), NutriBoundary(value: threshold + step, points: index + 1)]
    } + [NutriBoundary(value: 0, points: 0), NutriBoundary(value: 100_000, points: thresholds.count)]
}

// The 2023 tables, typed in again from the published documents rather than read from the implementation.
let nutriEnergyKjThresholds: [Double] = [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350]
let nutriSugarsThresholds: [Double] = [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51]
let nutriSaturatedFatThresholds: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
let nutriSaltThresholds: [Double] = [
    0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0, 2.2, 2.4, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0,
]
let nutriProteinThresholds: [Double] = [2.4, 4.8, 7.2, 9.6, 12, 14, 17]
let nutriFiberThresholds: [Double] = [3.0, 4.1, 5.2, 6.3, 7.4]
let nutriEnergyFromSaturatesThresholds: [Double] = [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200]
let nutriSaturatesRatioThresholds: [Double] = [10, 16, 22, 28, 34, 40, 46, 52, 58, 64]

@Suite("Nutri-Score point tables (2023, foods)")
struct NutriScoreTableTests {
    @Test(arguments: boundaries(nutriEnergyKjThresholds, step: 0.1))
    func energyEarnsAPointPer335Kj(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.energyKj = boundary.value }.points.energy == boundary.points)
    }

    @Test(arguments: boundaries(nutriSugarsThresholds, step: 0.01))
    func sugarsEarnUpTo15Points(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.sugarsG = boundary.value }.points.sugars == boundary.points)
    }

    @Test(arguments: boundaries(nutriSaturatedFatThresholds, step: 0.01))
    func saturatedFatEarnsAPointPerGram(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.saturatedFatG = boundary.value }.points.saturatedFat == boundary.points)
    }

    @Test(arguments: boundaries(nutriSaltThresholds, step: 0.01))
    func saltEarnsAPointPer0Point2Gram(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.saltG = boundary.value }.points.salt == boundary.points)
    }

    @Test(arguments: boundaries(nutriProteinThresholds, step: 0.01))
    func proteinEarnsUpTo7Points(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.proteinG = boundary.value }.points.protein == boundary.points)
    }

    @Test(arguments: boundaries(nutriFiberThresholds, step: 0.01))
    func fibreEarnsUpTo5Points(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.fiberG = boundary.value }.points.fiber == boundary.points)
    }

    @Test(arguments: [
        NutriBoundary(value: 0, points: 0), NutriBoundary(value: 40, points: 0), NutriBoundary(value: 40.1, points: 1),
        NutriBoundary(value: 60, points: 1), NutriBoundary(value: 60.1, points: 2), NutriBoundary(value: 80, points: 2),
        NutriBoundary(value: 80.1, points: 5), NutriBoundary(value: 100, points: 5),
    ])
    func fruitVegLegumesEarn1Then2Then5Points(boundary: NutriBoundary) throws {
        #expect(try nutriScore { $0.fruitVegLegumePercent = boundary.value }.points.fruitVegLegume == boundary.points)
    }

    @Test func fruitVegLegumesNeverEarn3Or4Points() throws {
        let awarded = Set(
            try (0...1000).map { tenth in
                try nutriScore { $0.fruitVegLegumePercent = Double(tenth) / 10 }.points.fruitVegLegume
            })
        #expect(awarded == [0, 1, 2, 5])
    }

    /// Fats: the energy points are for saturates × 37 kJ/g, so the saturated fat that gives each threshold is used.
    @Test(arguments: boundaries(nutriEnergyFromSaturatesThresholds, step: 1).filter { $0.value <= 3700 })
    func fatsEarnAnEnergyPointPer120KjFromSaturates(boundary: NutriBoundary) throws {
        let result = try nutriScore(.fatOilNutSeed) {
            $0.saturatedFatG = boundary.value / 37
            $0.fatG = 100
        }
        #expect(result.points.energy == boundary.points)
    }

    /// Fats: the ratio table is published as "< x" bands, so a ratio exactly on a threshold earns its point.
    @Test(
        arguments: nutriSaturatesRatioThresholds.enumerated().flatMap { index, threshold in
            [
                NutriBoundary(value: threshold - 0.01, points: index),
                NutriBoundary(value: threshold, points: index + 1),
                NutriBoundary(value: threshold + 0.01, points: index + 1),
            ]
        } + [NutriBoundary(value: 0, points: 0), NutriBoundary(value: 100, points: 10)])
    func fatsEarnARatioPointPerBandOfSaturatesInFat(boundary: NutriBoundary) throws {
        let result = try nutriScore(.fatOilNutSeed) {
            $0.saturatedFatG = boundary.value
            $0.fatG = 100
        }
        #expect(result.points.saturatedFat == boundary.points)
    }

    @Test func aRatioIsTakenOfTheFatNotOf100Grams() throws {
        // 5 g of saturates in 25 g of fat is 20 %: ≥ 16 → 2 points.
        let result = try nutriScore(.fatOilNutSeed) {
            $0.saturatedFatG = 5
            $0.fatG = 25
        }
        #expect(result.points.saturatedFat == 2)
        // 5 × 37 = 185 kJ: > 120 → 1 point.
        #expect(result.points.energy == 1)
    }

    @Test func aFatFreeFoodInTheFatsCategoryHasNoRatioPoints() throws {
        #expect(try nutriScore(.fatOilNutSeed) { $0.fatG = 0 }.points.saturatedFat == 0)
    }

    /// 0.1 × 6 is 0.6000000000000001 in binary floating point; it must score like 0.6 (2 points).
    @Test(arguments: [(0.1 * 6, 2), (0.2 + 0.4, 2), (0.1 * 14, 6), (0.6, 2), (1.4, 6)])
    func aRoundingErrorDoesNotCrossAThreshold(salt: Double, points: Int) throws {
        #expect(try nutriScore { $0.saltG = salt }.points.salt == points)
    }
}
