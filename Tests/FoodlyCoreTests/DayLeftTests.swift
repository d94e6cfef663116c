import FoodlyCore
import Testing

@Suite("Fits my day: what is left today and which dishes fit it")
struct DayLeftTests {
    static func meal(_ kcal: Double, protein: Double = 0) -> MealNutrition {
        MealNutrition(kcal: kcal, proteinG: protein, carbsG: 0, fatG: 0)
    }

    @Test func whatIsLeftIsTheTargetLessTheDiaryAndTheCartNeverBelowZero() {
        #expect(DayLeft(targetKcal: 2000, eaten: Self.meal(650.25), cart: Self.meal(420)).leftKcal == 929.8)
        #expect(DayLeft(targetKcal: 1800, eaten: Self.meal(0), cart: Self.meal(0)).leftKcal == 1800)
        #expect(DayLeft(targetKcal: 1500, eaten: Self.meal(1400), cart: Self.meal(300)).leftKcal == 0)
        #expect(DayLeft(targetKcal: 1500, eaten: Self.meal(1500), cart: Self.meal(0)).leftKcal == 0)
        #expect(DayLeft(targetKcal: 1500, eaten: Self.meal(0), cart: Self.meal(0)).leftProteinG == nil)
        let protein = DayLeft(
            targetKcal: 1500, proteinTargetG: 90, eaten: Self.meal(500, protein: 40), cart: Self.meal(0, protein: 60))
        #expect(protein.leftProteinG == 0)
    }

    @Test func aDishFitsWhenItIsAvailableAndAtMostWhatIsLeft() {
        let left = DayLeft(targetKcal: 2000, eaten: Self.meal(1200), cart: Self.meal(300))
        #expect(left.leftKcal == 500)
        #expect(left.fits(menuDish("Exactly", kcal: 500)))
        #expect(!left.fits(menuDish("Over", kcal: 500.5)))
        #expect(!left.fits(menuDish("Sold out", kcal: 100, available: false)))
        let menu = [
            menuDish("Bowl", kcal: 650), menuDish("Soup", kcal: 180), menuDish("Salad", kcal: 420),
            menuDish("Tea", kcal: 5, available: false), menuDish("Wrap", kcal: 480),
        ]
        #expect(left.fitting(menu).map(\.name) == ["Soup", "Salad", "Wrap"], "menu order is kept")
    }

    @Test func nothingFitsAFullDayButWater() {
        let full = DayLeft(targetKcal: 1600, eaten: Self.meal(1700), cart: Self.meal(0))
        let menu = [menuDish("Bowl", kcal: 450), menuDish("Water", kcal: 0, category: .water)]
        #expect(full.fitting(menu).map(\.name) == ["Water"])
        #expect(full.fitting([menuDish("Bowl", kcal: 450)]).isEmpty)
    }

    @Test func withProteinStillToEatTheRichestInProteinPerKcalComeFirst() {
        let menu = [
            menuDish("Pasta", kcal: 400, proteinG: 12), menuDish("Chicken", kcal: 400, proteinG: 40),
            menuDish("Tofu", kcal: 200, proteinG: 20), menuDish("Cake", kcal: 300, proteinG: 3),
            menuDish("Giant", kcal: 950, proteinG: 95),
        ]
        let hungry = DayLeft(
            targetKcal: 2000, proteinTargetG: 100, eaten: Self.meal(1100, protein: 30), cart: Self.meal(0))
        // Chicken and Tofu both give 0.1 g per kcal: the menu order decides between them. Giant does not fit.
        #expect(hungry.fitting(menu).map(\.name) == ["Chicken", "Tofu", "Pasta", "Cake"])
        let met = DayLeft(
            targetKcal: 2000, proteinTargetG: 100, eaten: Self.meal(1100, protein: 120), cart: Self.meal(0))
        #expect(met.fitting(menu).map(\.name) == ["Pasta", "Chicken", "Tofu", "Cake"], "a met target ranks nothing")
    }
}
