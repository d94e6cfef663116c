import FoodlyCore
import Testing

@Suite("Nutri-Score rules: protein, categories, grades")
struct NutriScoreRuleTests {
    // Salt alone sets N: 2.1 g → 10 points, 2.3 g → 11; 1.3 g → 6, 1.5 g → 7. Protein 20 g is worth 7 points.

    @Test func generalFoodsCountProteinBelow11NegativePoints() throws {
        let result = try nutriScore {
            $0.saltG = 2.1
            $0.proteinG = 20
        }
        #expect(result.points.negative == 10)
        #expect(result.proteinCounted)
        #expect(result.points.protein == 7)
        #expect(result.score == 3)
    }

    @Test func generalFoodsDropProteinFrom11NegativePoints() throws {
        let result = try nutriScore {
            $0.saltG = 2.3
            $0.proteinG = 20
        }
        #expect(result.points.negative == 11)
        #expect(!result.proteinCounted)
        #expect(result.points.protein == 0)
        #expect(result.score == 11)
        #expect(result.grade == .d)
    }

    @Test func fibreAndFruitStillCountWhenProteinIsDropped() throws {
        let result = try nutriScore {
            $0.saltG = 2.3
            $0.proteinG = 20
            $0.fiberG = 8
            $0.fruitVegLegumePercent = 100
        }
        // The 2017 exception (protein kept when fruit/veg scored the maximum) is gone in 2023.
        #expect(!result.proteinCounted)
        #expect(result.points.positive == 10)
        #expect(result.score == 1)
    }

    /// Protein is capped at 2 points, so N 10 gives 10 − 2 = 8 (not 10 − 7 = 3); from N 11 it does not count.
    @Test(arguments: [(2.1, true, 8), (2.3, false, 11)])
    func redMeatFollowsTheGeneralProteinCutOff(salt: Double, counted: Bool, score: Int) throws {
        let result = try nutriScore(.redMeat) {
            $0.saltG = salt
            $0.proteinG = 20
        }
        #expect(result.proteinCounted == counted)
        #expect(result.score == score)
    }

    @Test(arguments: [(2.4, 0), (2.5, 1), (4.8, 1), (4.9, 2), (20.0, 2), (100.0, 2)])
    func redMeatProteinEarnsAtMost2Points(protein: Double, points: Int) throws {
        #expect(try nutriScore(.redMeat) { $0.proteinG = protein }.points.protein == points)
    }

    @Test(arguments: [2.0, 2.1, 4.0, 100])
    func cheeseAlwaysCountsProtein(salt: Double) throws {
        let cheese = try nutriScore(.cheese) {
            $0.saltG = salt
            $0.proteinG = 20
        }
        #expect(cheese.proteinCounted)
        #expect(cheese.points.protein == 7)
        #expect(cheese.score == cheese.points.negative - 7)
    }

    @Test func aHardCheeseIsGradedOneLetterBetterThanAsAGeneralFood() throws {
        // Constructed: 1650 kJ (4), 0 g sugars, 21 g saturates (10), 1.7 g salt (8) → N 22; 26 g protein → 7.
        let hardCheese = NutrientsPer100g(
            energyKj: 1650, sugarsG: 0, saturatedFatG: 21, saltG: 1.7, fiberG: 0, proteinG: 26,
            fruitVegLegumePercent: 0, fatG: 33)
        let asCheese = try NutriScore.compute(hardCheese, category: .cheese)
        let asGeneral = try NutriScore.compute(hardCheese, category: .general)
        #expect(asCheese.score == 15 && asCheese.grade == .d)
        #expect(asGeneral.score == 22 && asGeneral.grade == .e)
    }

    @Test(arguments: [(1.3, true), (1.5, false)])
    func fatsCountProteinOnlyBelow7NegativePoints(salt: Double, counted: Bool) throws {
        let result = try nutriScore(.fatOilNutSeed) {
            $0.saltG = salt
            $0.proteinG = 20
            $0.fatG = 50
        }
        #expect(result.points.negative == (counted ? 6 : 7))
        #expect(result.proteinCounted == counted)
        #expect(result.points.protein == (counted ? 7 : 0))
    }

    @Test func generalFoodsStillCountProteinAt7NegativePoints() throws {
        let result = try nutriScore {
            $0.saltG = 1.5
            $0.proteinG = 20
        }
        #expect(result.points.negative == 7)
        #expect(result.proteinCounted)
    }

