import FoodlyCore
import Testing

@Suite("Cart swaps: a lighter dish of the same kind for a cart line")
struct LighterSwapTests {
    /// A grill's menu: mains, sides (with drinks in the section), sweets and drinks.
    static let menu = [
        menuDish("Burger", kcal: 780, section: "Burgers", grams: 320),
        menuDish("Veggie Burger", kcal: 560, section: "Burgers", grams: 300, diets: [.vegetarian]),
        menuDish("Slider", kcal: 300, section: "Burgers", grams: 110),
        menuDish("Chicken Salad", kcal: 380, section: "Salads", grams: 350),
        menuDish("Fries", kcal: 420, section: "Sides & Drinks", grams: 150, grade: .d),
        menuDish(
            "Sesame Slaw", kcal: 90, section: "Sides & Drinks", grams: 140, allergens: [.sesame],
            diets: [.vegan, .vegetarian]),
        menuDish("Side Salad", kcal: 110, section: "Sides & Drinks", grams: 160, diets: [.vegan, .vegetarian]),
        menuDish("Corn Cobs", kcal: 110, section: "Extras", grams: 180, grade: .b, diets: [.vegan, .vegetarian]),
        menuDish("Garden Greens", kcal: 60, section: "Sides & Drinks", grams: 150, available: false),
        menuDish("Lemonade", kcal: 190, section: "Sides & Drinks", grams: 400, category: .beverage),
        menuDish("Iced Tea", kcal: 5, section: "Drinks", grams: 400, category: .beverage),
        menuDish("Brownie", kcal: 420, section: "Sweets", grams: 90),
        menuDish("Fruit Cup", kcal: 90, section: "Desserts", grams: 150),
    ]

    static func dish(_ name: String) -> Dish {
        menu.first { $0.name == name }!
    }

    static func swaps(_ names: [(String, Int)], avoiding: [Allergen] = [], diets: [Diet] = []) -> [String] {
        LighterSwap.best(
            for: names.map { (dish($0.0), $0.1) }, menu: menu, avoiding: avoiding, diets: diets
        ).map { "\($0.replacement.name) for \($0.dish.name): \(Int($0.kcalLess))" }
    }

    @Test func aSideIsSwappedForTheLightestSideAndADrinkForADrink() {
        #expect(Self.swaps([("Fries", 1)]) == ["Sesame Slaw for Fries: 330"])
        #expect(Self.swaps([("Lemonade", 2)]) == ["Iced Tea for Lemonade: 370"], "the whole line, both portions")
        #expect(Self.swaps([("Brownie", 1)]) == ["Fruit Cup for Brownie: 330"], "a sweet from another sweet section")
    }

    @Test func aMainStaysInItsSectionAndIsNotSwappedForMuchLessFood() {
        // The slider is 480 kcal lighter but a third of the portion; the salad is in another section.
        #expect(Self.swaps([("Burger", 1)]) == ["Veggie Burger for Burger: 220"])
        #expect(Self.swaps([("Chicken Salad", 1)]).isEmpty, "nothing in its section")
    }

    @Test func avoidedAllergensDietsSoldOutAndDishesInTheCartAreNeverOffered() {
        #expect(Self.swaps([("Fries", 1)], avoiding: [.sesame]) == ["Side Salad for Fries: 310"])
        // Side Salad and Corn Cobs are as light: the better Nutri-Score wins.
        #expect(Self.swaps([("Fries", 1), ("Side Salad", 1)], avoiding: [.sesame]) == ["Corn Cobs for Fries: 310"])
        #expect(Self.swaps([("Burger", 1)], diets: [.vegan]).isEmpty, "the veggie burger is not vegan")
        #expect(Self.swaps([("Fries", 1)], diets: [.vegan]) == ["Sesame Slaw for Fries: 330"])
        #expect(!Self.swaps([("Fries", 1)]).contains { $0.hasPrefix("Garden Greens") }, "sold out")
    }

    @Test func lessThanAHundredKcalLighterIsNoSwap() {
        let menu = [
            menuDish("Soup", kcal: 250, section: "Soups"), menuDish("Broth", kcal: 151, section: "Soups"),
            menuDish("Cola", kcal: 140, section: "Drinks", category: .beverage),
            menuDish("Water", kcal: 0, section: "Mains", category: .water),
        ]
        let lines = [(menu[0], 1), (menu[2], 1)]
        let swaps = LighterSwap.best(for: lines, menu: menu, avoiding: [], diets: [])
        #expect(swaps.map(\.replacement.name) == ["Water"], "99 kcal less is not enough; a drink for a drink")
    }

    @Test func anotherRestaurantsDishIsNeverOffered() {
        let fries = menuDish("Fries", kcal: 420, section: "Sides", grams: 150)
        let elsewhere = menuDish("Salad", kcal: 80, section: "Sides", grams: 150, restaurant: "r2")
        #expect(LighterSwap.best(for: [(fries, 1)], menu: [fries, elsewhere], avoiding: [], diets: []).isEmpty)
    }

    @Test func kindsFollowDrinksSectionsAndRoles() {
        #expect(LighterSwap.sameKind(Self.dish("Fries"), Self.dish("Corn Cobs")))
        #expect(!LighterSwap.sameKind(Self.dish("Fries"), Self.dish("Lemonade")))
        #expect(!LighterSwap.sameKind(Self.dish("Fries"), Self.dish("Fruit Cup")))
        #expect(!LighterSwap.sameKind(Self.dish("Burger"), Self.dish("Chicken Salad")))
        #expect(LighterSwap.sameKind(Self.dish("Lemonade"), Self.dish("Iced Tea")))
    }
}
