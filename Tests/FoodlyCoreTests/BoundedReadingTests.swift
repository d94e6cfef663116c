import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// What a body costs to check is bounded by what a real value needs: a list past its bound is refused whole before
/// its items are read, duplicates are kept once without comparing every pair, and an answer lists at most
/// 100 problems.
@Suite("Import rules: bounded lists and answers")
struct BoundedReadingTests {
    @Test func ninetyThousandCategoriesAreRefusedAsOneIssue() throws {
        var restaurant = CatalogSample.restaurant()
        restaurant["categories"] = (0..<90_000).map { "category-\($0)" }
        let json = try CatalogSample.json(restaurant)
        let issues = CatalogSample.refusal { _ = try RestaurantImporter.restaurant(from: json) }
        #expect(issues.map(\.field) == ["categories"] && issues.map(\.code) == ["too_many"])
        #expect(issues.first?.message == "List at most 20 items.")
    }

    @Test func twentyCategoriesAreTheMostAndRepeatedOnesAreKeptOnce() throws {
        var restaurant = CatalogSample.restaurant()
        restaurant["categories"] = (0..<ImportedRestaurant.maxCategories).map { "c\($0 % 5)" }
        let imported = try RestaurantImporter.restaurant(from: try CatalogSample.json(restaurant))
        #expect(imported.categories == ["c0", "c1", "c2", "c3", "c4"])
    }

    @Test func eightyThousandAllergensOnADishAreRefusedUnread() throws {
        var dish = CatalogSample.sampleDish
        dish["section"] = "Bowls"
        dish["allergens"] = Array(repeating: "sesame", count: 80_000)
        let issues = CatalogSample.refusal { _ = try MenuDishDraft.checked(try CatalogSample.json(dish)) }
        #expect(issues.map(\.field) == ["allergens"] && issues.map(\.code) == ["too_many"])
    }

    @Test func everyAllergenTwiceIsStillOneOfEach() throws {
        var dish = CatalogSample.sampleDish
        dish["section"] = "Bowls"
        dish["allergens"] = (Allergen.allCases + Allergen.allCases).map(\.rawValue)
        let draft = try MenuDishDraft.checked(try CatalogSample.json(dish)).scored()
        #expect(draft.dish.allergens == Allergen.allCases)
    }

    @Test func sixtyThousandUnknownTermsAreAnsweredWithTheFirstHundred() throws {
        let terms = RestaurantTerms(
            fees: DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: nil, minimumOrder: 1000),
            taxRateBps: 863, deliveryRadiusKm: 5)
        let patch = JSONValue.object(
            Dictionary(uniqueKeysWithValues: (0..<60_000).map { ("unknown\($0)", JSONValue.number(1)) }))
        let issues = CatalogSample.refusal { _ = try terms.applying(patch) }
        #expect(issues.count == 101, "a hundred, then one saying the list was cut")
        #expect(issues.dropLast().allSatisfy { $0.code == "unknown_field" })
        #expect(issues.last?.code == "too_many_errors")
    }

    @Test func aMenuOfManyBadDishesListsAHundredProblems() throws {
        let dishes = (0..<300).map { index -> CatalogSample.Object in
            var dish = CatalogSample.sampleDish
            dish["price"] = -index - 1
            return dish
        }
        let json = try CatalogSample.json(CatalogSample.restaurant(dishes: dishes))
        let issues = CatalogSample.refusal { _ = try RestaurantImporter.restaurant(from: json) }
        #expect(issues.count == 101 && issues.first?.field == "menu[0].dishes[0].price")
        #expect(issues.last?.code == "too_many_errors")
    }
}
