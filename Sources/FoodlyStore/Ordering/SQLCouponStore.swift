import FoodlyCore
import Foundation

/// Coupons: created by admins, looked up by code (stored upper case). Redemptions are counted by
/// `OrderTransaction` when an order is placed.
public struct SQLCouponStore: Sendable {
    private let database: any Database

    /// Creates the store.
    public init(database: any Database) {
        self.database = database
    }

    /// Stores a new coupon; a code in use throws `StoreError.uniqueViolation`.
    public func insert(_ coupon: Coupon, at time: Date) throws {
        var kind = "fixed"
        var basisPoints: SQLValue = .null
        var cap: SQLValue = .null
        var amount: SQLValue = .null
        switch coupon.kind {
        case .percent(let points, let limit):
            kind = "percent"
            basisPoints = .integer(Int64(points))
            cap = limit.map { .integer(Int64($0)) } ?? .null
        case .fixed(let value):
            amount = .integer(Int64(value))
        case .freeDelivery:
            kind = "free_delivery"
        }
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO coupons (code, description, kind, basis_points, cap, amount, minimum_subtotal, valid_from,
                    valid_until, total_limit, per_customer_limit, first_order_only, restaurant_id, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
                """,
                [
                    .text(coupon.code), .text(coupon.description), .text(kind), basisPoints, cap, amount,
                    .integer(Int64(coupon.minimumSubtotal)),
                    coupon.validFrom.map { .text(StoreTime.text($0)) } ?? .null,
                    coupon.validUntil.map { .text(StoreTime.text($0)) } ?? .null,
                    coupon.totalLimit.map { .integer(Int64($0)) } ?? .null,
                    coupon.perCustomerLimit.map { .integer(Int64($0)) } ?? .null,
                    .integer(coupon.firstOrderOnly ? 1 : 0), coupon.restaurantID.map { .text($0.rawValue) } ?? .null,
                    .text(StoreTime.text(time)),
                ])
        }
    }

    /// The coupon with `code` (any case), or nil.
    public func coupon(code: String) throws -> Coupon? {
        try database.read { try SQLCouponStore.coupon(code: code, $0) }
    }

    static func coupon(code: String, _ connection: any DatabaseConnection) throws -> Coupon? {
        try connection.queryOne("SELECT * FROM coupons WHERE code = $1", [.text(Coupon.normalized(code))])
            .map(coupon(from:))
    }

    static func coupon(from row: Row) throws -> Coupon {
        let kind: Coupon.Kind
        switch try row.string("kind") {
        case "percent": kind = .percent(basisPoints: try row.int("basis_points"), cap: try row.optionalInt("cap"))
        case "free_delivery": kind = .freeDelivery
        default: kind = .fixed(amount: try row.int("amount"))
        }
        return Coupon(
            code: try row.string("code"), description: try row.string("description"), kind: kind,
            minimumSubtotal: try row.int("minimum_subtotal"),
            validFrom: try row.optionalString("valid_from").map(StoreTime.date),
            validUntil: try row.optionalString("valid_until").map(StoreTime.date),
            totalLimit: try row.optionalInt("total_limit"), perCustomerLimit: try row.optionalInt("per_customer_limit"),
            firstOrderOnly: try row.bool("first_order_only"),
            restaurantID: try row.optionalString("restaurant_id").map { ID($0) })
    }
}
