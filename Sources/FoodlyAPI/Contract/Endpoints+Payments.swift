extension Endpoints {
    /// `POST /api/v1/payments/card-setups`: what a card form needs to send one new card to the payment provider
    /// directly (card numbers never reach Foodly); the card's id it returns is then `card` in `POST /api/v1/orders`.
    public static let createCardSetup = Endpoint<NoPath, NoQuery, NoBody, CardSetupBody, Caller.SignedIn>(
        "createCardSetup", .post, "/api/v1/payments/card-setups", status: 201,
        problems: [.cardPaymentsOff, .paymentUnavailable])
    /// `GET /api/v1/me/cards`: the cards kept for the caller, the default first, then the most recently added first.
    public static let savedCards = Endpoint<NoPath, NoQuery, NoBody, SavedCardListBody, Caller.SignedIn>(
        "savedCards", .get, "/api/v1/me/cards")
    /// `PUT /api/v1/me/cards/{id}/default`: makes one of the caller's cards the one checkout starts with.
    public static let setDefaultCard = Endpoint<IDPath, NoQuery, NoBody, SavedCardListBody, Caller.SignedIn>(
        "setDefaultCard", .put, "/api/v1/me/cards/{id}/default", problems: [.notFound])
    /// `DELETE /api/v1/me/cards/{id}`: takes one of the caller's cards off their customer at the provider.
    public static let removeSavedCard = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeSavedCard", .delete, "/api/v1/me/cards/{id}", status: 204, format: .empty,
        problems: [.notFound, .cardInUse, .paymentUnavailable])
}
