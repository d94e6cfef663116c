import FoodlyShared

extension MenuDishDraft: CheckedBody {
    /// Reads and checks a draft by the importer's own dish rules, so a dish is validated the same way whether it is
    /// imported or written in the editor; every bad field is named at once (`price`, `nutrition.kcal`, `section`…).
    public static func checked(_ json: JSONValue) throws -> MenuDishDraft {
        let (section, dish) = try read(json)
        return MenuDishDraft(section: section, dish: dish.draft)
    }

    /// The draft checked: its section and its dish with its Nutri-Score.
    public func scored() throws -> (section: String, dish: ImportedRestaurant.Dish) {
        try Self.read(JSONValue(encoding: self))
    }

    private static func read(_ json: JSONValue) throws -> (section: String, dish: ImportedRestaurant.Dish) {
        let reader = FieldReader()
        let section = reader.string(json, "section", "", maxLength: 60)
        let dish = RestaurantImporter.readDish(json, "", reader)
        try ValidationFailure.check(reader.issues)
        guard let section, let dish else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "Not a dish.")])
        }
        return (section, dish)
    }
}

extension MenuPreviewRequest: CheckedBody {
    /// Reads and checks the dish as `MenuDishDraft` does, and the optional `dishId`.
    public static func checked(_ json: JSONValue) throws -> MenuPreviewRequest {
        let reader = FieldReader()
        let dishID = reader.optionalString(json, "dishId", "", maxLength: 64)
        do {
            let draft = try MenuDishDraft.checked(json)
            try ValidationFailure.check(reader.issues)
            return MenuPreviewRequest(dishId: dishID, draft: draft)
        } catch let failure as ValidationFailure {
            // A bad `dishId` is named beside the dish's own bad fields, not on its own first.
            throw ValidationFailure(reader.issues + failure.issues.filter { !reader.issues.contains($0) })
        }
    }
}

extension Dish {
    /// The dish as the menu editor reads it back to edit: sending it unchanged saves the dish as it is.
    public var menuDraft: MenuDishDraft {
        MenuDishDraft(
            section: section,
            dish: DishDraft(
                name: name, description: description, ingredients: ingredients, price: price,
                portionGrams: portionGrams, nutrition: nutrition, nutriScoreCategory: nutriScoreCategory,
                allergens: allergens, diets: diets, available: available, imageUrl: imageURL,
                spicyLevel: spicyLevel))
    }
}
