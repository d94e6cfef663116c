import FoodlyCore
import Testing

@Suite("Nutri-Score for drinks (2023 algorithm for beverages)")
struct NutriScoreBeverageTests {
    // Boundaries are "more than": 30 kJ is 0 energy points for a drink, 30.1 kJ is 1.

    @Test(arguments: [(30.0, 0), (30.1, 1), (90, 1), (90.1, 2), (240.1, 5), (390, 9), (390.1, 10), (2000, 10)])
    func energyUsesTheDrinksScale(energyKj: Double, points: Int) throws {
        #expect(try nutriScore(.beverage) { $0.energyKj = energyKj }.points.energy == points)
    }

    @Test(arguments: [(0.5, 0), (0.6, 1), (2, 1), (2.1, 2), (3.6, 3), (6.1, 5), (11, 9), (11.1, 10), (50, 10)])
    func sugarsUseTheDrinksScale(sugarsG: Double, points: Int) throws {
        #expect(try nutriScore(.beverage) { $0.sugarsG = sugarsG }.points.sugars == points)
    }

    @Test(arguments: [(1.2, 0), (1.3, 1), (2.2, 4), (3.0, 6), (3.1, 7), (30, 7)])
    func proteinUsesTheDrinksScale(proteinG: Double, points: Int) throws {
        #expect(try nutriScore(.beverage) { $0.proteinG = proteinG }.points.protein == points)
    }

    @Test(arguments: [(40.0, 0), (41, 2), (60, 2), (61, 4), (80, 4), (81, 6), (100, 6)])
    func fruitVegetablesAndLegumesEarnUpTo6Points(percent: Double, points: Int) throws {
        #expect(try nutriScore(.beverage) { $0.fruitVegLegumePercent = percent }.points.fruitVegLegume == points)
    }

    @Test func sweetenersAdd4UnfavourablePointsOnlyToDrinksThatHaveThem() throws {
        let plain = try nutriScore(.beverage) { $0.sugarsG = 1 }
        let sweetened = try nutriScore(.sweetenedBeverage) { $0.sugarsG = 1 }
        #expect(plain.points.sweeteners == 0)
        #expect(sweetened.points.sweeteners == 4)
        #expect(sweetened.score == plain.score + 4)
        #expect(try nutriScore(.general) { $0.sugarsG = 1 }.points.sweeteners == 0)
    }

    /// With 11 or more unfavourable points a food loses its protein points; a drink never does.
    @Test func proteinAlwaysCountsForDrinks() throws {
        let drink = try nutriScore(.beverage) {
            $0.sugarsG = 12
            $0.energyKj = 400
            $0.proteinG = 3.5
        }
        #expect(drink.points.negative == 20)
        #expect(drink.proteinCounted)
        #expect(drink.points.protein == 7)
        #expect(drink.score == 13)
        #expect(drink.grade == .e)
    }

    @Test(arguments: [(-5, NutriGrade.b), (2, .b), (3, .c), (6, .c), (7, .d), (9, .d), (10, .e), (30, .e)])
    func drinksAreGradedOnTheirOwnScaleAndNeverA(score: Int, grade: NutriGrade) {
        #expect(NutriGrade.forScore(score, category: .beverage) == grade)
        #expect(NutriGrade.forScore(score, category: .sweetenedBeverage) == grade)
    }

    @Test func onlyWaterIsGradedA() throws {
        let water = try nutriScore(.water) { _ in }
        #expect(water.grade == .a)
        let unsweetenedTea = try nutriScore(.beverage) { _ in }
        #expect(unsweetenedTea.score == 0)
        #expect(unsweetenedTea.grade == .b)
    }

    /// A smoothie with 4.78 g of sugars and 290 kJ per 100 g and 60 % fruit: an A as a food, a B as a drink (its
    /// energy is 6 points and its sugars 3 on the drinks' scales, where a food would get 0 for either).
    @Test func aFruitSmoothieIsNoLongerAnA() throws {
        let nutrients = NutrientsPer100g(
            energyKj: 290, sugarsG: 4.78, saturatedFatG: 0.4, saltG: 0.05, fiberG: 1.5, proteinG: 3.6,
            fruitVegLegumePercent: 60)
        let asFood = try NutriScore.compute(nutrients, category: .general)
        let asDrink = try NutriScore.compute(nutrients, category: .beverage)
        #expect(asFood.grade == .a)
        #expect(asDrink.points.energy == 6)
        #expect(asDrink.points.sugars == 3)
        #expect(asDrink.points.protein == 7)
        #expect(asDrink.points.fruitVegLegume == 2)
        #expect(asDrink.score == 0)
        #expect(asDrink.grade == .b)
    }
}
