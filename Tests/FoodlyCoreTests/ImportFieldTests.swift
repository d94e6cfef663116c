import FoodlyCore
import Foundation
import Testing

/// One broken field of an otherwise valid restaurant: the dotted path to change, its new JSON (nil removes it),
/// and the one issue expected, as `field code`.
struct BrokenField: Sendable, CustomTestStringConvertible {
    let path: String
    let json: String?
    let issue: String

    init(_ path: String, _ json: String?, _ issue: String) {
        self.path = path
        self.json = json
        self.issue = issue
    }

    var testDescription: String { "\(path) = \(json ?? "<missing>")" }
}

@Suite("Restaurant import: each field on its own")
struct ImportFieldTests {
    static let restaurantFields: [BrokenField] = [
        BrokenField("name", "\"   \"", "name required"),
        BrokenField("name", nil, "name required"),
        BrokenField("name", "42", "name wrong_type"),
        BrokenField("name", "\"\(String(repeating: "a", count: 101))\"", "name too_long"),
        BrokenField("cuisine", "null", "cuisine required"),
        BrokenField("phone", "\"555-0100\"", "phone invalid_phone"),
        BrokenField("categories", "[]", "categories required"),
        BrokenField("categories", "[\"bowls\", \"Big Bowls\"]", "categories[1] invalid_slug"),
        BrokenField("imageUrl", "\"http://example.com/a.png\"", "imageUrl invalid_url"),
        BrokenField("location.longitude", "-190", "location.longitude out_of_range"),
        BrokenField("location.latitude", "\"37.7\"", "location.latitude wrong_type"),
        BrokenField("location.address", nil, "location.address required"),
        BrokenField("location", nil, "location required"),
        BrokenField("deliveryRadiusKm", "0", "deliveryRadiusKm out_of_range"),
        BrokenField("deliveryRadiusKm", "\"5\"", "deliveryRadiusKm wrong_type"),
        BrokenField("timeZone", "\"America/Springfield\"", "timeZone unknown_time_zone"),
        BrokenField("region", "\"San Francisco\"", "region invalid_region"),
        BrokenField("region", "\"-east\"", "region invalid_region"),
        BrokenField("region", "\"\"", "region required"),
        BrokenField("region", "7", "region wrong_type"),
        BrokenField("region", "\"\(String(repeating: "a", count: 41))\"", "region too_long"),
        BrokenField("prepMinutes", "12.5", "prepMinutes not_an_integer"),
        BrokenField("prepMinutes", "0", "prepMinutes out_of_range"),
        BrokenField("openingHours", "{\"monday\": []}", "openingHours.monday unknown_day"),
        BrokenField("openingHours", "[]", "openingHours wrong_type"),
        BrokenField("openingHours.mon.1", "[\"17:00\", \"25:00\"]", "openingHours.mon[1] invalid_period"),
        BrokenField("openingHours.mon.0", "[\"11:00\", \"11:00\"]", "openingHours.mon[0] invalid_period"),
        BrokenField("openingHours.mon.0", "[\"11:00\"]", "openingHours.mon[0] invalid_period"),
        BrokenField("openingHours.mon.0", "[\"9:00\", \"15:00\"]", "openingHours.mon[0] invalid_period"),
        BrokenField("openingHours.mon.0", "[\"24:00\", \"02:00\"]", "openingHours.mon[0] invalid_period"),
        BrokenField("openingHours.mon.0", "[1100, 1500]", "openingHours.mon[0] invalid_period"),
        BrokenField("fees.deliveryBase", "-1", "fees.deliveryBase out_of_range"),
        BrokenField("fees.minimumOrder", nil, "fees.minimumOrder required"),
        BrokenField("fees.freeDeliveryOver", "29.99", "fees.freeDeliveryOver not_an_integer"),
        BrokenField("taxRateBps", nil, "taxRateBps required"),
        BrokenField("taxRateBps", "8.63", "taxRateBps not_an_integer"),
        BrokenField("menu", "[]", "menu required"),
        BrokenField("menu.0.dishes", "[]", "menu[0].dishes required"),
        BrokenField("menu.0.section", "\"\"", "menu[0].section required"),
        // The wrong type where an object belongs is one problem, not one per member read from it.
        BrokenField("location", "5", "location wrong_type"),
        BrokenField("fees", "\"cheap\"", "fees wrong_type"),
    ]

