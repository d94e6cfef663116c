import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/restaurants/{id}/fits`: what is left of the caller's target today and the restaurant's dishes
    /// that fit it.
    public static let restaurantFits = Endpoint<IDPath, FitsQuery, NoBody, FittingDishes, Caller.SignedIn>(
        "restaurantFits", .get, "/api/v1/restaurants/{id}/fits", problems: [.notFound, .targetRequired, .otherRegion])
    /// `GET /api/v1/search/fits`: a search that keeps to dishes fitting what is left of the caller's target today.
    public static let searchFits = Endpoint<NoPath, SearchFitsQuery, NoBody, FittingDishes, Caller.SignedIn>(
        "searchFits", .get, "/api/v1/search/fits", problems: [.targetRequired, .otherRegion])
    /// `GET /api/v1/cart/swaps`: a lighter dish of the same kind for each cart line that has one.
    public static let cartSwaps = Endpoint<NoPath, NoQuery, NoBody, Page<CartSwap>, Caller.SignedIn>(
        "cartSwaps", .get, "/api/v1/cart/swaps")
    /// `POST /api/v1/cart/items/{dishId}/swap`: puts another dish of the restaurant in the line's place.
    public static let swapCartItem = Endpoint<DishPath, NoQuery, CartSwapRequest, CartBody, Caller.SignedIn>(
        "swapCartItem", .post, "/api/v1/cart/items/{dishId}/swap",
        problems: [.notFound, .cartRestaurantConflict, .dishUnavailable, .invalidQuantity])
}
