import FoodlyCore

/// One restaurant's dishes on its menu, in menu order, with each dish's diets as bits.
struct RestaurantMenu: Sendable {
    /// The dishes.
    let dishes: [Dish]
    /// The diets of each dish.
    let diets: [DietMask]
    /// Whether customers see the restaurant (`RestaurantStanding.listing`): a restaurant approved to join has no
    /// dish until its staff write one, and stays off lists, search and its page until then; a suspended one stays
    /// off them until it is reinstated.
    let isListed: Bool

    /// The menu of `dishes`: at most the first `CatalogSearch.maxMenuDishes` (menus are kept far below that:
    /// `ImportedRestaurant.maxDishes`), so every dish has its own search id.
    init(_ dishes: [Dish], of restaurant: Restaurant) {
        self.dishes = Array(dishes.prefix(CatalogSearch.maxMenuDishes))
        diets = self.dishes.map { DietMask($0.diets) }
        isListed = RestaurantStanding.listing(restaurant, dishCount: self.dishes.count) == .listed
    }
}
