import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/accounts` (operators): accounts whose email or name contains `query`, or that placed
    /// order `#number`; the newest accounts when nil.
    public func findAccounts(_ query: String? = nil) async throws -> AccountRecordsBody {
        try await send(Endpoints.findAccounts, path: NoPath(), query: AccountSearchQuery(q: query), body: NoBody())
    }

    /// `GET /api/v1/admin/accounts/{id}`: an account with its newest orders.
    public func adminAccount(_ id: String) async throws -> AccountDetailBody {
        try await send(Endpoints.adminAccount, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/admin/accounts/{id}/lock`: locks an account for `reason`; its sessions end.
    public func lockAccount(_ id: String, reason: String) async throws -> AccountRecordBody {
        try await send(
            Endpoints.lockAccount, path: IDPath(id: id), query: NoQuery(), body: ReasonRequest(reason: reason))
    }

    /// `POST /api/v1/admin/accounts/{id}/unlock`: opens a locked account again.
    public func unlockAccount(_ id: String) async throws -> AccountRecordBody {
        try await send(Endpoints.unlockAccount, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/coupons`: every coupon with its use so far.
    public func adminCoupons() async throws -> CouponOverviewsBody {
        try await send(Endpoints.adminCoupons, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/coupons/{id}`: the coupon with `code` and its redemptions.
    public func adminCoupon(_ code: String) async throws -> CouponDetailBody {
        try await send(Endpoints.adminCoupon, path: IDPath(id: code), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/admin/coupons/{id}/terms`: replaces the coupon's validity and limits.
    public func setCouponTerms(_ code: String, _ terms: CouponTerms) async throws -> CouponOverviewBody {
        try await send(Endpoints.setCouponTerms, path: IDPath(id: code), query: NoQuery(), body: terms)
    }

    /// `POST /api/v1/admin/coupons/{id}/expire`: ends the coupon now.
    public func expireCoupon(_ code: String) async throws -> CouponOverviewBody {
        try await send(Endpoints.expireCoupon, path: IDPath(id: code), query: NoQuery(), body: NoBody())
    }
}