    @Test(arguments: ImportFieldTests.restaurantFields)
    func aBrokenRestaurantFieldIsNamedByItsPath(field: BrokenField) throws {
        let object = try CatalogSample.replacing(field.path, with: field.json, in: CatalogSample.restaurant())
        let issues = try #require(try CatalogSample.issues(object), "imported with \(field.testDescription)")
        #expect(issues.map { "\($0.field) \($0.code)" } == [field.issue])
    }

    static let dishFields: [BrokenField] = [
        BrokenField("price", "0", "price out_of_range"),
        BrokenField("price", "12.5", "price not_an_integer"),
        BrokenField("price", "100001", "price out_of_range"),
        BrokenField("price", "\"12.50\"", "price wrong_type"),
        BrokenField("portionGrams", "0", "portionGrams out_of_range"),
        BrokenField("available", nil, "available required"),
        BrokenField("available", "1", "available wrong_type"),
        BrokenField("allergens", "[\"milk\", \"gluten-free\"]", "allergens[1] unknown_value"),
        BrokenField("allergens", "[\"Milk\"]", "allergens[0] unknown_value"),
        BrokenField("diets", "[\"vegan\", \"paleo\"]", "diets[1] unknown_value"),
        BrokenField("nutriScoreCategory", "\"fish\"", "nutriScoreCategory unknown_value"),
        BrokenField("name", "\"\"", "name required"),
        BrokenField("imageUrl", "\"ftp://example.com/a.png\"", "imageUrl invalid_url"),
        BrokenField("nutrition", nil, "nutrition required"),
        BrokenField("nutrition.kcal", "400", "nutrition.kcal energy_mismatch"),
        BrokenField("nutrition.kcal", "100", "nutrition.kcal energy_mismatch"),  // 119 ± 15 allows 104–134
        BrokenField("nutrition.sugarsG", "13", "nutrition.sugarsG exceeds_carbs"),
        BrokenField("nutrition.saturatedFatG", "4", "nutrition.saturatedFatG exceeds_fat"),
        BrokenField("nutrition.saltG", "-1", "nutrition.saltG out_of_range"),
        BrokenField("nutrition.fruitVegLegumePercent", "101", "nutrition.fruitVegLegumePercent out_of_range"),
        BrokenField("nutrition.fiberG", nil, "nutrition.fiberG required"),
    ]

    /// The second dish of the second section is broken, so the path shows both indexes.
    @Test(arguments: ImportFieldTests.dishFields)
    func aBrokenDishFieldIsNamedByItsFullPath(field: BrokenField) throws {
        let menu = [
            CatalogSample.section("Bowls", [CatalogSample.dish("Lentil Bowl")]),
            CatalogSample.section("Salads", [CatalogSample.dish("Green Salad"), CatalogSample.dish("Bean Salad")]),
        ]
        let object = try CatalogSample.replacing(
            "menu.1.dishes.1.\(field.path)", with: field.json, in: CatalogSample.restaurant(menu: menu))
        let issues = try #require(try CatalogSample.issues(object), "imported with \(field.testDescription)")
        #expect(issues.map { "\($0.field) \($0.code)" } == ["menu[1].dishes[1].\(field.issue)"])
    }

    @Test(arguments: [
        ("nutrition.kcal", "105"), ("nutrition.kcal", "134"), ("nutrition.sugarsG", "12"),
        ("nutrition.saturatedFatG", "3"), ("nutrition.fruitVegLegumePercent", "100"), ("portionGrams", "5000"),
        ("price", "100000"), ("price", "1"), ("diets", "[]"), ("allergens", "[]"),
    ])
    func valuesAtTheLimitsAreAccepted(path: String, json: String) throws {
        let object = try CatalogSample.replacing(
            "menu.0.dishes.0.\(path)", with: json,
            in: CatalogSample.restaurant(dishes: [CatalogSample.dish("Lentil Bowl")]))
        #expect(try CatalogSample.issues(object) == nil)
    }
}
