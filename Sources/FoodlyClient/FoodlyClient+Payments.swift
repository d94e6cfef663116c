import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `POST /api/v1/payments/card-setups`: what Stripe's SDK needs to take one new card (its client secret and
    /// publishable key); the card goes to Stripe directly and its id is then `card` in ``placeOrder(idempotencyKey:notes:scheduledFor:card:)``.
    public func createCardSetup() async throws -> CardSetupBody {
        try await send(Endpoints.createCardSetup, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/me/cards`: the cards kept for the signed-in customer.
    public func savedCards() async throws -> SavedCardListBody {
        try await send(Endpoints.savedCards, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/me/cards/{id}/default`: makes one of the signed-in customer's cards the one checkout starts
    /// with; returns the cards.
    public func setDefaultCard(id: String) async throws -> SavedCardListBody {
        try await send(Endpoints.setDefaultCard, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `DELETE /api/v1/me/cards/{id}`: removes one of the signed-in customer's cards.
    public func removeSavedCard(id: String) async throws {
        _ = try await send(Endpoints.removeSavedCard, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }
}
