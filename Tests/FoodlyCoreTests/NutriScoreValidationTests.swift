import FoodlyCore
import FoodlyShared
import Testing

/// The issues `NutriScore.compute` throws for `nutrients`, or [] when it scores them.
private func scoreIssues(_ nutrients: NutrientsPer100g, _ category: NutriScoreCategory = .general)
    -> [FieldError]
{
    do {
        _ = try NutriScore.compute(nutrients, category: category)
        return []
    } catch let failure as ValidationFailure {
        return failure.issues
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

@Suite("Nutri-Score input validation")
struct NutriScoreValidationTests {
    @Test func everyBadValueIsListedAtOnceInFieldOrder() {
        let nutrients = NutrientsPer100g(
            energyKj: -1, sugarsG: .nan, saturatedFatG: .infinity, saltG: -.infinity, fiberG: -0.1, proteinG: -.nan,
            fruitVegLegumePercent: 100.5, fatG: nil)
        let issues = scoreIssues(nutrients, .fatOilNutSeed)
        #expect(
            issues.map(\.field) == [
                "energyKj", "sugarsG", "saturatedFatG", "saltG", "fiberG", "proteinG", "fruitVegLegumePercent",
                "fatG",
            ])
        #expect(issues.map(\.code) == Array(repeating: "out_of_range", count: 7) + ["required"])
        #expect(issues.allSatisfy { !$0.message.isEmpty })
    }

    @Test(arguments: [-0.001, -100, Double.nan, .infinity, -.infinity])
    func aBadTotalFatIsRefusedInAnyCategory(fat: Double) {
        for category in NutriScoreCategory.allCases {
            var nutrients = nutriBlank
            nutrients.fatG = fat
            #expect(scoreIssues(nutrients, category).map(\.field) == ["fatG"])
        }
    }

    @Test func totalFatIsRequiredOnlyForFatsOilsNutsAndSeeds() {
        for category in NutriScoreCategory.allCases {
            let issues = scoreIssues(nutriBlank, category)
            #expect(issues.map(\.code) == (category == .fatOilNutSeed ? ["required"] : []))
        }
    }

    @Test(arguments: [0.0, 100.0])
    func aFruitShareFrom0To100IsAccepted(percent: Double) {
        var nutrients = nutriBlank
        nutrients.fruitVegLegumePercent = percent
        #expect(scoreIssues(nutrients).isEmpty)
    }

    @Test(arguments: [100.01, 1000, -1])
    func aFruitShareOutside0To100IsRefused(percent: Double) {
        var nutrients = nutriBlank
        nutrients.fruitVegLegumePercent = percent
        #expect(scoreIssues(nutrients).map(\.field) == ["fruitVegLegumePercent"])
    }

    @Test func saturatedFatAboveTotalFatIsRefused() {
        var nutrients = nutriBlank
        nutrients.saturatedFatG = 10.5
        nutrients.fatG = 10
        let issues = scoreIssues(nutrients, .fatOilNutSeed)
        #expect(issues.map(\.field) == ["saturatedFatG"])
        #expect(issues.map(\.code) == ["exceeds_fat"])
        nutrients.saturatedFatG = 10
        #expect(scoreIssues(nutrients, .fatOilNutSeed).isEmpty)
    }

    @Test func zeroesAndLargeValuesAreAccepted() throws {
        #expect(scoreIssues(nutriBlank).isEmpty)
        let large = NutrientsPer100g(
            energyKj: 4000, sugarsG: 100, saturatedFatG: 100, saltG: 100, fiberG: 100, proteinG: 100,
            fruitVegLegumePercent: 100, fatG: 100)
        #expect(scoreIssues(large, .fatOilNutSeed).isEmpty)
    }

    @Test func theIssuesAreAlsoAvailableWithoutScoring() {
        var nutrients = nutriBlank
        nutrients.saltG = -1
        #expect(nutrients.issues(category: .general).map(\.field) == ["saltG"])
        #expect(nutriBlank.issues(category: .fatOilNutSeed).map(\.field) == ["fatG"])
    }
}
