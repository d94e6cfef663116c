/// One option of an option group ("Large", "Extra feta"): what it adds to the dish's price, nutrition and allergens,
/// and the diets it does not suit (feta on a vegan bowl).
public struct DishOption: Sendable, Equatable {
    /// Opaque id.
    public let id: ID<DishOption>
    /// Name shown to customers.
    public var name: String
    /// Added to the dish's price, in cents (negative for a smaller portion; a line never goes below 0).
    public var priceDelta: Int
    /// Added to the dish's nutrition per portion.
    public var nutrition: OptionNutrition
    /// The EU allergens it adds to the dish.
    public var allergens: [Allergen]
    /// The diets the dish no longer suits with it (feta: vegan).
    public var unsuitableFor: [Diet]

    /// Creates an option.
    public init(
        id: ID<DishOption>, name: String, priceDelta: Int, nutrition: OptionNutrition, allergens: [Allergen] = [],
        unsuitableFor: [Diet] = []
    ) {
        self.id = id
        self.name = name
        self.priceDelta = priceDelta
        self.nutrition = nutrition
        self.allergens = allergens
        self.unsuitableFor = unsuitableFor
    }
}
