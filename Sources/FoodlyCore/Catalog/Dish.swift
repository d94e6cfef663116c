/// A dish on a menu, with its computed Nutri-Score.
public struct Dish: Sendable, Equatable {
    /// Stable for the dish's life; archived dishes keep theirs, so orders can name them.
    public let id: ID<Dish>
    /// The restaurant it belongs to.
    public let restaurantID: ID<Restaurant>
    /// The menu section, e.g. "Bowls".
    public var section: String
    /// As menus show it: 1–100 characters on one line.
    public var name: String
    /// Up to 500 characters, may be empty and span lines.
    public var description: String
    /// In cents, `ImportedRestaurant.Dish.priceRange`.
    public var price: Int
    /// The weight its nutrients are given for, 1–5,000 g.
    public var portionGrams: Double
    /// Per-portion nutrients.
    public var nutrition: DishNutrition
    /// The Nutri-Score category it is graded in.
    public var nutriScoreCategory: NutriScoreCategory
    /// The computed Nutri-Score grade.
    public var nutriGrade: NutriGrade
    /// EU allergens it contains.
    public var allergens: [Allergen]
    /// Diets it suits.
    public var diets: [Diet]
    /// Whether it can be ordered now.
    public var available: Bool
    /// Its picture.
    public var imageURL: String?
    /// Its ingredients as a label lists them, in one line; empty when not given.
    public var ingredients: String
    /// Its option groups, in menu order (none for most dishes).
    public var optionGroups: [OptionGroup]
    /// How hot it is: 0 not spicy, 1 mild, 2 medium, 3 hot (`spicyLevels`).
    public var spicyLevel: Int

    /// The levels of heat a dish may have.
    public static let spicyLevels = 0...3

    /// Creates a dish.
    public init(
        id: ID<Dish>, restaurantID: ID<Restaurant>, section: String, name: String, description: String, price: Int,
        portionGrams: Double, nutrition: DishNutrition, nutriScoreCategory: NutriScoreCategory, nutriGrade: NutriGrade,
        allergens: [Allergen], diets: [Diet], available: Bool, imageURL: String?, ingredients: String = "",
        optionGroups: [OptionGroup] = [], spicyLevel: Int = 0
    ) {
        self.spicyLevel = spicyLevel
        self.ingredients = ingredients
        self.optionGroups = optionGroups
        self.id = id
        self.restaurantID = restaurantID
        self.section = section
        self.name = name
        self.description = description
        self.price = price
        self.portionGrams = portionGrams
        self.nutrition = nutrition
        self.nutriScoreCategory = nutriScoreCategory
        self.nutriGrade = nutriGrade
        self.allergens = allergens
        self.diets = diets
        self.available = available
        self.imageURL = imageURL
    }
}
