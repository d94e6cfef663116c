import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// Names and single lines of text refuse control and invisible format characters (one rule, `Text.lineIssue`): a
/// restaurant named with a line break and a mail header, NEL (U+0085), ESC or a right-to-left override (U+202E)
/// is refused by field, while descriptions, notes and reasons keep their line breaks.
@Suite("Text: hidden characters in names and lines")
struct HiddenCharactersTests {
    static let hidden = [
        "Evil\r\nBcc: v@x.test", "Evil\u{0085}Bcc", "Nul\u{0} St", "Red\u{1B}[31m", "Salad\u{202E}dab",
    ]

    @Test(arguments: hidden) func aRestaurantOrDishNamedWithAHiddenCharacterIsRefused(_ name: String) throws {
        var restaurant = CatalogSample.restaurant(name: name)
        var dish = CatalogSample.sampleDish
        dish["name"] = name
        restaurant["menu"] = [CatalogSample.section("Bowls", [dish])]
        let json = try CatalogSample.json(restaurant)
        let issues = CatalogSample.refusal { _ = try RestaurantImporter.restaurant(from: json) }
        #expect(issues.contains(FieldError(field: "name", code: "invalid_characters", message: issues[0].message)))
        #expect(issues.contains { $0.field == "menu[0].dishes[0].name" && $0.code == "invalid_characters" })
    }

    @Test func aDescriptionKeepsItsLineBreaksButNotAnEscape() throws {
        var restaurant = CatalogSample.restaurant()
        restaurant["description"] = "Grain bowls.\nBig salads."
        let imported = try RestaurantImporter.restaurant(from: try CatalogSample.json(restaurant))
        #expect(imported.description == "Grain bowls.\nBig salads.")
        restaurant["description"] = "Grain bowls.\u{1B}[2J"
        let json = try CatalogSample.json(restaurant)
        #expect(
            CatalogSample.refusal { _ = try RestaurantImporter.restaurant(from: json) }.map(\.code) == [
                "invalid_characters"
            ])
    }

    @Test(arguments: hidden) func anAddressLineOrDiaryMealWithAHiddenCharacterIsRefused(_ text: String) throws {
        let address = Address(line1: text, city: "San Francisco", latitude: 37.77, longitude: -122.42)
        #expect(CatalogSample.refusal { _ = try address.validated() }.map(\.field) == ["address.line1"])
        let meal = DiaryEntryDraft(name: text, kcal: 300)
        #expect(
            CatalogSample.refusal { _ = try DiaryRules.validated(meal, now: Date()) }.map(\.code) == [
                "invalid_characters"
            ])
        #expect(AccountRules.fullNameIssues("Ada \(text) Lovelace").map(\.code) == ["invalid_characters"])
    }

    @Test func notesAndReasonsKeepLineBreaksAndRefuseOverrides() {
        var address = Address(line1: "1 Market St", city: "San Francisco", latitude: 37.77, longitude: -122.42)
        address.instructions = "Ring twice.\nThird floor."
        #expect(CatalogSample.refusal { _ = try address.validated() }.isEmpty)
        #expect(Reason.issues("Late twice.\nCold food.").isEmpty)
        #expect(Reason.issues("Late \u{202E}yllaer").map(\.code) == ["invalid_characters"])
    }
}
