import FoodlyShared

extension RestaurantImporter {
    /// Reads the menu: sections with at least one dish each.
    static func readMenu(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> [ImportedRestaurant.Section]? {
        guard let sections = reader.array(json, "menu", path, maxCount: ImportedRestaurant.maxDishes) else {
            return nil
        }
        if sections.isEmpty { reader.fail(prefixed(path, "menu"), "required", "A menu needs at least one section.") }
        var menu: [ImportedRestaurant.Section] = []
        var count = 0
        for (sectionIndex, section) in sections.enumerated() {
            let sectionPath = prefixed(path, "menu[\(sectionIndex)]")
            let name = reader.string(section, "section", sectionPath, maxLength: 60)
            let items = reader.array(section, "dishes", sectionPath, maxCount: ImportedRestaurant.maxDishes) ?? []
            count += items.count
            if items.isEmpty { reader.fail("\(sectionPath).dishes", "required", "A section needs at least one dish.") }
            let dishes = items.enumerated().compactMap { index, item in
                readDish(item, "\(sectionPath).dishes[\(index)]", reader)
            }
            if let name { menu.append(ImportedRestaurant.Section(name: name, dishes: dishes)) }
        }
        if count > ImportedRestaurant.maxDishes {
            reader.fail(
                prefixed(path, "menu"), "too_many_dishes",
                "A menu holds at most \(ImportedRestaurant.maxDishes) dishes; this one has \(count).")
        }
        return menu
    }

    /// Reads a dish of the import format (also the menu editor's), recording issues; nil when something is missing
    /// or wrong. The dish it gives has every optional member of its draft set and its Nutri-Score computed.
    static func readDish(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> ImportedRestaurant.Dish? {
        let name = reader.string(json, "name", path, maxLength: 100)
        let description = reader.string(json, "description", path, maxLength: 500, allowEmpty: true, multiline: true)
        let ingredients = reader.optionalString(json, "ingredients", path, maxLength: 1000, allowEmpty: true) ?? ""
        let price = reader.integer(json, "price", path, range: ImportedRestaurant.Dish.priceRange)
        let portion = reader.number(json, "portionGrams", path, range: 1...5000)
        let nutrition = readNutrition(json, path, reader)
        var category = NutriScoreCategory.general
        if let text = reader.optionalString(json, "nutriScoreCategory", path, maxLength: 40) {
            if let known = NutriScoreCategory(rawValue: text) {
                category = known
            } else {
                reader.fail(
                    prefixed(path, "nutriScoreCategory"), "unknown_value", "Use \(NutriScoreCategory.names).")
            }
        }
        let allergens = reader.ids(json, "allergens", path, as: Allergen.self)
        let diets = reader.ids(json, "diets", path, as: Diet.self)
        let available = reader.bool(json, "available", path)
        let imageURL = readImageURL(json, "imageUrl", path, reader)
        let spicy = reader.integer(json, "spicyLevel", path, range: Dish.spicyLevels, required: false) ?? 0
        guard let name, let description, let price, let portion, let nutrition, let available else { return nil }
        let score: NutriScore
        do {
            score = try NutriScore.compute(nutrition.per100g(portionGrams: portion), category: category)
        } catch let failure as ValidationFailure {
            for issue in failure.issues { reader.fail(prefixed(path, "nutrition"), issue.code, issue.message) }
            return nil
        } catch {
            return nil
        }
        let draft = DishDraft(
            name: name, description: description, ingredients: ingredients, price: price, portionGrams: portion,
            nutrition: nutrition, nutriScoreCategory: category, allergens: allergens, diets: diets,
            available: available, imageUrl: imageURL, spicyLevel: spicy)
        return ImportedRestaurant.Dish(draft: draft, nutriScore: score)
    }

    private static func readNutrition(_ json: JSONValue, _ path: String, _ reader: FieldReader) -> DishNutrition? {
        guard let value = reader.value(json, "nutrition", path) else { return nil }
        let nutritionPath = prefixed(path, "nutrition")
        let grams = 0.0...5000.0
        let kcal = reader.number(value, "kcal", nutritionPath, range: 0...10_000)
        let protein = reader.number(value, "proteinG", nutritionPath, range: grams)
        let carbs = reader.number(value, "carbsG", nutritionPath, range: grams)
        let sugars = reader.number(value, "sugarsG", nutritionPath, range: grams)
        let fat = reader.number(value, "fatG", nutritionPath, range: grams)
        let saturated = reader.number(value, "saturatedFatG", nutritionPath, range: grams)
        let fiber = reader.number(value, "fiberG", nutritionPath, range: grams)
        let salt = reader.number(value, "saltG", nutritionPath, range: grams)
        let fruitVeg = reader.number(value, "fruitVegLegumePercent", nutritionPath, range: 0...100)
        guard let kcal, let protein, let carbs, let sugars, let fat, let saturated, let fiber, let salt, let fruitVeg
        else { return nil }
        let nutrition = DishNutrition(
            kcal: kcal, proteinG: protein, carbsG: carbs, sugarsG: sugars, fatG: fat, saturatedFatG: saturated,
            fiberG: fiber, saltG: salt, fruitVegLegumePercent: fruitVeg)
        let issues = nutrition.issues(prefix: nutritionPath + ".")
        for issue in issues { reader.fail(issue.field, issue.code, issue.message) }
        return issues.isEmpty ? nutrition : nil
    }
}
