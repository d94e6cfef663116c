import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// The menu editor's dish rules are the importer's (one reader for both), its layout rule, and the listing rule
/// both share.
@Suite("Menu editor: the dish, the layout and the listing rule")
struct MenuEditorRuleTests {
    /// A 100 g lentil salad in the editor's format, with `changes` made.
    static func dish(_ changes: [String: JSONValue] = [:], nutrition: [String: Double] = [:]) -> JSONValue {
        var values: [String: Double] = [
            "kcal": 120, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5, "fiberG": 6,
            "saltG": 0.3, "fruitVegLegumePercent": 70,
        ]
        for (key, value) in nutrition { values[key] = value }
        var object: [String: JSONValue] = [
            "section": .string("Salads"), "name": .string("Lentil Salad"), "description": .string("Warm."),
            "price": .number(1250), "portionGrams": .number(100), "available": .bool(true),
            "allergens": .array([.string("sesame")]), "diets": .array([.string("vegan")]),
            "nutrition": .object(values.mapValues(JSONValue.number)),
        ]
        for (key, value) in changes { object[key] = value }
        return .object(object)
    }

    static func issues(_ json: JSONValue) -> [FieldError] {
        do {
            _ = try MenuDishDraft.checked(json).scored()
            return []
        } catch let failure as ValidationFailure {
            return failure.issues
        } catch {
            return [FieldError(field: "", code: "unexpected", message: "\(error)")]
        }
    }

    @Test func aGoodDishIsReadWithItsSectionAndComputedGrade() throws {
        let draft = try MenuDishDraft.checked(Self.dish()).scored()
        #expect(draft.section == "Salads" && draft.dish.name == "Lentil Salad" && draft.dish.price == 1250)
        #expect(draft.dish.nutriScore.grade == .a)
    }

    @Test(arguments: [-1, 0, 1_000_000_000] as [Double])
    func aPriceOutsideOneCentToAThousandIsRefusedNamingPrice(price: Double) {
        let issues = Self.issues(Self.dish(["price": .number(price)]))
        #expect(issues.map(\.field) == ["price"] && issues.first?.code == "out_of_range")
    }

    @Test func aPreviewNamesABadDishIdBesideTheDishsOwnBadFields() {
        var issues: [FieldError] = []
        do {
            _ = try MenuPreviewRequest.checked(Self.dish(["dishId": .number(7), "price": .number(-1)]))
        } catch let failure as ValidationFailure {
            issues = failure.issues
        } catch {}
        #expect(issues.map(\.field) == ["dishId", "price"])
    }

    @Test func aGradeSentAlongIsNotReadTheGradeIsComputed() throws {
        let draft = try MenuDishDraft.checked(Self.dish(["nutriGrade": .string("E")])).scored()
        #expect(draft.dish.nutriScore.grade == .a)
    }

    @Test func kcalThatDoesNotAddUpSaysWhatIsOffAndByHowMuch() {
        // 4 × 8 + 4 × 12 + 2 × 6 + 9 × 3 = 119 kcal.
        let issues = Self.issues(Self.dish(nutrition: ["kcal": 900]))
        #expect(issues.map(\.field) == ["nutrition.kcal"])
        #expect(issues.first?.message.hasPrefix("kcal 900 but the nutrients add up to 119 kcal") == true)
        #expect(issues.first?.message.contains("781 kcal off") == true)
    }

    @Test func sugarsAboveCarbsAndSaturatesAboveFatAreNamedWithTheirAmounts() {
        let issues = Self.issues(Self.dish(nutrition: ["sugarsG": 13, "saturatedFatG": 4]))
        #expect(issues.map(\.field) == ["nutrition.sugarsG", "nutrition.saturatedFatG"])
        #expect(issues.first?.message == "Sugars 13 g cannot be more than carbs 12 g.")
    }

    @Test func aMissingOrLongSectionIsNamed() {
        #expect(Self.issues(Self.dish(["section": .string(" ")])).map(\.field) == ["section"])
        #expect(
            Self.issues(Self.dish(["section": .string(String(repeating: "x", count: 61))])).map(\.code) == ["too_long"])
    }

    @Test func theListingRuleCountsAvailableFoodsAndNamesThoseBelowB() {
        func entry(_ name: String, _ grade: NutriGrade, available: Bool = true, drink: Bool = false)
            -> ListingRule.Entry
        {
            ListingRule.Entry(name: name, grade: grade, available: available, isBeverage: drink)
        }
        let entries = [
            entry("Salad", .a), entry("Bowl", .b), entry("Fries", .d), entry("Cake", .e, available: false),
            entry("Cola", .e, drink: true),
        ]
        let rule = ListingRule(entries)
        #expect(rule.counted == 3 && rule.good == 2 && rule.percent == 66 && !rule.holds && rule.offenders == [2])
        #expect(
            rule.summary(entries)
                == "Only 2 of 3 available foods (66%) are graded A or B; at least 75% must be. "
                + "Dishes below B: Fries is graded D.")
        #expect(ListingRule([entry("Salad", .a), entry("Bowl", .b), entry("Soup", .a), entry("Fries", .c)]).holds)
        #expect(ListingRule([]).holds, "an empty menu breaks nothing")
        #expect(ListingRule([]).summary([]).hasPrefix("No dish can be ordered yet"))
    }

    @Test func aLayoutListsEveryDishOnceUnderDistinctNamedSections() throws {
        let menu: [ID<Dish>] = [ID("a"), ID("b"), ID("c")]
        let good = try MenuLayout.check(
            [
                MenuLayout.Section(name: "  Bowls ", dishes: [ID("b"), ID("a")]),
                .init(name: "Soups", dishes: [ID("c")]),
            ],
            menu: menu)
        #expect(good.map(\.name) == ["Bowls", "Soups"])
        func fields(_ sections: [MenuLayout.Section]) -> [String] {
            do {
                _ = try MenuLayout.check(sections, menu: menu)
                return []
            } catch let failure as ValidationFailure {
                return failure.issues.map { "\($0.field) \($0.code)" }
            } catch { return ["\(error)"] }
        }
        #expect(
            fields([.init(name: "Bowls", dishes: [ID("a"), ID("b")]), .init(name: "bowls", dishes: [ID("c")])])
                == ["sections[1].name duplicate"])
        #expect(fields([.init(name: "", dishes: [ID("a"), ID("b"), ID("c")])]) == ["sections[0].name required"])
        #expect(
            fields([.init(name: "Bowls", dishes: [ID("a"), ID("a"), ID("x"), ID("b"), ID("c")])])
                == ["sections[0].dishIds duplicate", "sections[0].dishIds unknown_dish"])
        #expect(fields([.init(name: "Bowls", dishes: [ID("a")])]) == ["sections incomplete"])
        #expect(fields([.init(name: "Bowls", dishes: [])]) == ["sections[0].dishIds required"])
    }

    @Test func aDishJoinsTheSectionItNamesInAnotherCase() {
        #expect(MenuLayout.sectionName("mains", among: ["Bowls", "Mains"]) == "Mains")
        #expect(MenuLayout.sectionName("Soups", among: ["Bowls", "Mains"]) == "Soups", "a new section")
    }
}
