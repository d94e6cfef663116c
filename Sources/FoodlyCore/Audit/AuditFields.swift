import FoodlyShared
import Foundation

/// How the audit log writes the values an action changed: short texts people read ("1250" cents, "Mon 11:00–22:00"),
/// and only the fields whose value differs.
public enum AuditFields {
    /// The fields of `before` and `after` whose values differ (a field one side lacks counts as differing).
    public static func changed(_ before: [String: String], _ after: [String: String]) -> (
        before: [String: String], after: [String: String]
    ) {
        let fields = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        return (before.filter { fields.contains($0.key) }, after.filter { fields.contains($0.key) })
    }

    /// A menu dish's fields as the editor sets them.
    public static func dish(_ dish: Dish) -> [String: String] {
        dishFields(
            section: dish.section, name: dish.name, description: dish.description, price: dish.price,
            portionGrams: dish.portionGrams, nutrition: dish.nutrition, category: dish.nutriScoreCategory,
            allergens: dish.allergens, diets: dish.diets, available: dish.available, imageURL: dish.imageURL,
            ingredients: dish.ingredients)
    }

    /// A dish the editor sends, in `section`, with the same fields as ``dish(_:)``.
    public static func dish(_ draft: MenuDishDraft) -> [String: String] {
        let dish = draft.dish
        return dishFields(
            section: draft.section, name: dish.name, description: dish.description, price: dish.price,
            portionGrams: dish.portionGrams, nutrition: dish.nutrition, category: dish.nutriScoreCategory,
            allergens: dish.allergens, diets: dish.diets, available: dish.available, imageURL: dish.imageURL,
            ingredients: dish.ingredients)
    }

    /// A dish's option groups in short: "Size (3), Extras (4)", or "none".
    public static func options(_ groups: [OptionGroup]) -> String {
        groups.isEmpty ? "none" : groups.map { "\($0.name) (\($0.options.count))" }.joined(separator: ", ")
    }

    /// A menu's order in short: "Mains: Bowl, Wrap; Sides: Fries" (`names` gives each dish's name).
    public static func layout(_ sections: [MenuLayout.Section], names: [ID<Dish>: String]) -> String {
        sections.map { section in
            section.name + ": " + section.dishes.map { names[$0] ?? $0.rawValue }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// A week of opening hours, one day a line part: "Mon 11:00–15:00, 18:00–22:00; Tue closed; …".
    public static func hours(_ hours: OpeningHours) -> String {
        hours.days.enumerated().map { day, periods in
            let name = String(OpeningHours.dayNames[day].prefix(3))
            return name + " " + (periods.isEmpty ? "closed" : periods.map(OpeningHours.text).joined(separator: ", "))
        }.joined(separator: "; ")
    }

    /// A closure: "2027-01-01 to 2027-01-03 (Holidays)".
    public static func closure(_ closure: Closure) -> String {
        let dates = closure.first == closure.last ? closure.first.text : closure.first.text + " to " + closure.last.text
        return closure.reason.isEmpty ? dates : dates + " (" + closure.reason + ")"
    }

    /// Whether new orders are taken: "taking orders", "paused until 2027-01-01T12:30:00Z" or "paused until reopened".
    public static func pause(_ pause: RestaurantPause?, at now: Date) -> String {
        guard let pause, pause.holds(at: now) else { return "taking orders" }
        return pause.until.map { "paused until " + $0.formatted(.iso8601) } ?? "paused until reopened"
    }

    /// A number without a needless ".0": 12 → "12", 12.5 → "12.5".
    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func dishFields(
        section: String, name: String, description: String, price: Int, portionGrams: Double,
        nutrition: DishNutrition, category: NutriScoreCategory, allergens: [Allergen], diets: [Diet], available: Bool,
        imageURL: String?, ingredients: String
    ) -> [String: String] {
        [
            "section": section, "name": name, "description": description, "price": String(price),
            "portion_grams": number(portionGrams), "kcal": number(nutrition.kcal),
            "protein_g": number(nutrition.proteinG), "carbs_g": number(nutrition.carbsG),
            "sugars_g": number(nutrition.sugarsG), "fat_g": number(nutrition.fatG),
            "saturated_fat_g": number(nutrition.saturatedFatG), "fiber_g": number(nutrition.fiberG),
            "salt_g": number(nutrition.saltG), "fruit_veg_legume_percent": number(nutrition.fruitVegLegumePercent),
            "nutri_category": category.rawValue, "allergens": allergens.map(\.rawValue).joined(separator: ", "),
            "diets": diets.map(\.rawValue).joined(separator: ", "), "available": available ? "yes" : "no",
            "photo": imageURL ?? "none", "ingredients": ingredients,
        ]
    }
}
