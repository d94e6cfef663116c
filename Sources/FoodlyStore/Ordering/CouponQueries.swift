import FoodlyCore
import Foundation

/// The coupon tables (`coupons`, `coupon_redemptions`) on one connection: looked up, counted and redeemed inside
/// the transaction of the order that uses them.
public struct CouponQueries {
    private let connection: any DatabaseConnection

    /// The coupons as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// A coupon by code (any case).
    public func coupon(code: String) throws -> Coupon? {
        try connection.queryOne("SELECT * FROM coupons WHERE code = \(Coupon.normalized(code))", as: CouponRow.self)?
            .coupon
    }

    /// How often a coupon was redeemed, in all and by this user.
    public func redemptions(code: String, userID: ID<UserAccount>) throws -> (total: Int, mine: Int) {
        let row = try connection.queryOne(
            """
            SELECT COALESCE((SELECT redemptions FROM coupons WHERE code = \(code)), 0) AS total,
                (SELECT COUNT(*) FROM coupon_redemptions WHERE coupon_code = \(code) AND user_id = \(userID)) AS mine
            """)
        return (try row?.int("total") ?? 0, try row?.int("mine") ?? 0)
    }

    /// Records one redemption if the total limit still allows it (checked and counted in one statement); false
    /// when the last one was taken.
    public func redeem(code: String, userID: ID<UserAccount>, orderID: ID<Order>, at time: Date) throws -> Bool {
        let counted = try connection.execute(
            """
            UPDATE coupons SET redemptions = redemptions + 1
            WHERE code = \(code) AND (total_limit IS NULL OR redemptions < total_limit)
            """)
        guard counted == 1 else { return false }
        try connection.execute(
            """
            INSERT INTO coupon_redemptions (coupon_code, user_id, order_id, redeemed_at)
            VALUES (\(code), \(userID), \(orderID), \(time))
            """)
        return true
    }

    /// Gives back the coupon redemption of a cancelled or rejected order.
    public func releaseRedemption(orderID: ID<Order>) throws {
        guard
            let code = try connection.queryOne(
                "SELECT coupon_code FROM coupon_redemptions WHERE order_id = \(orderID)")?.string("coupon_code")
        else { return }
        try connection.execute("DELETE FROM coupon_redemptions WHERE order_id = \(orderID)")
        try connection.execute(
            "UPDATE coupons SET redemptions = redemptions - 1 WHERE code = \(code) AND redemptions > 0")
    }

    /// Every coupon with its redemptions, newest first (at most `limit`).
    public func overviews(limit: Int) throws -> [CouponOverview] {
        try connection.query("SELECT * FROM coupons ORDER BY created_at DESC, code LIMIT \(limit)").map(overview)
    }

    /// The coupon with `code` (any case) and its redemptions, or nil.
    public func overview(code: String) throws -> CouponOverview? {
        try connection.queryOne("SELECT * FROM coupons WHERE code = \(Coupon.normalized(code))").map(overview)
    }

    /// The coupon's newest `limit` redemptions with their orders.
    public func redemptionList(code: String, limit: Int) throws -> [CouponRedemption] {
        try connection.query(
            """
            SELECT r.order_id, o.number, u.email, o.discount, r.redeemed_at FROM coupon_redemptions r
            JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
            WHERE r.coupon_code = \(Coupon.normalized(code)) ORDER BY r.redeemed_at DESC, o.number DESC LIMIT \(limit)
            """
        ).map { row in
            CouponRedemption(
                orderID: ID(try row.string("order_id")), orderNumber: try row.int("number"),
                customerEmail: try row.string("email"), discount: try row.int("discount"),
                at: try StoreTime.date(try row.string("redeemed_at")))
        }
    }

    /// Replaces the stored coupon's validity and limits with `coupon`'s.
    public func updateTerms(_ coupon: Coupon) throws {
        try connection.execute(
            """
            UPDATE coupons SET minimum_subtotal = \(coupon.minimumSubtotal), valid_from = \(coupon.validFrom),
                valid_until = \(coupon.validUntil), total_limit = \(coupon.totalLimit),
                per_customer_limit = \(coupon.perCustomerLimit)
            WHERE code = \(coupon.code)
            """)
    }

    private func overview(_ row: Row) throws -> CouponOverview {
        CouponOverview(
            coupon: try row.decode(CouponRow.self).coupon, redemptions: try row.int("redemptions"),
            createdAt: try StoreTime.date(try row.string("created_at")))
    }

    /// Stores a new coupon; a code in use throws `StoreError.uniqueViolation`.
    public func insert(_ coupon: Coupon, at time: Date) throws {
        let stored = CouponRow(coupon)
        try connection.execute(
            """
            INSERT INTO coupons (code, description, kind, basis_points, cap, amount, minimum_subtotal, valid_from,
                valid_until, total_limit, per_customer_limit, first_order_only, restaurant_id, created_at)
            VALUES (\(stored.code), \(stored.description), \(stored.kind), \(stored.basisPoints), \(stored.cap),
                \(stored.amount), \(stored.minimumSubtotal), \(stored.validFrom), \(stored.validUntil),
                \(stored.totalLimit), \(stored.perCustomerLimit), \(stored.firstOrderOnly), \(stored.restaurantID),
                \(time))
            """)
    }
}
