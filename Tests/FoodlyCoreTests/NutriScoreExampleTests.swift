import FoodlyCore
import Testing

/// A published Nutri-Score computation: its inputs, where it comes from, and the result it states.
struct NutriScoreExample: Sendable, CustomTestStringConvertible {
    let name: String
    /// Document and section, or address, the inputs and results come from.
    let source: String
    let category: NutriScoreCategory
    let nutrients: NutrientsPer100g
    let score: Int
    let grade: NutriGrade
    /// Component points as published (protein 0 where it does not count), or nil when the source gives only totals.
    let points: NutriScore.Points?

    var testDescription: String { name }
}

/// The Santé publique France calculation workbook, as transcribed with its own results in a public test suite.
private let spfWorkbook =
    "SpF workbook Nutri-Score_Updated-algorithm_20240404.xlsx, sheet \"General foods\""
/// Open Food Facts' 2023 Nutri-Score unit tests (inputs in tests/unit/nutriscore.t, results in the named file).
private let offTests = "openfoodfacts-server tests/unit/expected_test_results/nutriscore/"

private func per100g(
    _ energyKj: Double, sugars: Double, saturatedFat: Double, salt: Double, fiber: Double, protein: Double,
    fruitVeg: Double, fat: Double? = nil
) -> NutrientsPer100g {
    NutrientsPer100g(
        energyKj: energyKj, sugarsG: sugars, saturatedFatG: saturatedFat, saltG: salt, fiberG: fiber,
        proteinG: protein, fruitVegLegumePercent: fruitVeg, fatG: fat)
}

private func points(
    _ energy: Int, _ sugars: Int, _ saturatedFat: Int, _ salt: Int, fiber: Int, protein: Int, fvl: Int,
    sweeteners: Int = 0
) -> NutriScore.Points {
    NutriScore.Points(
        energy: energy, sugars: sugars, saturatedFat: saturatedFat, salt: salt, fiber: fiber, protein: protein,
        fruitVegLegume: fvl, sweeteners: sweeteners)
}

/// Salt in g from sodium in mg, as the sources that give sodium define it (salt = sodium × 2.5).
private func salt(sodiumMg: Double) -> Double { sodiumMg * 2.5 / 1000 }

