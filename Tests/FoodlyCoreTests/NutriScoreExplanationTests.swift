import FoodlyCore
import FoodlyShared
import Testing

/// The Nutri-Score explanation against values worked out by hand from the 2023 tables.
@Suite("Nutri-Score explained: points per component and the moves to the next grade")
struct NutriScoreExplanationTests {
    /// 200 g of a dish whose 100 g hold 10 g protein, 10 g carbs (2 g sugars), 3.5 g fibre, 5 g fat (1.5 g
    /// saturated), 1.4 g salt, no fruit or vegetables: 132 kcal (552 kJ). Energy 1 point (over 335 kJ), sugars 0,
    /// saturates 1 (over 1 g), salt 6 (over 1.2 g); fibre 1 (over 3.0 g), protein 4 (over 9.6 g); score 8 − 5 = 3: C.
    static let salty = DishNutrition(
        kcal: 264, proteinG: 20, carbsG: 20, sugarsG: 4, fatG: 10, saturatedFatG: 3, fiberG: 7, saltG: 2.8,
        fruitVegLegumePercent: 0)

    @Test func eachComponentsPointsAreWorkedOutFromPer100g() throws {
        let explained = try NutriScoreExplanation.explain(Self.salty, portionGrams: 200, category: .general)
        #expect(explained.score.score == 3 && explained.score.grade == .c)
        #expect(
            explained.lines.map(\.text) == [
                "energy 132 kcal/100 g costs 1 point", "sugars 2 g/100 g costs 0 points",
                "saturated fat 1.5 g/100 g costs 1 point", "salt 1.4 g/100 g costs 6 points",
                "fibre 3.5 g/100 g earns 1 point", "protein 10 g/100 g earns 4 points",
                "fruit, vegetables and legumes 0% earns 0 points",
            ])
    }

    @Test func theMovesToTheNextGradeAreTheValuesThatCrossItsThreshold() throws {
        let explained = try NutriScoreExplanation.explain(Self.salty, portionGrams: 200, category: .general)
        #expect(explained.moves.allSatisfy { $0.grade == .b })
        #expect(
            explained.moves.map(\.text) == [
                "energy at most 80 kcal/100 g (160 kcal a portion) would make it B",
                "saturated fat at most 1 g/100 g (2 g a portion) would make it B",
                "salt at most 1.2 g/100 g (2.4 g a portion) would make it B",
                "fibre at least 4.2 g/100 g (8.4 g a portion) would make it B",
                "protein at least 12.1 g/100 g (24.2 g a portion) would make it B",
                "fruit, vegetables and legumes at least 41% would make it B",
            ])
        // Sugars are at 0 points already: less of them moves nothing.
        #expect(!explained.moves.contains { $0.component == .sugars })
    }

    @Test func everyMoveReallyReachesTheGradeItNames() throws {
        let explained = try NutriScoreExplanation.explain(Self.salty, portionGrams: 200, category: .general)
        let salt = try #require(explained.moves.first { $0.component == .salt })
        var less = Self.salty
        less.saltG = salt.perPortion
        #expect(try NutriScore.compute(less.per100g(portionGrams: 200)).grade == .b)
        less.saltG = salt.perPortion + 0.1
        #expect(try NutriScore.compute(less.per100g(portionGrams: 200)).grade == .c, "just above it stays C")
    }

    @Test func anAHasNoMovesAndUnusableValuesAreRefused() throws {
        let salad = DishNutrition(
            kcal: 119, proteinG: 8, carbsG: 12, sugarsG: 2, fatG: 3, saturatedFatG: 0.5, fiberG: 6, saltG: 0.3,
            fruitVegLegumePercent: 70)
        let explained = try NutriScoreExplanation.explain(salad, portionGrams: 100, category: .general)
        #expect(explained.score.grade == .a && explained.moves.isEmpty)
        #expect(throws: ValidationFailure.self) {
            try NutriScoreExplanation.explain(salad, portionGrams: 0, category: .general)
        }
    }

    @Test func proteinThatDoesNotCountSaysSo() throws {
        // 100 g: 40 g sugars, 10 g saturates, 2 g salt, 500 kcal: far past 11 unfavourable points.
        let cake = DishNutrition(
            kcal: 500, proteinG: 20, carbsG: 50, sugarsG: 40, fatG: 24, saturatedFatG: 10, fiberG: 1, saltG: 2,
            fruitVegLegumePercent: 0)
        let explained = try NutriScoreExplanation.explain(cake, portionGrams: 100, category: .general)
        #expect(
            explained.lines.first { $0.component == .protein }?.text.hasSuffix(
                "does not count (too many unfavourable points)") == true)
    }
}