    @Test func fatsReplaceEnergyAndSaturatedFatButKeepTheOtherTables() throws {
        // 20 g saturates in 40 g fat, 3000 kJ, 10 g sugars, 1 g salt, 5 g fibre, 10 g protein, 50 % fruit.
        let nutrients = NutrientsPer100g(
            energyKj: 3000, sugarsG: 10, saturatedFatG: 20, saltG: 1, fiberG: 5, proteinG: 10,
            fruitVegLegumePercent: 50, fatG: 40)
        let general = try NutriScore.compute(nutrients, category: .general)
        let fats = try NutriScore.compute(nutrients, category: .fatOilNutSeed)
        #expect(general.points.energy == 8)  // 3000 kJ
        #expect(general.points.saturatedFat == 10)  // 20 g
        #expect(fats.points.energy == 6)  // 740 kJ from saturates
        #expect(fats.points.saturatedFat == 7)  // 50 %
        #expect(fats.points.sugars == general.points.sugars)
        #expect(fats.points.salt == general.points.salt)
        #expect(fats.points.fiber == general.points.fiber)
        #expect(fats.points.fruitVegLegume == general.points.fruitVegLegume)
    }

    @Test func walnutsLikeNutsReachGradeAInTheFatsCategory() throws {
        // Constructed: 65 g fat, 6 g saturates (222 kJ → 1; 9.2 % → 0), 2.6 g sugars, 15 g protein (6), 6.7 g fibre (4).
        let nuts = NutrientsPer100g(
            energyKj: 2738, sugarsG: 2.6, saturatedFatG: 6, saltG: 0, fiberG: 6.7, proteinG: 15,
            fruitVegLegumePercent: 0, fatG: 65)
        let result = try NutriScore.compute(nuts, category: .fatOilNutSeed)
        #expect(result.score == -9)
        #expect(result.grade == .a)
    }

    @Test(arguments: [
        (-17, NutriGrade.a), (0, .a), (1, .b), (2, .b), (3, .c), (10, .c), (11, .d), (18, .d), (19, .e), (55, .e),
    ])
    func generalGradesFollowThe2023Thresholds(score: Int, grade: NutriGrade) {
        for category in [NutriScoreCategory.general, .redMeat, .cheese] {
            #expect(NutriGrade.forScore(score, category: category) == grade)
        }
    }

    @Test(arguments: [
        (-17, NutriGrade.a), (-6, .a), (-5, .b), (0, .b), (2, .b), (3, .c), (10, .c), (11, .d), (18, .d), (19, .e),
    ])
    func fatsGradesStartBAtMinus5(score: Int, grade: NutriGrade) {
        #expect(NutriGrade.forScore(score, category: .fatOilNutSeed) == grade)
    }

    @Test func theSameScoreCanBeAForAFoodAndBForAnOil() throws {
        let result = try nutriScore(.fatOilNutSeed) {
            $0.fatG = 0
            $0.fruitVegLegumePercent = 0
        }
        #expect(result.score == 0)
        #expect(result.grade == .b)
        #expect(try nutriScore { _ in }.grade == .a)
    }

    @Test func gradesSortBestFirstAndKeepTheirLetters() {
        #expect(NutriGrade.allCases.sorted() == [.a, .b, .c, .d, .e])
        #expect([NutriGrade.e, .a, .c].sorted() == [.a, .c, .e])
        #expect(NutriGrade.a < .b && !(NutriGrade.e < .d))
        #expect(NutriGrade.allCases.map(\.rawValue) == ["A", "B", "C", "D", "E"])
        #expect(
            NutriScoreCategory.allCases.map(\.rawValue) == [
                "general", "red_meat", "cheese", "fat_oil_nut_seed", "beverage", "beverage_with_sweeteners", "water",
            ])
    }

    @Test func theScoreSpansMinus17To55() throws {
        let best = try nutriScore {
            $0.proteinG = 50
            $0.fiberG = 50
            $0.fruitVegLegumePercent = 100
        }
        let worst = try nutriScore {
            $0.energyKj = 4000
            $0.sugarsG = 90
            $0.saturatedFatG = 50
            $0.saltG = 10
        }
        #expect(best.score == -17)
        #expect(worst.score == 55)
    }
}
