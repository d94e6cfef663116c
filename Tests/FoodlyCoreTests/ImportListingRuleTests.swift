import FoodlyCore
import Foundation
import Testing

@Suite("Restaurant import: the listing rule (75% of available dishes A or B)")
struct ImportListingRuleTests {
    /// The grade of a sample dish, computed from its per-100 g values.
    private static func grade(_ nutrition: CatalogSample.Object, portionGrams: Double = 100) throws -> NutriGrade {
        let values = try CatalogSample.json(nutrition)
        func number(_ key: String) -> Double {
            if case .number(let value) = values[key] { return value }
            return .nan
        }
        let dish = DishNutrition(
            kcal: number("kcal"), proteinG: number("proteinG"), carbsG: number("carbsG"), sugarsG: number("sugarsG"),
            fatG: number("fatG"), saturatedFatG: number("saturatedFatG"), fiberG: number("fiberG"),
            saltG: number("saltG"), fruitVegLegumePercent: number("fruitVegLegumePercent"))
        #expect(dish.issues().isEmpty, "the sample is not internally consistent")
        return try NutriScore.compute(dish.per100g(portionGrams: portionGrams)).grade
    }

    @Test func theSampleDishesGradeAsTheirCommentsSay() throws {
        #expect(try Self.grade(CatalogSample.bowl, portionGrams: 350) == .a)
        #expect(try Self.grade(CatalogSample.lentils) == .a)
        #expect(try Self.grade(CatalogSample.pizza) == .c)
        #expect(try Self.grade(CatalogSample.fries) == .d)
        #expect(try Self.grade(CatalogSample.churros) == .e)
    }

