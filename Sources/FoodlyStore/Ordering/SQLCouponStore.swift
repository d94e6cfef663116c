import FoodlyCore
import Foundation

/// Coupons: created by admins, looked up by code (stored upper case). Redemptions are counted through
/// ``CouponQueries`` inside the transaction that places an order.
public struct SQLCouponStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// Stores a new coupon; a code in use throws `StoreError.uniqueViolation`.
    public func insert(_ coupon: Coupon, at time: Date) throws {
        try database.write { try CouponQueries($0).insert(coupon, at: time) }
    }

    /// The coupon with `code` (any case), or nil.
    public func coupon(code: String) throws -> Coupon? {
        try database.read { try CouponQueries($0).coupon(code: code) }
    }
}
