import FoodlyCore

/// One restaurant's dishes on its menu, in menu order, with each dish's diets as bits.
struct RestaurantMenu: Sendable {
    /// The dishes.
    let dishes: [Dish]
    /// The diets of each dish.
    let diets: [DietMask]

    /// The menu of `dishes`.
    init(_ dishes: [Dish]) {
        self.dishes = dishes
        diets = dishes.map { DietMask($0.diets) }
    }
}
