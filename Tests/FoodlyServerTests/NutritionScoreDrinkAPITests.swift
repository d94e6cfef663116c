import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API: the Nutri-Score calculator grades drinks as drinks")
struct NutritionScoreDrinkAPITests {
    /// 100 ml of a lemonade: 160 kJ (3 points on the drinks' scale, 0 on the foods'), 8.5 g sugars (7 points; 2 as a
    /// food), nothing favourable.
    static var lemonade: [String: Any] {
        [
            "energyKj": 160, "sugarsG": 8.5, "saturatedFatG": 0, "saltG": 0, "fiberG": 0, "proteinG": 0,
            "fruitVegLegumePercent": 10,
        ]
    }

    static func score(_ app: TestApp, category: String) throws -> (status: Int, body: [String: Any]) {
        var body = lemonade
        body["category"] = category
        let response = app.send(
            .post, "/api/v1/nutrition/score", headers: CatalogAPI.json, body: CatalogAPI.body(body))
        return (response.status, try CatalogAPI.object(response))
    }

    @Test func aLemonadeIsAnEAsADrinkAndABAsAFood() throws {
        let app = try TestApp()
        let food = try Self.score(app, category: "general")
        #expect(food.body["grade"] as? String == "B")
        let drink = try Self.score(app, category: "beverage")
        #expect(drink.status == 200)
        #expect(drink.body["score"] as? Int == 10)
        #expect(drink.body["grade"] as? String == "E")
        let points = try #require(drink.body["points"] as? [String: Int])
        #expect(points["energy"] == 3 && points["sugars"] == 7 && points["sweeteners"] == 0)
    }

    @Test func sweetenersAndWaterAreCategoriesOfTheirOwn() throws {
        let app = try TestApp()
        let sweetened = try Self.score(app, category: "beverage_with_sweeteners")
        #expect(sweetened.body["score"] as? Int == 14)
        #expect((sweetened.body["points"] as? [String: Int])?["sweeteners"] == 4)
        #expect(try Self.score(app, category: "water").body["grade"] as? String == "A")
    }

    @Test func anUnknownCategoryNamesTheDrinkCategoriesToo() throws {
        let app = try TestApp()
        let refused = try Self.score(app, category: "juice")
        #expect(refused.status == 422)
        let errors = try #require(refused.body["errors"] as? [[String: Any]])
        let message = try #require(errors.first { $0["field"] as? String == "category" }?["message"] as? String)
        #expect(message.contains("beverage") && message.contains("water"))
    }
}
