import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// `field code` of each issue, for comparisons that show every difference.
private func described(_ issues: [FieldError]?) -> [String] {
    (issues ?? []).map { "\($0.field) \($0.code)" }
}

@Suite("Restaurant import: valid input and many errors at once")
struct ImportTests {
    @Test func aValidRestaurantImportsWithEveryField() throws {
        let imported = try RestaurantImporter.restaurant(from: try CatalogSample.json(CatalogSample.restaurant()))
        #expect(imported.name == "Green Bowl")
        #expect(imported.cuisine == "Bowls")
        #expect(imported.description == "Grain bowls and big salads.")
        #expect(imported.phone == "+14155550100")
        #expect(imported.categories == ["bowls", "salads"])
        #expect(imported.imageURL == nil)
        #expect(imported.address == "1 Market St, San Francisco")
        #expect(imported.location == GeoPoint(latitude: 37.7749, longitude: -122.4194))
        #expect(imported.deliveryRadiusKm == 5)
        #expect(imported.timeZone.identifier == "America/Los_Angeles")
        #expect(imported.prepMinutes == 15)
        #expect(imported.region == RegionName.default, "no region given")
        let lunchAndDinner = [
            OpeningHours.Period(opens: 660, closes: 900), OpeningHours.Period(opens: 1020, closes: 1320),
        ]
        #expect(imported.openingHours.days == [lunchAndDinner] + Array(repeating: [], count: 6))
        #expect(
            imported.fees
                == DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000))
        #expect(imported.taxRateBps == 863)
        #expect(imported.menu.map(\.name) == ["Bowls"])
        let dish = try #require(imported.menu.first?.dishes.first)
        #expect(dish.name == "Sesame Chicken Bowl")
        #expect(dish.description == "Sesame Chicken Bowl, made today.")
        #expect(dish.price == 1250)
        #expect(dish.portionGrams == 350)
        #expect(
            dish.nutrition
                == DishNutrition(
                    kcal: 520, proteinG: 32, carbsG: 48, sugarsG: 6, fatG: 18, saturatedFatG: 3, fiberG: 9, saltG: 1.4,
                    fruitVegLegumePercent: 55))
        #expect(dish.nutriScoreCategory == .general)
        #expect(dish.nutriScore.grade == .a)
        #expect(dish.allergens == [.sesame])
        #expect(dish.diets == [.glutenFree])
        #expect(dish.available)
        #expect(dish.imageURL == nil)
        #expect(imported.nutriGrade == .a)
        #expect(try RestaurantImporter.restaurants(from: try CatalogSample.json(CatalogSample.restaurant())).count == 1)
    }

    @Test func optionalFieldsAndFriendlyFormsAreAccepted() throws {
        var object = CatalogSample.restaurant()
        object["name"] = "  Green Bowl  "
        object["phone"] = "+1 (415) 555-0100"
        object["imageUrl"] = "/static/restaurants/green-bowl.svg"
        object["description"] = ""
        object["region"] = "san-francisco"
        object["fees"] = ["deliveryBase": 0, "deliveryPerKm": 0, "minimumOrder": 0]
        object["openingHours"] = ["fri": [["18:00", "02:00"]], "sun": [["00:00", "24:00"]]]
        var dish = CatalogSample.dish("Halloumi Plate", nutrition: CatalogSample.lentils)
        dish["nutriScoreCategory"] = "cheese"
        dish["imageUrl"] = "https://cdn.example.com/halloumi.svg"
        dish["allergens"] = ["milk", "milk"]
        object["menu"] = [CatalogSample.section("Plates", [dish])]
        let imported = try RestaurantImporter.restaurant(from: try CatalogSample.json(object))
        #expect(imported.name == "Green Bowl")
        #expect(imported.phone == "+14155550100")
        #expect(imported.imageURL == "/static/restaurants/green-bowl.svg")
        #expect(imported.description.isEmpty)
        #expect(imported.region == "san-francisco")
        #expect(imported.fees.freeDeliveryOver == nil)
        #expect(imported.openingHours.days[4] == [OpeningHours.Period(opens: 1080, closes: 120)])
        #expect(imported.openingHours.days[6] == [OpeningHours.Period(opens: 0, closes: 1440)])
        let plate = try #require(imported.dishes.first)
        #expect(plate.nutriScoreCategory == .cheese)
        #expect(plate.imageURL == "https://cdn.example.com/halloumi.svg")
        #expect(plate.allergens == [.milk])
    }

    /// One failure names every bad field by its JSON path; nothing stops at the first problem.
    @Test func everyBadFieldIsReportedInOneFailure() throws {
        var wrongKcal = CatalogSample.lentils
        wrongKcal["kcal"] = 400  // the macros give 119 kcal
        var noAvailability = CatalogSample.dish("Tomato Soup")
        noAvailability["available"] = nil
        var object = CatalogSample.restaurant(dishes: [
            CatalogSample.dish("Falafel Bowl", allergens: ["gluten-free", "sesame"]),
            CatalogSample.dish("Lentil Salad", price: 0),
            CatalogSample.dish("Quinoa Salad", nutrition: wrongKcal),
            noAvailability,
            CatalogSample.dish("Chicken Wrap", price: 12.5),
        ])
        object["name"] = ""
        object["phone"] = "call us"
        object["location"] = ["address": "1 Market St", "latitude": 200, "longitude": -122.4194]
        object["timeZone"] = "Mars/Olympus_Mons"
        object["openingHours"] = ["mon": [["11:00", "25:00"]], "tue": [["11:00", "15:00"]]]
        let issues = try #require(try CatalogSample.issues(object), "the broken restaurant was imported")
        #expect(
            Set(described(issues)) == [
                "name required", "phone invalid_phone", "location.latitude out_of_range",
                "timeZone unknown_time_zone", "openingHours.mon[0] invalid_period",
                "menu[0].dishes[0].allergens[0] unknown_value", "menu[0].dishes[1].price out_of_range",
                "menu[0].dishes[2].nutrition.kcal energy_mismatch", "menu[0].dishes[3].available required",
                "menu[0].dishes[4].price not_an_integer",
            ])
        #expect(issues.count == Set(issues.map(\.field)).count, "a field is reported twice: \(described(issues))")
        #expect(issues.allSatisfy { !$0.message.isEmpty })
    }

    @Test func aListReportsTheBadRestaurantsByIndexAndReturnsNothing() throws {
        let good = CatalogSample.restaurant(name: "Good Greens")
        var bad = CatalogSample.restaurant(dishes: [CatalogSample.dish("Salad", price: 0)])
        bad["name"] = ""
        bad["location"] = ["address": "2 Market St", "latitude": 37.7749, "longitude": 250]
        let issues = try #require(try CatalogSample.issues([good, bad]))
        #expect(
            described(issues) == [
                "[1].name required", "[1].location.longitude out_of_range", "[1].menu[0].dishes[0].price out_of_range",
            ])
        let both = try #require(try CatalogSample.issues([bad, good, bad]))
        #expect(both.map(\.field).filter { $0.hasPrefix("[0].") }.count == 3)
        #expect(both.map(\.field).filter { $0.hasPrefix("[2].") }.count == 3)
        #expect(!both.contains { $0.field.hasPrefix("[1]") })
    }

    @Test func aListReportsTheListingRuleOfEachRestaurantByIndex() throws {
        let good = CatalogSample.restaurant(name: "Good Greens")
        let fried = CatalogSample.restaurant(dishes: [CatalogSample.dish("Churros", nutrition: CatalogSample.churros)])
        let issues = try #require(try CatalogSample.issues([good, fried]))
        #expect(described(issues) == ["[1].menu listing_rule", "[1].menu[0].dishes[0] grade_e"])
    }

    @Test func aListOfValidRestaurantsImportsThemAllInOrder() throws {
        let names = ["Alpha Bowls", "Beta Soups", "Gamma Salads"]
        let imported = try RestaurantImporter.restaurants(
            from: try CatalogSample.json(names.map { CatalogSample.restaurant(name: $0) }))
        #expect(imported.map(\.name) == names)
    }

    /// A value of the wrong type where an object belongs is one problem, reported once, not once per field read.
    @Test func aMenuHoldsAtMostAThousandDishes() throws {
        let full = [CatalogSample.section("Bowls", Array(repeating: CatalogSample.sampleDish, count: 600))]
        #expect(
            try CatalogSample.issues([CatalogSample.restaurant(menu: full + full)]).map(described) == [
                "[0].menu too_many_dishes"
            ])
        #expect(try CatalogSample.issues([CatalogSample.restaurant(menu: full)]) == nil)
    }

    @Test func aNonObjectInAListIsReportedOnce() throws {
        let issues = try #require(try CatalogSample.issues([CatalogSample.restaurant(), 42]))
        #expect(described(issues) == ["[1] wrong_type"])
    }
}
