import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The dish form's values as typed, and the editor's draft they make (read by `MenuDishDraft.checked`, the
/// importer's own rules). Field names are the JSON paths, so the draft's issues land on their inputs; the
/// price is typed in dollars.
struct MenuDishForm {
    /// The nutrition fields per portion, by JSON path, with their labels and units.
    static let nutrition: [(name: String, label: String, unit: String)] = [
        ("nutrition.kcal", "Energy", "kcal"), ("nutrition.proteinG", "Protein", "g"),
        ("nutrition.carbsG", "Carbohydrate (without fibre)", "g"), ("nutrition.sugarsG", "of which sugars", "g"),
        ("nutrition.fatG", "Fat", "g"), ("nutrition.saturatedFatG", "of which saturates", "g"),
        ("nutrition.fiberG", "Fibre", "g"), ("nutrition.saltG", "Salt", "g"),
        ("nutrition.fruitVegLegumePercent", "Fruit, vegetables and legumes", "%"),
    ]

    /// The text fields, by JSON path.
    static let textFields =
        ["section", "name", "description", "ingredients", "price", "portionGrams", "spicyLevel"]
        + nutrition.map(\.name)

    /// The text values, by field name.
    var values: [String: String] = [:]
    /// The allergens ticked.
    var allergens: [String] = []
    /// The diets ticked.
    var diets: [String] = []
    /// The Nutri-Score category chosen.
    var category = NutriScoreCategory.general.rawValue
    /// Whether it can be ordered.
    var available = true

    /// An empty form, in `section` when given.
    init(section: String = "") {
        values["section"] = section
    }

    /// The values posted.
    init(_ fields: Parameters) {
        for name in MenuDishForm.textFields { values[name] = String((fields[name] ?? "").prefix(1100)) }
        allergens = fields.all("allergens").filter { Allergen(rawValue: $0) != nil }
        diets = fields.all("diets").filter { Diet(rawValue: $0) != nil }
        category = String((fields["nutriScoreCategory"] ?? category).prefix(40))
        available = fields["available"] == "on"
    }

    /// The form for a dish on the menu.
    init(_ dish: Dish) {
        let nutrition = dish.nutrition
        values = [
            "section": dish.section, "name": dish.name, "description": dish.description,
            "ingredients": dish.ingredients, "price": Money.format(dish.price).replacingOccurrences(of: "$", with: ""),
            "portionGrams": MenuDishForm.text(dish.portionGrams), "nutrition.kcal": MenuDishForm.text(nutrition.kcal),
            "nutrition.proteinG": MenuDishForm.text(nutrition.proteinG),
            "nutrition.carbsG": MenuDishForm.text(nutrition.carbsG),
            "nutrition.sugarsG": MenuDishForm.text(nutrition.sugarsG),
            "nutrition.fatG": MenuDishForm.text(nutrition.fatG),
            "nutrition.saturatedFatG": MenuDishForm.text(nutrition.saturatedFatG),
            "nutrition.fiberG": MenuDishForm.text(nutrition.fiberG),
            "nutrition.saltG": MenuDishForm.text(nutrition.saltG),
            "nutrition.fruitVegLegumePercent": MenuDishForm.text(nutrition.fruitVegLegumePercent),
            "spicyLevel": String(dish.spicyLevel),
        ]
        allergens = dish.allergens.map(\.rawValue)
        diets = dish.diets.map(\.rawValue)
        category = dish.nutriScoreCategory.rawValue
        available = dish.available
    }

    /// The value of `name`, empty when none.
    subscript(name: String) -> String { values[name] ?? "" }

    /// The field an issue belongs to on this form (an allergen or diet on its whole group).
    static func field(of issue: FieldError) -> String {
        issue.field.split(separator: "[").first.map(String.init) ?? issue.field
    }

    /// What the form shows for an issue: a price out of range in dollars, as it is typed.
    static func shown(_ issue: FieldError) -> FieldError {
        var shown = FieldError(field: field(of: issue), code: issue.code, message: issue.message)
        if shown.field == "price" && issue.code == "out_of_range" {
            let range = ImportedRestaurant.Dish.priceRange
            shown.message =
                "Enter a price from \(Money.format(range.lowerBound)) to \(Money.format(range.upperBound))."
        }
        return shown
    }

    /// The draft the form's values make, checked; every bad field is named by its JSON path, as the API names it.
    func draft() throws -> MenuDishDraft {
        try MenuDishDraft.checked(json)
    }

    /// The form's values as the editor's JSON dish, numbers read as typed (`FormNumber`).
    private var json: JSONValue {
        var object: [String: JSONValue] = [:]
        for name in ["section", "name"] where !self[name].isEmpty { object[name] = .string(self[name]) }
        object["description"] = .string(self["description"])
        if !self["ingredients"].isEmpty { object["ingredients"] = .string(self["ingredients"]) }
        object["price"] = number("price", scale: 100)
        object["portionGrams"] = number("portionGrams")
        if !self["spicyLevel"].isEmpty { object["spicyLevel"] = number("spicyLevel") }
        var nutrition: [String: JSONValue] = [:]
        for field in MenuDishForm.nutrition {
            nutrition[String(field.name.dropFirst("nutrition.".count))] = number(field.name)
        }
        object["nutrition"] = .object(nutrition)
        object["nutriScoreCategory"] = .string(category)
        object["allergens"] = .array(allergens.map(JSONValue.string))
        object["diets"] = .array(diets.map(JSONValue.string))
        object["available"] = .bool(available)
        return .object(object)
    }

    /// The number typed in `name` (`FormNumber.json`).
    private func number(_ name: String, scale: Double? = nil) -> JSONValue? {
        FormNumber.json(self[name], scale: scale)
    }

    /// A stored amount as typed: "12", "3.5".
    private static func text(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
