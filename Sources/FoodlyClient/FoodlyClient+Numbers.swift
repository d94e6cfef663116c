import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/merchant/numbers` (owners and managers): sales, preparation times and late orders by day from
    /// `from` to `to` (`YYYY-MM-DD` in the restaurant's zone, at most 92 days; both nil for the last 14 days).
    public func merchantNumbers(from: String? = nil, to: String? = nil) async throws -> RestaurantNumbersBody {
        try await send(
            Endpoints.merchantNumbers, path: NoPath(), query: NumbersQuery(from: from, to: to), body: NoBody())
    }

    /// `GET /api/v1/merchant/orders`: the restaurant's orders of `date` (today when nil) with their items.
    public func merchantOrders(on date: String? = nil) async throws -> SoldOrdersBody {
        try await send(Endpoints.merchantOrders, path: NoPath(), query: DayQuery(date: date), body: NoBody())
    }

    /// `GET /api/v1/merchant/orders/export`: the restaurant's orders from `from` to `to` as CSV text.
    public func exportMerchantOrders(from: String? = nil, to: String? = nil) async throws -> String {
        try await send(
            Endpoints.exportMerchantOrders, path: NoPath(), query: NumbersQuery(from: from, to: to), body: NoBody())
    }

    /// `GET /api/v1/merchant/reviews`: the restaurant's newest reviews with their replies.
    public func merchantReviews() async throws -> MerchantReviewsBody {
        try await send(Endpoints.merchantReviews, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/reviews/{id}/reply`: the restaurant's public reply to the review of order `orderId`.
    public func replyToReview(orderId: String, text: String) async throws {
        _ = try await send(
            Endpoints.replyToReview, path: IDPath(id: orderId), query: NoQuery(), body: ReviewReplyRequest(text: text))
    }

    /// `DELETE /api/v1/merchant/reviews/{id}/reply`: takes the reply back.
    public func removeReviewReply(orderId: String) async throws {
        _ = try await send(Endpoints.removeReviewReply, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/restaurants/{id}/reviews`: a restaurant's newest `limit` (1–50, default 10) reviews.
    public func restaurantReviews(_ restaurantId: String, limit: Int? = nil) async throws -> ReviewsBody {
        try await send(
            Endpoints.restaurantReviews, path: IDPath(id: restaurantId), query: ReviewsQuery(limit: limit),
            body: NoBody())
    }
}
