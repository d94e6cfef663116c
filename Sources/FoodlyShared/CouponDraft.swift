import Foundation

/// A coupon as an admin describes it (the body of `POST /api/v1/admin/coupons`, or CLI flags), before the rules
/// check it.
public struct CouponDraft: Codable, Sendable, Equatable {
    /// 3–32 letters, digits, `-` or `_`; case does not matter.
    public var code: String
    /// What it gives, for people.
    public var description: String
    /// `percent`, `fixed` or `free_delivery`.
    public var kind: String
    /// For `percent`: 1–100.
    public var percentOff: Int?
    /// For `percent`: the most it takes off, in cents.
    public var cap: Int?
    /// For `fixed`: cents off.
    public var amount: Int?
    /// The smallest subtotal, in cents.
    public var minimumSubtotal: Int?
    /// Valid from (RFC 3339).
    public var validFrom: Date?
    /// Valid until, exclusive (RFC 3339).
    public var validUntil: Date?
    /// Orders in all.
    public var totalLimit: Int?
    /// Orders per customer.
    public var perCustomerLimit: Int?
    /// First orders only.
    public var firstOrderOnly: Bool?
    /// One restaurant only.
    public var restaurantId: String?

    /// Creates a draft.
    public init(
        code: String, description: String, kind: String, percentOff: Int? = nil, cap: Int? = nil, amount: Int? = nil,
        minimumSubtotal: Int? = nil, validFrom: Date? = nil, validUntil: Date? = nil, totalLimit: Int? = nil,
        perCustomerLimit: Int? = nil, firstOrderOnly: Bool? = nil, restaurantId: String? = nil
    ) {
        self.code = code
        self.description = description
        self.kind = kind
        self.percentOff = percentOff
        self.cap = cap
        self.amount = amount
        self.minimumSubtotal = minimumSubtotal
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.totalLimit = totalLimit
        self.perCustomerLimit = perCustomerLimit
        self.firstOrderOnly = firstOrderOnly
        self.restaurantId = restaurantId
    }
}
