import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// "Fits my day" (dishes that fit what is left of the caller's target today) and the cart's lighter swaps.
struct FitsRoutes {
    let fits: FitsService
    let carts: CartService
    let search: SearchService

    func register(in api: inout APIRouter) {
        let fits = self.fits
        let carts = self.carts
        let search = self.search
        api.handle(Endpoints.restaurantFits) { call in
            let zone = try call.query.timeZone()
            guard let found = try fits.restaurant(ID(call.path.id), for: call.caller.account, in: zone) else {
                throw Refusal.notFound("No such restaurant.")
            }
            let reference = RestaurantReference(
                id: found.listing.restaurant.id.rawValue, name: found.listing.restaurant.name)
            return FittingDishes(
                found.left, date: found.date, timeZone: call.query["timeZone"] ?? zone.identifier,
                dishes: found.dishes.map { DishSearchResult(dish: DishBody($0), restaurant: reference) })
        }
        api.handle(Endpoints.searchFits) { call in
            let zone = try call.query.timeZone()
            let query = try SearchRoutes.query(call.query, search: search, wordsRequired: false)
            let found = try fits.search(query, for: call.caller.account, in: zone)
            return FittingDishes(
                found.left, date: found.date, timeZone: call.query["timeZone"] ?? zone.identifier,
                dishes: found.results.dishes.map { result in
                    DishSearchResult(
                        dish: DishBody(result.dish),
                        restaurant: RestaurantReference(
                            id: result.restaurant.restaurant.id.rawValue, name: result.restaurant.restaurant.name))
                })
        }
        api.handle(Endpoints.cartSwaps) { call in
            Page(items: try carts.swaps(for: call.caller.account).map(CartSwap.init), nextCursor: nil)
        }
        api.handle(Endpoints.swapCartItem) { call in
            CartBody(
                try carts.swap(
                    line: call.path.dishId, to: ID(call.body.replacementId), for: call.caller.account))
        }
    }
}

extension FittingDishes {
    /// The API view of what is left on `date` in the zone named `timeZone` (as the caller named it) and the dishes
    /// that fit it.
    init(_ left: DayLeft, date: DiaryDate, timeZone: String, dishes: [DishSearchResult]) {
        self.init(
            date: date.text, timeZone: timeZone, targetKcal: left.targetKcal, eatenKcal: left.eaten.kcal,
            cartKcal: left.cart.kcal, leftKcal: left.leftKcal, dishes: dishes)
    }
}

extension CartSwap {
    /// The API view of a swap.
    init(_ swap: LighterSwap) {
        self.init(
            dishId: swap.dish.id.rawValue, name: swap.dish.name, quantity: swap.quantity,
            replacement: DishBody(swap.replacement), kcalLess: swap.kcalLess)
    }
}