    @Test func aMostlyFriedMenuIsRefusedNamingEachDishBelowBWithItsGrade() throws {
        let object = CatalogSample.restaurant(menu: [
            CatalogSample.section(
                "Mains",
                [
                    CatalogSample.dish("Lentil Salad"),
                    CatalogSample.dish("Cheesy Fries", nutrition: CatalogSample.fries),
                ]),
            CatalogSample.section(
                "Desserts",
                [
                    CatalogSample.dish("Pizza Slice", nutrition: CatalogSample.pizza),
                    CatalogSample.dish("Churros", nutrition: CatalogSample.churros),
                    CatalogSample.dish("Fruit Bowl"),
                ]),
        ])
        let issues = try #require(try CatalogSample.issues(object), "a 40% A/B menu was accepted")
        #expect(
            issues.map { "\($0.field) \($0.code)" } == [
                "menu listing_rule", "menu[0].dishes[1] grade_d", "menu[1].dishes[0] grade_c",
                "menu[1].dishes[1] grade_e",
            ])
        #expect(issues[0].message.contains("2 of 5"), "\(issues[0].message)")
        for name in ["Cheesy Fries", "Pizza Slice", "Churros"] {
            #expect(issues[0].message.contains(name), "the summary does not name \(name)")
        }
        #expect(issues[1].message == "Cheesy Fries is graded D.")
        #expect(issues[2].message == "Pizza Slice is graded C.")
        #expect(issues[3].message == "Churros is graded E.")
    }

    /// (A/B dishes available, C–E dishes available, A/B dishes unavailable, C–E dishes unavailable, listed)
    @Test(arguments: [
        (3, 1, 0, 0, true),  // exactly 75%
        (6, 2, 0, 0, true),  // exactly 75%
        (2, 1, 0, 0, false),  // 66.7%
        (5, 2, 0, 0, false),  // 71.4%
        (1, 0, 0, 0, true),
        (0, 1, 0, 0, false),
        (3, 0, 0, 5, true),  // unavailable fried dishes do not count against
        (3, 1, 0, 3, true),
        (1, 1, 5, 0, false),  // unavailable healthy dishes do not count for
        (2, 1, 4, 0, false),
    ])
    func onlyAvailableDishesCount(
        goodAvailable: Int, badAvailable: Int, goodUnavailable: Int, badUnavailable: Int, listed: Bool
    ) throws {
        var dishes: [CatalogSample.Object] = []
        for index in 0..<goodUnavailable { dishes.append(CatalogSample.dish("Old Salad \(index)", available: false)) }
        for index in 0..<badAvailable {
            dishes.append(CatalogSample.dish("Churros \(index)", nutrition: CatalogSample.churros))
        }
        for index in 0..<badUnavailable {
            dishes.append(CatalogSample.dish("Fries \(index)", nutrition: CatalogSample.fries, available: false))
        }
        for index in 0..<goodAvailable { dishes.append(CatalogSample.dish("Salad \(index)")) }
        let issues = try CatalogSample.issues(CatalogSample.restaurant(dishes: dishes))
        #expect((issues == nil) == listed, "\(issues.map { $0.map(\.field) } ?? [])")
        if let issues {
            #expect(issues.first?.code == "listing_rule")
            // Only the available offenders are named: they sit right after the unavailable healthy dishes.
            let offenders = (0..<badAvailable).map { "menu[0].dishes[\(goodUnavailable + $0)]" }
            #expect(Array(issues.dropFirst().map(\.field)) == offenders)
            #expect(issues.dropFirst().allSatisfy { $0.code == "grade_e" })
        }
    }

    @Test func theRestaurantGradeIsTheMedianOfItsAvailableDishes() throws {
        let object = CatalogSample.restaurant(dishes: [
            CatalogSample.dish("Salad"), CatalogSample.dish("Soup"), CatalogSample.dish("Bowl"),
            CatalogSample.dish("Pizza", nutrition: CatalogSample.pizza),
            CatalogSample.dish("Fries", nutrition: CatalogSample.fries, available: false),
            CatalogSample.dish("Churros", nutrition: CatalogSample.churros, available: false),
        ])
        let imported = try RestaurantImporter.restaurant(from: try CatalogSample.json(object))
        #expect(imported.dishes.map(\.nutriScore.grade) == [.a, .a, .a, .c, .d, .e])
        #expect(imported.nutriGrade == .a)
    }

    /// 300 g of lemonade: 25 g of sugars, 100 kcal. A B as a food; as a drink, 8.3 g sugars and 139 kJ per 100 g
    /// make it a D.
    static func lemonade(_ name: String) -> CatalogSample.Object {
        var dish = CatalogSample.dish(
            name,
            nutrition: [
                "kcal": 100, "proteinG": 0, "carbsG": 25, "sugarsG": 25, "fatG": 0, "saturatedFatG": 0, "fiberG": 0,
                "saltG": 0, "fruitVegLegumePercent": 10,
            ], portionGrams: 300)
        dish["nutriScoreCategory"] = "beverage"
        return dish
    }

    @Test func drinksAreGradedAsDrinksAndTheRuleWeighsTheFood() throws {
        let object = CatalogSample.restaurant(dishes: [
            CatalogSample.dish("Lentil Salad"), CatalogSample.dish("Fruit Bowl"), Self.lemonade("Lemonade"),
            Self.lemonade("Pink Lemonade"), Self.lemonade("Ginger Lemonade"),
        ])
        #expect(try CatalogSample.issues(object) == nil, "three D drinks beside A food kept the restaurant off")
        let imported = try RestaurantImporter.restaurants(from: try CatalogSample.json(object))
        let grades = imported[0].menu.flatMap(\.dishes).map(\.nutriScore.grade)
        #expect(grades == [.a, .a, .d, .d, .d])
    }

    @Test func aDrinksOnlyMenuIsJudgedOnItsDrinks() throws {
        let object = CatalogSample.restaurant(dishes: [Self.lemonade("Lemonade"), Self.lemonade("Pink Lemonade")])
        let issues = try #require(try CatalogSample.issues(object))
        #expect(issues.first?.code == "listing_rule")
        #expect(issues.first?.message.hasPrefix("Only 0 of 2 available drinks") == true)
    }
}
