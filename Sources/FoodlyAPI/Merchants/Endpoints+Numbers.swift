import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/merchant/numbers`: the caller's restaurant's sales, preparation times and late orders by day
    /// (owners and managers).
    public static let merchantNumbers = Endpoint<NoPath, NumbersQuery, NoBody, RestaurantNumbersBody, Caller.Staff>(
        "merchantNumbers", .get, "/api/v1/merchant/numbers", problems: [.forbidden, .managersOnly])
    /// `GET /api/v1/merchant/orders`: the caller's restaurant's orders of one day, with their items.
    public static let merchantOrders = Endpoint<NoPath, DayQuery, NoBody, SoldOrdersBody, Caller.Staff>(
        "merchantOrders", .get, "/api/v1/merchant/orders", problems: [.forbidden, .managersOnly])
    /// `GET /api/v1/merchant/orders/export`: the same orders over a range as CSV (`text/csv`).
    public static let exportMerchantOrders = Endpoint<NoPath, NumbersQuery, NoBody, String, Caller.Staff>(
        "exportMerchantOrders", .get, "/api/v1/merchant/orders/export", format: .text,
        problems: [.forbidden, .managersOnly])
    /// `GET /api/v1/merchant/reviews`: the caller's restaurant's newest reviews with their replies.
    public static let merchantReviews = Endpoint<NoPath, NoQuery, NoBody, MerchantReviewsBody, Caller.Staff>(
        "merchantReviews", .get, "/api/v1/merchant/reviews", problems: [.forbidden, .managersOnly])
    /// `PUT /api/v1/merchant/reviews/{id}/reply`: the restaurant's public reply to the review of order `{id}`.
    public static let replyToReview = Endpoint<IDPath, NoQuery, ReviewReplyRequest, NoContent, Caller.Staff>(
        "replyToReview", .put, "/api/v1/merchant/reviews/{id}/reply", status: 204, format: .empty,
        problems: [.notFound, .forbidden, .managersOnly])
    /// `DELETE /api/v1/merchant/reviews/{id}/reply`: takes the reply back.
    public static let removeReviewReply = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "removeReviewReply", .delete, "/api/v1/merchant/reviews/{id}/reply", status: 204, format: .empty,
        problems: [.notFound, .forbidden, .managersOnly])
    /// `GET /api/v1/restaurants/{id}/reviews`: a restaurant's newest reviews and replies, for anyone.
    public static let restaurantReviews = Endpoint<IDPath, ReviewsQuery, NoBody, ReviewsBody, Caller.Anyone>(
        "restaurantReviews", .get, "/api/v1/restaurants/{id}/reviews", problems: [.notFound, .otherRegion])
}

extension ProblemCode {
    /// A plain staff member asking for what only owners and managers see.
    public static let managersOnly = ProblemCode("managers_only", .forbidden)
}
