import FoodlyCore
import Foundation

/// A row of `coupons`: the kind as text (`percent`, `fixed`, `free_delivery`) with the columns each kind uses.
struct CouponRow: Decodable {
    let code: String
    let description: String
    let kind: String
    let basisPoints: Int?
    let cap: Int?
    let amount: Int?
    let minimumSubtotal: Int
    let validFrom: Date?
    let validUntil: Date?
    let totalLimit: Int?
    let perCustomerLimit: Int?
    let firstOrderOnly: Bool
    let restaurantID: ID<Restaurant>?

    enum CodingKeys: String, CodingKey {
        case code, description, kind, cap, amount
        case basisPoints = "basis_points"
        case minimumSubtotal = "minimum_subtotal"
        case validFrom = "valid_from"
        case validUntil = "valid_until"
        case totalLimit = "total_limit"
        case perCustomerLimit = "per_customer_limit"
        case firstOrderOnly = "first_order_only"
        case restaurantID = "restaurant_id"
    }

    /// The row storing `coupon`.
    init(_ coupon: Coupon) {
        code = coupon.code
        description = coupon.description
        minimumSubtotal = coupon.minimumSubtotal
        validFrom = coupon.validFrom
        validUntil = coupon.validUntil
        totalLimit = coupon.totalLimit
        perCustomerLimit = coupon.perCustomerLimit
        firstOrderOnly = coupon.firstOrderOnly
        restaurantID = coupon.restaurantID
        switch coupon.kind {
        case .percent(let points, let limit):
            (kind, basisPoints, cap, amount) = ("percent", points, limit, nil)
        case .fixed(let value):
            (kind, basisPoints, cap, amount) = ("fixed", nil, nil, value)
        case .freeDelivery:
            (kind, basisPoints, cap, amount) = ("free_delivery", nil, nil, nil)
        }
    }

    /// The coupon this row stores.
    var coupon: Coupon {
        let kind: Coupon.Kind
        switch self.kind {
        case "percent": kind = .percent(basisPoints: basisPoints ?? 0, cap: cap)
        case "free_delivery": kind = .freeDelivery
        default: kind = .fixed(amount: amount ?? 0)
        }
        return Coupon(
            code: code, description: description, kind: kind, minimumSubtotal: minimumSubtotal, validFrom: validFrom,
            validUntil: validUntil, totalLimit: totalLimit, perCustomerLimit: perCustomerLimit,
            firstOrderOnly: firstOrderOnly, restaurantID: restaurantID)
    }
}
