import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/me/favourites`: the caller's favourite restaurants and dishes, newest first.
    public func favourites() async throws -> FavouritesBody {
        try await send(Endpoints.favourites, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT` or `DELETE /api/v1/me/favourites/restaurants/{id}`: keeps a restaurant, or lets it go (422
    /// `too_many_favourites` past the limit).
    public func setFavouriteRestaurant(id: String, _ favourite: Bool) async throws {
        let endpoint = favourite ? Endpoints.addFavouriteRestaurant : Endpoints.removeFavouriteRestaurant
        _ = try await send(endpoint, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `PUT` or `DELETE /api/v1/me/favourites/dishes/{id}`: keeps a dish, or lets it go.
    public func setFavouriteDish(id: String, _ favourite: Bool) async throws {
        let endpoint = favourite ? Endpoints.addFavouriteDish : Endpoints.removeFavouriteDish
        _ = try await send(endpoint, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/orders/{id}/reorder`: puts the order's dishes back in the cart and says what was left out or
    /// costs something else now; `replace` starts a new cart when it holds another restaurant's dishes (409
    /// `cart_restaurant_conflict` otherwise).
    public func reorder(orderId: String, replace: Bool = false) async throws -> ReorderBody {
        try await send(
            Endpoints.reorder, path: IDPath(id: orderId), query: NoQuery(),
            body: ReorderRequest(replace: replace ? true : nil))
    }

    /// `PUT /api/v1/orders/{id}/tip`: adds or raises the tip of a delivered order, within 24 hours of delivery.
    public func raiseTip(orderId: String, to amount: Int) async throws -> OrderBody {
        try await send(
            Endpoints.raiseTip, path: IDPath(id: orderId), query: NoQuery(), body: TipRequest(amount: amount))
    }
}
