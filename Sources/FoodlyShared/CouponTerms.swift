import Foundation

/// What an operator may change on a coupon after creating it (`PUT /api/v1/admin/coupons/{code}/terms`): its
/// validity and limits. Every member replaces the stored one; a missing one means none (no start, no end, no limit,
/// no minimum).
public struct CouponTerms: Codable, Sendable, Equatable {
    /// The smallest subtotal, in cents.
    public var minimumSubtotal: Int?
    /// Valid from (RFC 3339).
    public var validFrom: Date?
    /// Valid until, exclusive (RFC 3339).
    public var validUntil: Date?
    /// Orders in all; never below the redemptions so far.
    public var totalLimit: Int?
    /// Orders per customer.
    public var perCustomerLimit: Int?

    /// Creates terms.
    public init(
        minimumSubtotal: Int? = nil, validFrom: Date? = nil, validUntil: Date? = nil, totalLimit: Int? = nil,
        perCustomerLimit: Int? = nil
    ) {
        self.minimumSubtotal = minimumSubtotal
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.totalLimit = totalLimit
        self.perCustomerLimit = perCustomerLimit
    }
}
