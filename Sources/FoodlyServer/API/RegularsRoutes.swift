import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import Foundation

/// What regulars use: favourites, ordering a past order again, and a tip added after delivery.
struct RegularsRoutes {
    let favourites: FavouriteService
    let carts: CartService
    let orders: OrderService

    func register(in api: inout APIRouter) {
        let favourites = self.favourites
        api.handle(Endpoints.favourites) { call in
            FavouritesBody(try favourites.favourites(for: call.caller.account), at: Date())
        }
        let toggles = [
            (Endpoints.addFavouriteRestaurant, Favourites.Kind.restaurant, true),
            (Endpoints.removeFavouriteRestaurant, .restaurant, false), (Endpoints.addFavouriteDish, .dish, true),
            (Endpoints.removeFavouriteDish, .dish, false),
        ]
        for (endpoint, kind, favourite) in toggles {
            api.handle(endpoint) { call in
                try favourites.set(kind, id: call.path.id, favourite: favourite, for: call.caller.account)
                return NoContent()
            }
        }
        let carts = self.carts
        api.handle(Endpoints.reorder) { call in
            let again = try carts.reorder(
                ID(call.path.id), for: call.caller.account, replacing: call.body.replace == true)
            return ReorderBody(cart: CartBody(again.cart), plan: again.plan)
        }
        let orders = self.orders
        api.handle(Endpoints.raiseTip) { call in
            OrderBody(customer: try orders.raiseTip(ID(call.path.id), to: call.body.amount, for: call.caller.account))
        }
    }
}
