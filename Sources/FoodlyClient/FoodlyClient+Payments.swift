import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `POST /api/v1/payments/card-setups`: what Stripe's SDK needs to take one new card (its client secret and
    /// publishable key); the card goes to Stripe directly and its id is then `card` in ``placeOrder(idempotencyKey:notes:scheduledFor:card:)``.
    public func createCardSetup() async throws -> CardSetupBody {
        try await send(Endpoints.createCardSetup, path: NoPath(), query: NoQuery(), body: NoBody())
    }
}
