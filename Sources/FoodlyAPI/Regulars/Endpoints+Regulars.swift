extension Endpoints {
    /// `GET /api/v1/me/favourites`: the caller's favourite restaurants and dishes.
    public static let favourites = Endpoint<NoPath, NoQuery, NoBody, FavouritesBody, Caller.SignedIn>(
        "favourites", .get, "/api/v1/me/favourites")
    /// `PUT /api/v1/me/favourites/restaurants/{id}`: keeps a restaurant (again changes nothing).
    public static let addFavouriteRestaurant = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "addFavouriteRestaurant", .put, "/api/v1/me/favourites/restaurants/{id}", status: 204, format: .empty,
        problems: [.notFound, .tooManyFavourites])
    /// `DELETE /api/v1/me/favourites/restaurants/{id}`.
    public static let removeFavouriteRestaurant = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeFavouriteRestaurant", .delete, "/api/v1/me/favourites/restaurants/{id}", status: 204, format: .empty)
    /// `PUT /api/v1/me/favourites/dishes/{id}`: keeps a dish on the menu (again changes nothing).
    public static let addFavouriteDish = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "addFavouriteDish", .put, "/api/v1/me/favourites/dishes/{id}", status: 204, format: .empty,
        problems: [.notFound, .tooManyFavourites])
    /// `DELETE /api/v1/me/favourites/dishes/{id}`.
    public static let removeFavouriteDish = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeFavouriteDish", .delete, "/api/v1/me/favourites/dishes/{id}", status: 204, format: .empty)

    /// `POST /api/v1/orders/{id}/reorder`: puts the order's dishes back in the cart.
    public static let reorder = Endpoint<IDPath, NoQuery, ReorderRequest, ReorderBody, Caller.SignedIn>(
        "reorder", .post, "/api/v1/orders/{id}/reorder",
        problems: [.notFound, .cartRestaurantConflict, .restaurantSuspended])
    /// `PUT /api/v1/orders/{id}/tip`: adds or raises the tip of an order paid by card within 24 hours of delivery.
    public static let raiseTip = Endpoint<IDPath, NoQuery, TipRequest, OrderBody, Caller.SignedIn>(
        "raiseTip", .put, "/api/v1/orders/{id}/tip",
        problems: [
            .notFound, .invalidTip, .tipInPerson, .noCourierToTip, .notDelivered, .tipWindowClosed, .tipCannotBeLowered,
            .cardDeclined,
            .cardPaymentsOff, .paymentUnavailable,
        ])
}
