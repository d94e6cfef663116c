import FoodlyShared

/// A dish as the menu editor sends it: the import format's dish (docs/IMPORT-FORMAT.md) plus the `section` it goes
/// in, checked by the importer's own dish rules, so a dish is validated the same way whether it is imported or
/// written in the editor.
public struct MenuDishDraft: Sendable, Equatable {
    /// The menu section, 1–60 characters.
    public var section: String
    /// The dish, with its computed Nutri-Score.
    public var dish: ImportedRestaurant.Dish

    /// Creates a draft.
    public init(section: String, dish: ImportedRestaurant.Dish) {
        self.section = section
        self.dish = dish
    }

    /// Reads and checks a draft; every bad field is named at once (`price`, `nutrition.kcal`, `section`…).
    public static func read(_ json: JSONValue) throws -> MenuDishDraft {
        let reader = FieldReader()
        let section = reader.string(json, "section", "", maxLength: 60)
        let dish = RestaurantImporter.readDish(json, "", reader)
        try ValidationFailure.check(reader.issues)
        guard let section, let dish else {
            throw ValidationFailure([FieldError(field: "", code: "invalid", message: "Not a dish.")])
        }
        return MenuDishDraft(section: section, dish: dish)
    }
}
