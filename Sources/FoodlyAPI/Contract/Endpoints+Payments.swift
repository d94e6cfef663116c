extension Endpoints {
    /// `POST /api/v1/payments/card-setups`: what a card form needs to send one new card to the payment provider
    /// directly (card numbers never reach Foodly); the card's id it returns is then `card` in `POST /api/v1/orders`.
    public static let createCardSetup = Endpoint<NoPath, NoQuery, NoBody, CardSetupBody, Caller.SignedIn>(
        "createCardSetup", .post, "/api/v1/payments/card-setups", status: 201,
        problems: [.cardPaymentsOff, .paymentUnavailable])
}
