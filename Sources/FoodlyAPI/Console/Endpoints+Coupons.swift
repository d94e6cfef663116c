import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/coupons`: every coupon with its use so far (operators).
    public static let adminCoupons = Endpoint<NoPath, NoQuery, NoBody, CouponOverviewsBody, Caller.Admin>(
        "adminCoupons", .get, "/api/v1/admin/coupons")
    /// `GET /api/v1/admin/coupons/{id}`: a coupon (`{id}` is its code, any case) with its redemptions.
    public static let adminCoupon = Endpoint<IDPath, NoQuery, NoBody, CouponDetailBody, Caller.Admin>(
        "adminCoupon", .get, "/api/v1/admin/coupons/{id}", problems: [.notFound])
    /// `PUT /api/v1/admin/coupons/{id}/terms`: replaces a coupon's validity and limits.
    public static let setCouponTerms = Endpoint<IDPath, NoQuery, CouponTerms, CouponOverviewBody, Caller.Admin>(
        "setCouponTerms", .put, "/api/v1/admin/coupons/{id}/terms", problems: [.notFound])
    /// `POST /api/v1/admin/coupons/{id}/expire`: ends a coupon now.
    public static let expireCoupon = Endpoint<IDPath, NoQuery, NoBody, CouponOverviewBody, Caller.Admin>(
        "expireCoupon", .post, "/api/v1/admin/coupons/{id}/expire", problems: [.notFound, .couponExpired])
}

extension ProblemCode {
    /// Ending a coupon that has ended.
    public static let couponExpired = ProblemCode("coupon_expired", .conflict)
}
