import FoodlyShared
import Foundation

/// `CouponOverview`: a coupon as operators see it, with its use so far.
public struct CouponOverviewBody: Codable, Sendable, Equatable {
    /// The code, upper case.
    public var code: String
    /// What it gives, for people.
    public var description: String
    /// `percent`, `fixed` or `free_delivery`.
    public var kind: String
    /// For `percent`: the percent off; null otherwise.
    @AlwaysWritten public var percentOff: Int?
    /// For `percent`: the most it takes off, in cents; null when uncapped or another kind.
    @AlwaysWritten public var cap: Int?
    /// For `fixed`: cents off; null otherwise.
    @AlwaysWritten public var amount: Int?
    /// The smallest subtotal, in cents.
    public var minimumSubtotal: Int
    /// Valid from; null when always.
    @AlwaysWritten public var validFrom: Date?
    /// Valid until (exclusive); null when open-ended.
    @AlwaysWritten public var validUntil: Date?
    /// Orders in all; null when unlimited.
    @AlwaysWritten public var totalLimit: Int?
    /// Orders per customer; null when unlimited.
    @AlwaysWritten public var perCustomerLimit: Int?
    /// First orders only.
    public var firstOrderOnly: Bool
    /// One restaurant only; null for every restaurant.
    @AlwaysWritten public var restaurantId: String?
    /// Orders that used it (a cancelled order gives its use back).
    public var redemptions: Int
    /// Where it stands now.
    public var state: CouponState
    /// When it was made.
    public var createdAt: Date

    /// Creates a body from a draft-shaped description of the coupon and its use.
    public init(
        _ draft: CouponDraft, minimumSubtotal: Int, firstOrderOnly: Bool, redemptions: Int, state: CouponState,
        createdAt: Date
    ) {
        code = draft.code
        description = draft.description
        kind = draft.kind
        percentOff = draft.percentOff
        cap = draft.cap
        amount = draft.amount
        self.minimumSubtotal = minimumSubtotal
        validFrom = draft.validFrom
        validUntil = draft.validUntil
        totalLimit = draft.totalLimit
        perCustomerLimit = draft.perCustomerLimit
        self.firstOrderOnly = firstOrderOnly
        restaurantId = draft.restaurantId
        self.redemptions = redemptions
        self.state = state
        self.createdAt = createdAt
    }
}

/// `CouponOverviews`: every coupon, newest first (at most 200).
public struct CouponOverviewsBody: Codable, Sendable, Equatable {
    /// The coupons.
    public var coupons: [CouponOverviewBody]

    /// Creates a body.
    public init(coupons: [CouponOverviewBody]) {
        self.coupons = coupons
    }
}

/// `CouponRedemption`: one order that used a coupon.
public struct CouponRedemptionBody: Codable, Sendable, Equatable {
    /// The order.
    public var orderId: String
    /// Its number.
    public var orderNumber: Int
    /// The customer's email address.
    public var customerEmail: String
    /// What the coupon took off, in cents (0 for free delivery).
    public var discount: Int
    /// When.
    public var redeemedAt: Date

    /// Creates a body.
    public init(orderId: String, orderNumber: Int, customerEmail: String, discount: Int, redeemedAt: Date) {
        self.orderId = orderId
        self.orderNumber = orderNumber
        self.customerEmail = customerEmail
        self.discount = discount
        self.redeemedAt = redeemedAt
    }
}

/// `CouponDetail`: a coupon with its newest redemptions (at most 200).
public struct CouponDetailBody: Codable, Sendable, Equatable {
    /// The coupon.
    public var coupon: CouponOverviewBody
    /// Its redemptions, newest first.
    public var redemptions: [CouponRedemptionBody]

    /// Creates a body.
    public init(coupon: CouponOverviewBody, redemptions: [CouponRedemptionBody]) {
        self.coupon = coupon
        self.redemptions = redemptions
    }
}
