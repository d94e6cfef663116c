import Foundation

/// A coupon as operators see it: its rules, when it was made and how often it was used.
public struct CouponOverview: Sendable, Equatable {
    /// The coupon.
    public var coupon: Coupon
    /// Orders that used it and were not cancelled.
    public var redemptions: Int
    /// When it was created.
    public var createdAt: Date

    /// Creates an overview.
    public init(coupon: Coupon, redemptions: Int, createdAt: Date) {
        self.coupon = coupon
        self.redemptions = redemptions
        self.createdAt = createdAt
    }

    /// Where it stands at `instant`: ended, not started, used up, or usable.
    public func state(at instant: Date) -> CouponState {
        if let until = coupon.validUntil, instant >= until { return .expired }
        if let from = coupon.validFrom, instant < from { return .scheduled }
        if let limit = coupon.totalLimit, redemptions >= limit { return .usedUp }
        return .active
    }
}
