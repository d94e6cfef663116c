import FoodlyCore

/// A dish for the "fits my day" and swap rules: only what they read is chosen.
func menuDish(
    _ name: String, kcal: Double, proteinG: Double = 10, section: String = "Mains", grams: Double = 300,
    category: NutriScoreCategory = .general, grade: NutriGrade = .a, allergens: [Allergen] = [], diets: [Diet] = [],
    available: Bool = true, restaurant: String = "r1"
) -> Dish {
    Dish(
        id: ID(name.lowercased().replacingOccurrences(of: " ", with: "-")), restaurantID: ID(restaurant),
        section: section, name: name, description: "", price: 1000, portionGrams: grams,
        nutrition: DishNutrition(
            kcal: kcal, proteinG: proteinG, carbsG: 0, sugarsG: 0, fatG: 0, saturatedFatG: 0, fiberG: 0, saltG: 0,
            fruitVegLegumePercent: 0),
        nutriScoreCategory: category, nutriGrade: grade, allergens: allergens, diets: diets, available: available,
        imageURL: nil)
}
