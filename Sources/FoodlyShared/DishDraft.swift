/// A dish as its restaurant writes it: the import format's dish (docs/IMPORT-FORMAT.md), the body the menu editor
/// sends and what it reads back to edit. The rules (`DishRules` in FoodlyCore) read it field by field, naming every
/// bad field at once, and fill in what was left out, so a checked draft has every optional member set.
public struct DishDraft: Codable, Sendable, Equatable {
    /// 1–100 characters, one line.
    public var name: String
    /// Up to 500 characters; may be empty and span lines.
    public var description: String
    /// The ingredients in one line, as a label lists them, up to 1,000 characters; empty when left out.
    public var ingredients: String?
    /// In cents, 1 to 100,000.
    public var price: Int
    /// The portion's weight in grams, 1 to 5,000.
    public var portionGrams: Double
    /// Per portion.
    public var nutrition: DishNutrition
    /// The Nutri-Score table it is graded by; `general` when left out.
    public var nutriScoreCategory: NutriScoreCategory?
    /// EU allergens it contains, each once; none when left out.
    public var allergens: [Allergen]?
    /// Diets it suits, each once; none when left out.
    public var diets: [Diet]?
    /// Whether it can be ordered now (false: sold out).
    public var available: Bool
    /// Its picture: a `/static/…` path or an `https://` URL. Left out in an edit, the dish keeps its photo.
    public var imageUrl: String?
    /// How hot it is: 0 not spicy, 1 mild, 2 medium, 3 hot; 0 when left out.
    public var spicyLevel: Int?

    /// Creates a draft.
    public init(
        name: String, description: String, ingredients: String? = nil, price: Int, portionGrams: Double,
        nutrition: DishNutrition, nutriScoreCategory: NutriScoreCategory? = nil, allergens: [Allergen]? = nil,
        diets: [Diet]? = nil, available: Bool, imageUrl: String? = nil, spicyLevel: Int? = nil
    ) {
        self.name = name
        self.description = description
        self.ingredients = ingredients
        self.price = price
        self.portionGrams = portionGrams
        self.nutrition = nutrition
        self.nutriScoreCategory = nutriScoreCategory
        self.allergens = allergens
        self.diets = diets
        self.available = available
        self.imageUrl = imageUrl
        self.spicyLevel = spicyLevel
    }
}
