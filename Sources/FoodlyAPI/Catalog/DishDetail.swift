import FoodlyShared

/// One dish with everything its label shows (`GET /api/v1/dishes/{id}`): nutrition per portion and per 100 g, the
/// Nutri-Score with each component's points, ingredients, and where it is on the menu.
public struct DishDetail: Codable, Sendable, Equatable {
    /// The dish as menus show it (per-portion nutrition, allergens, diets).
    public var dish: DishBody
    /// The restaurant that makes it.
    public var restaurant: RestaurantReference
    /// Its menu section.
    public var section: String
    /// Its ingredients as one line, as a label lists them; empty when the restaurant gave none.
    public var ingredients: String
    /// The Nutri-Score category it is graded in.
    public var nutriScoreCategory: NutriScoreCategory
    /// Its nutrition in 100 g.
    public var per100g: NutritionPer100g
    /// Its Nutri-Score and the points of each component.
    public var nutriScore: NutritionScoreResponse
    /// The most points each component can have in its category.
    public var maximumPoints: NutriScorePoints

    /// Creates a dish detail.
    public init(
        dish: DishBody, restaurant: RestaurantReference, section: String, ingredients: String,
        nutriScoreCategory: NutriScoreCategory, per100g: NutritionPer100g, nutriScore: NutritionScoreResponse,
        maximumPoints: NutriScorePoints
    ) {
        self.dish = dish
        self.restaurant = restaurant
        self.section = section
        self.ingredients = ingredients
        self.nutriScoreCategory = nutriScoreCategory
        self.per100g = per100g
        self.nutriScore = nutriScore
        self.maximumPoints = maximumPoints
    }
}
