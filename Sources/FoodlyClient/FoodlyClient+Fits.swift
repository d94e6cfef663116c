import FoodlyAPI

extension FoodlyClient {
    /// `GET /api/v1/restaurants/{id}/fits`: what is left of the caller's daily target today in the IANA zone
    /// `timeZone`, and the restaurant's dishes that fit it (422 `target_required` without a target).
    public func restaurantFits(id: String, timeZone: String) async throws -> FittingDishes {
        try await send(
            Endpoints.restaurantFits, path: IDPath(id: id), query: FitsQuery(timeZone: timeZone), body: NoBody())
    }

    /// `GET /api/v1/search/fits`: a search (`text` may be empty) that keeps to dishes fitting what is left of the
    /// caller's daily target today in `timeZone`.
    public func searchFits(
        _ text: String = "", timeZone: String, latitude: Double? = nil, longitude: Double? = nil,
        category: String? = nil, diet: String? = nil, lighterFirst: Bool = false, limit: Int = 20
    ) async throws -> FittingDishes {
        let search = SearchQueryParameters(
            q: text, point: PointQuery(lat: latitude, lon: longitude), category: category, diet: diet,
            sort: lighterFirst ? "lighter" : nil, limit: limit)
        return try await send(
            Endpoints.searchFits, path: NoPath(), query: SearchFitsQuery(search: search, timeZone: timeZone),
            body: NoBody())
    }

    /// `GET /api/v1/cart/swaps`: a lighter dish of the same kind for each cart line that has one.
    public func cartSwaps() async throws -> Page<CartSwap> {
        try await send(Endpoints.cartSwaps, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/cart/items/{dishId}/swap`: puts `replacementId` in the line's place, keeping its quantity.
    public func swapCartItem(dishId: String, to replacementId: String) async throws -> CartBody {
        try await send(
            Endpoints.swapCartItem, path: DishPath(dishId: dishId),
            query: NoQuery(), body: CartSwapRequest(replacementId: replacementId))
    }
}
