import FoodlyAPI
import FoodlyCore
import FoodlyHTML

/// A dish's nutrition per 100 g and per portion, in the order and words of an EU label, and the reference intake
/// with the customer's own target beside it. Energy is left out when the customer hides calories.
struct NutritionTable {
    let detail: DishDetail
    /// Whose view it is; nil for a guest.
    let user: UserAccount?

    func render() -> Node {
        let hundred = detail.per100g
        let dish = detail.dish
        let rows: [(String, Double, Double, LabelRounding.Nutrient, Bool)] = [
            ("Fat", hundred.fatG, dish.fatG, .macronutrient, false),
            ("of which saturates", hundred.saturatedFatG, dish.saturatedFatG, .saturates, true),
            ("Carbohydrate", hundred.carbsG, dish.carbsG, .macronutrient, false),
            ("of which sugars", hundred.sugarsG, dish.sugarsG, .macronutrient, true),
            ("Fibre", hundred.fiberG, dish.fiberG, .macronutrient, false),
            ("Protein", hundred.proteinG, dish.proteinG, .macronutrient, false),
            ("Salt", hundred.saltG, dish.saltG, .salt, false),
        ]
        return section(.class("card stack"), .id("nutrition"), .aria("labelledby", "nutrition-title")) {
            h2(.class("section-title"), .id("nutrition-title")) { "Nutrition" }
            table(.class("nutrition-table")) {
                thead {
                    tr {
                        th(.attr("scope", "col")) { span(.class("visually-hidden")) { "Nutrient" } }
                        th(.attr("scope", "col")) { "Per 100\u{A0}g" }
                        th(.attr("scope", "col")) { "Per portion (\(Int(dish.portionGrams.rounded()))\u{A0}g)" }
                    }
                }
                tbody {
                    if user.showsCalories {
                        tr {
                            th(.attr("scope", "row")) { "Energy" }
                            td(.class("energy")) { Self.energy(hundred.kcal) }
                            td(.class("energy")) { Self.energy(dish.kcal) }
                        }
                    }
                    for (name, per100g, perPortion, nutrient, indented) in rows {
                        tr(indented ? .class("is-part") : .bool("hidden", false)) {
                            th(.attr("scope", "row")) { name }
                            td { LabelRounding.grams(per100g, nutrient) }
                            td { LabelRounding.grams(perPortion, nutrient) }
                        }
                    }
                }
            }
            if user.showsCalories {
                p(.class("kcal-note"), .id("kcal-note")) {
                    "Adults need around 2,000 kcal (8,400 kJ) a day"
                    if let target = user?.dailyKcalTarget { "; your target is \(target.formatted()) kcal" }
                    "."
                }
            }
        }
    }

    private static func energy(_ kcal: Double) -> String {
        LabelRounding.energy(kcal: kcal, kilojoulesPerKcal: DishNutrition.kilojoulesPerKcal)
    }
}