let nutriScoreExamples: [NutriScoreExample] = [
    NutriScoreExample(
        name: "Apple sauce, tinned", source: spfWorkbook + ", row 3", category: .general,
        nutrients: per100g(
            321, sugars: 17.1, saturatedFat: 0, salt: salt(sodiumMg: 10), fiber: 1.9, protein: 0.2, fruitVeg: 90),
        score: 0, grade: .a, points: points(0, 5, 0, 0, fiber: 0, protein: 0, fvl: 5)),
    NutriScoreExample(
        name: "Salt, sea", source: spfWorkbook + ", row 4", category: .general,
        nutrients: per100g(
            0, sugars: 0, saturatedFat: 0, salt: salt(sodiumMg: 33_800), fiber: 0, protein: 0, fruitVeg: 0),
        score: 20, grade: .e, points: points(0, 0, 0, 20, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Sugar, granulated", source: spfWorkbook + ", row 5", category: .general,
        nutrients: per100g(1700, sugars: 100, saturatedFat: 0, salt: 0, fiber: 0, protein: 0, fruitVeg: 0),
        score: 20, grade: .e, points: points(5, 15, 0, 0, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Breakfast cereals (protein not counted at N = 18)", source: offTests + "breakfast-cereals.json, 2023",
        category: .general,
        nutrients: per100g(
            2450, sugars: 31, saturatedFat: 1.03, salt: 0.5525, fiber: 6.9, protein: 10.3, fruitVeg: 0, fat: 100),
        score: 14, grade: .d, points: points(7, 8, 1, 2, fiber: 4, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Oyster mushroom meal", source: offTests + "mushrooms.json, 2023", category: .general,
        nutrients: per100g(
            667, sugars: 1.1, saturatedFat: 1.2, salt: 1, fiber: 10.9, protein: 2.4, fruitVeg: 69, fat: 8.4),
        score: -1, grade: .a, points: points(1, 0, 1, 4, fiber: 5, protein: 0, fvl: 2)),
    NutriScoreExample(
        name: "Cookies", source: offTests + "cookies.json, 2023", category: .general,
        nutrients: per100g(3460, sugars: 0, saturatedFat: 15, salt: 0, fiber: 0, protein: 0, fruitVeg: 0, fat: 90),
        score: 20, grade: .e, points: points(10, 0, 10, 0, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Canned green beans", source: offTests + "fr-canned-green-beans.json, 2023", category: .general,
        nutrients: per100g(
            315, sugars: 3.6, saturatedFat: 0.1, salt: 1.2, fiber: 5.3, protein: 5, fruitVeg: 50, fat: 0.9),
        score: 0, grade: .a, points: points(0, 1, 0, 5, fiber: 3, protein: 2, fvl: 1)),
    NutriScoreExample(
        name: "Tofu", source: offTests + "en-tofu.json, 2023 (fibre 11.7 g estimated by OFF)", category: .general,
        nutrients: per100g(
            82, sugars: 1.5, saturatedFat: 0, salt: 0.025, fiber: 11.7, protein: 20, fruitVeg: 0, fat: 0),
        score: -12, grade: .a, points: points(0, 0, 0, 0, fiber: 5, protein: 7, fvl: 0)),
    NutriScoreExample(
        name: "Beef steak (red meat, protein capped at 2)",
        source: offTests + "en-red-meat-category-no-ingredients.json, 2023", category: .redMeat,
        nutrients: per100g(82, sugars: 0, saturatedFat: 10, salt: 0, fiber: 0, protein: 50, fruitVeg: 0, fat: 20),
        score: 7, grade: .c, points: points(0, 0, 9, 0, fiber: 0, protein: 2, fvl: 0)),
    NutriScoreExample(
        name: "Olive oil (fats; protein not counted at N = 7)", source: offTests + "en-olive-oil.json, 2023",
        category: .fatOilNutSeed,
        nutrients: per100g(3367, sugars: 0, saturatedFat: 17, salt: 0, fiber: 0, protein: 0, fruitVeg: 100, fat: 91),
        score: 2, grade: .b, points: points(5, 0, 2, 0, fiber: 0, protein: 0, fvl: 5)),
    NutriScoreExample(
        name: "Rapeseed oil", source: offTests + "fr-rapeseed-oil.json, 2023", category: .fatOilNutSeed,
        nutrients: per100g(3400, sugars: 0, saturatedFat: 7.3, salt: 0, fiber: 0, protein: 0, fruitVeg: 0, fat: 92),
        score: 2, grade: .b, points: points(2, 0, 0, 0, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Mixed oils with olive oil", source: offTests + "fr-mixed-oils-with-olive-oil.json, 2023",
        category: .fatOilNutSeed,
        nutrients: per100g(3700, sugars: 0, saturatedFat: 9.8, salt: 0, fiber: 0, protein: 0, fruitVeg: 0, fat: 100),
        score: 3, grade: .c, points: points(3, 0, 0, 0, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "Avocado oil", source: offTests + "en-avocado-oil.json, 2023", category: .fatOilNutSeed,
        nutrients: per100g(
            3448, sugars: 0, saturatedFat: 16.4, salt: 0, fiber: 0, protein: 0, fruitVeg: 100, fat: 91.6),
        score: 2, grade: .b, points: points(5, 0, 2, 0, fiber: 0, protein: 0, fvl: 5)),
    NutriScoreExample(
        // Protein is not stated in the source; it cannot matter because N = 24 ≥ 11.
        name: "Oreo biscuits (OFF product 8410000810004)",
        source: "Open Food Facts API v2 product 8410000810004, nutriscore.2023 components, as recorded in a public "
            + "feasibility study (docs/feasibility, 02 Nutri-Score)",
        category: .general,
        nutrients: per100g(2007.7, sugars: 38, saturatedFat: 5.4, salt: 0.73, fiber: 2.7, protein: 5, fruitVeg: 0),
        score: 24, grade: .e, points: points(5, 11, 5, 3, fiber: 0, protein: 0, fvl: 0)),
    NutriScoreExample(
        name: "GOLDSTEIG Protinella Kugel (cheese)",
        source: "https://www.goldsteig.de/en/cheese-enjoyment/health-region/nutri-score-calculator (N +7, P −7)",
        category: .cheese,
        nutrients: per100g(638, sugars: 1.4, saturatedFat: 5.3, salt: 0.4, fiber: 0, protein: 20, fruitVeg: 0),
        score: 0, grade: .a, points: points(1, 0, 5, 1, fiber: 0, protein: 7, fvl: 0)),
    NutriScoreExample(
        name: "Large cucumber (Trader Joe's)",
        source: "https://yumiq.app/en/fruits-and-vegetables/vegetables/trader-joe-s/large-cucumber-00680646 (OFF data)",
        category: .general,
        nutrients: per100g(279, sugars: 14.2, saturatedFat: 0, salt: 0.04, fiber: 0, protein: 0.42, fruitVeg: 100),
        score: -1, grade: .a, points: points(0, 4, 0, 0, fiber: 0, protein: 0, fvl: 5)),
    NutriScoreExample(
        name: "California blend vegetables (Wegmans)",
        source:
            "https://yumiq.app/en/fruits-and-vegetables/vegetables/wegmans/california-blend-0077890329382 (OFF data)",
        category: .general,
        nutrients: per100g(138, sugars: 3.33, saturatedFat: 0, salt: 0.1, fiber: 2.2, protein: 1.11, fruitVeg: 100),
        score: -5, grade: .a, points: points(0, 0, 0, 0, fiber: 0, protein: 0, fvl: 5)),
]

/// Open Food Facts' 2023 beverage results (is_beverage 1), each with the file it is published in.
let nutriScoreBeverageExamples: [NutriScoreExample] = [
    NutriScoreExample(
        name: "Ice tea with sweeteners", source: offTests + "fr-ice-tea-with-sweetener.json",
        category: .sweetenedBeverage,
        nutrients: per100g(82, sugars: 4.5, saturatedFat: 0, salt: 0.03, fiber: 0, protein: 0, fruitVeg: 0.1),
        score: 8, grade: .d,
        points: points(1, 3, 0, 0, fiber: 0, protein: 0, fvl: 0, sweeteners: 4)),
    NutriScoreExample(
        name: "Orange juice, 100 % fruit", source: offTests + "en-orange-juice-category.json", category: .beverage,
        nutrients: per100g(182, sugars: 8.9, saturatedFat: 0, salt: 0.5, fiber: 0.5, protein: 0.2, fruitVeg: 100),
        score: 6, grade: .c,
        points: points(3, 7, 0, 2, fiber: 0, protein: 0, fvl: 6, sweeteners: 0)),
    NutriScoreExample(
        name: "Orange juice, 50 % fruit from its ingredients",
        source: offTests + "en-orange-juice-category-and-ingredients.json", category: .beverage,
        nutrients: per100g(182, sugars: 8.9, saturatedFat: 0, salt: 0.5, fiber: 0.5, protein: 0.2, fruitVeg: 50),
        score: 10, grade: .e,
        points: points(3, 7, 0, 2, fiber: 0, protein: 0, fvl: 2, sweeteners: 0)),
    NutriScoreExample(
        name: "Soy drink", source: offTests + "fr-plant-beverages-soy-milk.json", category: .beverage,
        nutrients: per100g(178, sugars: 0.5, saturatedFat: 0.6, salt: 0.03, fiber: 0.5, protein: 3.9, fruitVeg: 8),
        score: -4, grade: .b,
        points: points(3, 0, 0, 0, fiber: 0, protein: 7, fvl: 0, sweeteners: 0)),
    NutriScoreExample(
        name: "Flavoured spring water with sugar", source: offTests + "flavored-spring-with-nutrition.json",
        category: .beverage,
        nutrients: per100g(378, sugars: 3, saturatedFat: 0, salt: 0, fiber: 0, protein: 0, fruitVeg: 0),
        score: 11, grade: .e,
        points: points(9, 2, 0, 0, fiber: 0, protein: 0, fvl: 0, sweeteners: 0)),
    NutriScoreExample(
        name: "Coconut water", source: offTests + "en-coconut-water.json", category: .beverage,
        nutrients: per100g(82, sugars: 3.5, saturatedFat: 0, salt: 0.03, fiber: 0.25, protein: 0, fruitVeg: 100),
        score: -3, grade: .b,
        points: points(1, 2, 0, 0, fiber: 0, protein: 0, fvl: 6, sweeteners: 0)),
    NutriScoreExample(
        name: "Dairy drink without milk", source: offTests + "dairy-drinks-without-milk.json", category: .beverage,
        nutrients: per100g(3378, sugars: 10, saturatedFat: 5, salt: 0, fiber: 2, protein: 5, fruitVeg: 0),
        score: 15, grade: .e,
        points: points(10, 8, 4, 0, fiber: 0, protein: 7, fvl: 0, sweeteners: 0)),
    NutriScoreExample(
        name: "Fruit drink with sweeteners", source: offTests + "en-sweeteners.json", category: .sweetenedBeverage,
        nutrients: per100g(82, sugars: 4.5, saturatedFat: 0, salt: 0.03, fiber: 0, protein: 0, fruitVeg: 70.5),
        score: 4, grade: .c,
        points: points(1, 3, 0, 0, fiber: 0, protein: 0, fvl: 4, sweeteners: 4)),
    NutriScoreExample(
        name: "Fruit drink with erythritol (not a non-nutritive sweetener)",
        source: offTests + "en-sweeteners-erythritol.json", category: .beverage,
        nutrients: per100g(82, sugars: 4.5, saturatedFat: 0, salt: 0.03, fiber: 0, protein: 0, fruitVeg: 70.5),
        score: 0, grade: .b,
        points: points(1, 3, 0, 0, fiber: 0, protein: 0, fvl: 4, sweeteners: 0)),
    NutriScoreExample(
        name: "Milk, estimated from ingredients", source: offTests + "milk.json", category: .beverage,
        nutrients: per100g(148, sugars: 4.93, saturatedFat: 0.11, salt: 0.11, fiber: 0, protein: 3.28, fruitVeg: 0),
        score: -2, grade: .b,
        points: points(2, 3, 0, 0, fiber: 0, protein: 7, fvl: 0, sweeteners: 0)),
    NutriScoreExample(
        name: "Milk", source: offTests + "en-milk.json", category: .beverage,
        nutrients: per100g(195, sugars: 4.8, saturatedFat: 1, salt: 0.1, fiber: 0, protein: 3.3, fruitVeg: 0),
        score: -1, grade: .b,
        points: points(3, 3, 0, 0, fiber: 0, protein: 7, fvl: 0, sweeteners: 0)),
    NutriScoreExample(
        name: "Orange nectar", source: offTests + "fr-orange-nectar-0-fat.json", category: .beverage,
        nutrients: per100g(250, sugars: 12, saturatedFat: 0, salt: 0.5, fiber: 0, protein: 0.5, fruitVeg: 57),
        score: 15, grade: .e,
        points: points(5, 10, 0, 2, fiber: 0, protein: 0, fvl: 2, sweeteners: 0)),
    NutriScoreExample(
        name: "Spring water", source: offTests + "spring-water-no-nutrition.json", category: .water,
        nutrients: per100g(0, sugars: 0, saturatedFat: 0, salt: 0, fiber: 0, protein: 0, fruitVeg: 0),
        score: 0, grade: .a,
        points: points(0, 0, 0, 0, fiber: 0, protein: 0, fvl: 0, sweeteners: 0)),
]

@Suite("Nutri-Score worked examples")
struct NutriScoreExampleTests {
    @Test func thereAreAtLeastFifteenSourcedExamples() {
        #expect(nutriScoreExamples.count >= 15)
        #expect(nutriScoreExamples.allSatisfy { !$0.source.isEmpty })
    }

    @Test(arguments: nutriScoreExamples + nutriScoreBeverageExamples)
    func aPublishedExampleGetsItsPublishedResult(example: NutriScoreExample) throws {
        let result = try NutriScore.compute(example.nutrients, category: example.category)
        #expect(result.score == example.score, "source: \(example.source)")
        #expect(result.grade == example.grade, "source: \(example.source)")
        if let points = example.points {
            #expect(result.points == points, "source: \(example.source)")
        }
        #expect(result.score == result.points.negative - result.points.positive)
    }
}
