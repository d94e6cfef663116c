import FoodlyCore
import Foundation
import Testing

/// A consistent 250 g bowl: 25 g protein, 50 g carbs, 10 g fibre, 20 g fat → 4·25 + 4·50 + 2·10 + 9·20 = 500 kcal.
private let bowl = DishNutrition(
    kcal: 500, proteinG: 25, carbsG: 50, sugarsG: 10, fatG: 20, saturatedFatG: 4, fiberG: 10, saltG: 1.5,
    fruitVegLegumePercent: 65)

/// `bowl` with one change.
private func changedBowl(_ change: (inout DishNutrition) -> Void) -> DishNutrition {
    var nutrition = bowl
    change(&nutrition)
    return nutrition
}

private func isClose(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) < 1e-9 }

@Suite("Dish nutrition: per 100 g and consistency")
struct NutriScoreDishNutritionTests {
    @Test func per100gScalesEveryAmountAndConvertsKcalToKj() {
        let per100g = bowl.per100g(portionGrams: 250)
        #expect(isClose(per100g.energyKj, 836.8))  // 500 kcal × 4.184 ÷ 2.5
        #expect(isClose(per100g.proteinG, 10))
        #expect(isClose(per100g.sugarsG, 4))
        #expect(isClose(per100g.saturatedFatG, 1.6))
        #expect(isClose(per100g.saltG, 0.6))
        #expect(isClose(per100g.fiberG, 4))
        #expect(per100g.fatG.map { isClose($0, 8) } == true)
        #expect(per100g.fruitVegLegumePercent == 65)
    }

    @Test(arguments: [50.0, 100, 400])
    func per100gOfAPortionOf100GramsIsThePortion(portion: Double) {
        let per100g = bowl.per100g(portionGrams: portion)
        #expect(isClose(per100g.proteinG * portion / 100, bowl.proteinG))
        #expect(isClose(per100g.energyKj * portion / 100, bowl.kcal * 4.184))
    }

    @Test func theBowlScoresThroughPer100g() throws {
        // 836.8 kJ (2), 4 g sugars (1), 1.6 g saturates (1), 0.6 g salt (2) → N 6;
        // 10 g protein (4), 4 g fibre (1), 65 % (2) → P 7; score −1 → A.
        let result = try NutriScore.compute(bowl.per100g(portionGrams: 250))
        #expect(
            result.points
                == NutriScore.Points(
                    energy: 2, sugars: 1, saturatedFat: 1, salt: 2, fiber: 1, protein: 4, fruitVegLegume: 2))
        #expect(result.score == -1)
        #expect(result.grade == .a)
    }

    @Test(arguments: [0.0, -100])
    func aPortionThatIsNotPositiveCannotBeScored(portion: Double) {
        #expect(throws: ValidationFailure.self) {
            try NutriScore.compute(bowl.per100g(portionGrams: portion))
        }
    }

    @Test func theMacronutrientEnergyUsesAtwaterFactors() {
        #expect(bowl.macronutrientKcal == 500)
        #expect(bowl.kcalTolerance == 50)
        #expect(bowl.issues().isEmpty)
    }

    /// 10 % of 500 kcal is 50 kcal: 450 and 550 are within, 449.5 and 550.5 are not.
    @Test(arguments: [(450.0, false), (550, false), (449.5, true), (550.5, true), (0, true), (1000, true)])
    func kcalMustBeWithin10PercentOfTheMacronutrients(kcal: Double, mismatch: Bool) {
        let nutrition = changedBowl { $0.kcal = kcal }
        #expect(nutrition.hasEnergyMismatch == mismatch)
        #expect(nutrition.issues().map(\.code) == (mismatch ? ["energy_mismatch"] : []))
    }

    /// A side of 100 kcal: 10 % would be 10 kcal, so the 15 kcal floor applies.
    @Test(arguments: [(85.0, false), (115, false), (84.5, true), (115.5, true)])
    func smallDishesGet15KcalOfSlack(kcal: Double, mismatch: Bool) {
        // 4·5 + 4·15 + 2·0 + 9·(20/9) = 100 kcal.
        let side = DishNutrition(
            kcal: kcal, proteinG: 5, carbsG: 15, sugarsG: 2, fatG: 20.0 / 9, saturatedFatG: 0.5, fiberG: 0, saltG: 0.3,
            fruitVegLegumePercent: 80)
        #expect(side.kcalTolerance == 15)
        #expect(side.hasEnergyMismatch == mismatch)
    }

    @Test func fibreCountsTwoKcalPerGramOnTopOfCarbs() {
        let withFibre = changedBowl { $0.fiberG = 20 }
        #expect(withFibre.macronutrientKcal == 520)
    }

    @Test func sugarsAboveCarbsAreRefused() {
        #expect(changedBowl { $0.sugarsG = 50 }.issues().isEmpty)
        let issues = changedBowl { $0.sugarsG = 50.5 }.issues(prefix: "menu[0].dishes[1].nutrition.")
        #expect(issues.map(\.field) == ["menu[0].dishes[1].nutrition.sugarsG"])
        #expect(issues.map(\.code) == ["exceeds_carbs"])
    }

    @Test func saturatedFatAboveFatIsRefused() {
        #expect(changedBowl { $0.saturatedFatG = 20 }.issues().isEmpty)
        let issues = changedBowl { $0.saturatedFatG = 20.5 }.issues()
        #expect(issues.map(\.field) == ["saturatedFatG"])
        #expect(issues.map(\.code) == ["exceeds_fat"])
    }

    @Test func everyInconsistencyIsListedTogether() {
        let nutrition = changedBowl {
            $0.kcal = 900
            $0.sugarsG = 60
            $0.saturatedFatG = 25
        }
        #expect(nutrition.issues().map(\.code) == ["energy_mismatch", "exceeds_carbs", "exceeds_fat"])
        #expect(nutrition.issues().first?.message.contains("500") == true)
    }

    @Test func negativeOrNonFiniteAmountsAreRefusedBeforeConsistency() {
        let nutrition = changedBowl {
            $0.kcal = -1
            $0.saltG = .nan
            $0.fruitVegLegumePercent = 101
        }
        #expect(nutrition.issues().map(\.field) == ["kcal", "saltG", "fruitVegLegumePercent"])
        #expect(nutrition.issues().allSatisfy { $0.code == "out_of_range" })
    }

    @Test func itReadsAndWritesTheImportFormat() throws {
        let json = """
            {"kcal": 500, "proteinG": 25, "carbsG": 50, "sugarsG": 10, "fatG": 20, "saturatedFatG": 4,
             "fiberG": 10, "saltG": 1.5, "fruitVegLegumePercent": 65}
            """
        let decoded = try JSONDecoder().decode(DishNutrition.self, from: Data(json.utf8))
        #expect(decoded == bowl)
        let roundTrip = try JSONDecoder().decode(DishNutrition.self, from: JSONEncoder().encode(bowl))
        #expect(roundTrip == bowl)
    }
}
