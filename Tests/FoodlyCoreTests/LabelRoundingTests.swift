import FoodlyCore
import Testing

/// Label values are written the way the European Commission's rounding guidance says.
@Suite("Nutrition label rounding")
struct LabelRoundingTests {
    @Test(arguments: [
        (12.4, LabelRounding.Nutrient.macronutrient, "12 g"), (9.96, .macronutrient, "10 g"),
        (9.94, .macronutrient, "9.9 g"),
        (3.44, .macronutrient, "3.4 g"), (0.5, .macronutrient, "0.5 g"), (0.49, .macronutrient, "<0.5 g"),
        (0, .macronutrient, "<0.5 g"), (10.5, .saturates, "11 g"), (0.15, .saturates, "0.2 g"),
        (0.1, .saturates, "<0.1 g"), (1.46, .salt, "1.5 g"), (0.997, .salt, "1.0 g"), (0.994, .salt, "0.99 g"),
        (0.076, .salt, "0.08 g"),
        (0.05, .salt, "0.05 g"), (0.0125, .salt, "<0.01 g"), (0.2, .salt, "0.20 g"),
    ])
    func gramsAreRoundedByNutrient(grams: Double, nutrient: LabelRounding.Nutrient, written: String) {
        #expect(LabelRounding.grams(grams, nutrient) == written)
    }

    @Test func energyIsWrittenInKilojoulesAndKilocalories() {
        #expect(LabelRounding.energy(kcal: 295.4, kilojoulesPerKcal: 4.184) == "1,236 kJ / 295 kcal")
        #expect(LabelRounding.energy(kcal: 2, kilojoulesPerKcal: 4.184) == "8 kJ / 2 kcal")
    }
}
