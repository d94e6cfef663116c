import FoodlyCore
import FoodlyStore

/// One restaurant's dishes on its menu, in menu order, packed (`PackedDishes`).
struct RestaurantMenu: Sendable {
    /// The dishes.
    let dishes: PackedDishes
    /// Whether customers see the restaurant (`RestaurantStanding.listing`): a restaurant approved to join has no
    /// dish until its staff write one, and stays off lists, search and its page until then; a suspended one stays
    /// off them until it is reinstated.
    let isListed: Bool

    /// The menu of `dishes`: at most the first `CatalogSearch.maxMenuDishes` (menus are kept far below that:
    /// `ImportedRestaurant.maxDishes`), so every dish has its own search id.
    init(_ dishes: PackedDishes, of restaurant: Restaurant) {
        let kept =
            dishes.count > CatalogSearch.maxMenuDishes
            ? PackedDishes(dishes.prefix(CatalogSearch.maxMenuDishes), of: restaurant.id, words: dishes.words) : dishes
        self.dishes = kept
        isListed = RestaurantStanding.listing(restaurant, dishCount: kept.count) == .listed
    }

    /// Whether the dish at `place` can be ordered now, suits `diet`, has at most `maxKcal` and is at most
    /// `maxSpicy` hot (each when given): what search and browsing show. Read in place, without decoding the dish.
    func offers(_ place: Int, diet: Diet?, maxKcal: Double?, maxSpicy: Int? = nil) -> Bool {
        dishes.isAvailable(at: place) && (diet.map { dishes.diets(at: place).contains($0) } ?? true)
            && (maxKcal.map { dishes.kcal(at: place) <= $0 } ?? true)
            && (maxSpicy.map { dishes.spicyLevel(at: place) <= $0 } ?? true)
    }

    /// The menu of `dishes`, read from the store.
    init(_ dishes: [Dish], of restaurant: Restaurant) {
        self.init(PackedDishes(dishes, of: restaurant.id), of: restaurant)
    }
}
