import FoodlyAPI
import FoodlyApp
import FoodlyCore
import Foundation

extension AccountRecordBody {
    /// The API view of an account in the console.
    init(_ record: AccountRecord) {
        let user = record.user
        self.init(
            id: user.id.rawValue, fullName: user.fullName, email: user.email, role: user.role,
            createdAt: user.createdAt, emailVerified: user.emailVerifiedAt != nil, lockedAt: record.lockedAt,
            lockedReason: record.lockedReason, orderCount: record.orderCount)
    }
}

extension CouponOverviewBody {
    /// The API view of a coupon in the console, as it stands at `now`.
    init(_ overview: CouponOverview, at now: Date) {
        let coupon = overview.coupon
        self.init(
            CouponDraft(coupon), minimumSubtotal: coupon.minimumSubtotal,
            firstOrderOnly: coupon.firstOrderOnly, redemptions: overview.redemptions, state: overview.state(at: now),
            createdAt: overview.createdAt)
    }
}

extension CouponRedemptionBody {
    /// The API view of one use of a coupon.
    init(_ redemption: CouponRedemption) {
        self.init(
            orderId: redemption.orderID.rawValue, orderNumber: redemption.orderNumber,
            customerEmail: redemption.customerEmail, discount: redemption.discount, redeemedAt: redemption.at)
    }
}
