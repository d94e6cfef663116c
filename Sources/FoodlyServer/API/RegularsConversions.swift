import FoodlyAPI
import FoodlyApp
import FoodlyCore
import Foundation

extension FavouritesBody {
    /// The API view of a customer's favourites at `now` (open or not).
    init(_ list: FavouriteList, at now: Date) {
        self.init(
            restaurants: list.restaurants.map {
                FavouriteRestaurant(
                    id: $0.id.rawValue, name: $0.name, cuisine: $0.cuisine, isOpen: $0.isOpen(at: now))
            },
            dishes: list.dishes.map {
                FavouriteDish(
                    id: $0.dish.id.rawValue, name: $0.dish.name,
                    restaurant: RestaurantReference(id: $0.restaurant.id.rawValue, name: $0.restaurant.name),
                    price: $0.dish.price, available: $0.orderable, archived: $0.archived)
            })
    }
}

extension ReorderBody {
    /// The API view of an order put back in the cart.
    init(cart: CartBody, plan: Reorder) {
        self.init(
            cart: cart,
            missing: plan.missing.map { ReorderMissing(name: $0.name, code: $0.reason.rawValue, message: $0.sentence) },
            repriced: plan.repriced.map { ReorderPriceChange(name: $0.name, was: $0.was, now: $0.now) })
    }
}
