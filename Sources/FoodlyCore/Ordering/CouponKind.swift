/// The names of the coupon kinds, as requests and the store spell them.
public enum CouponKind: String, Sendable, CaseIterable {
    /// A percent of the subtotal.
    case percent
    /// A fixed amount.
    case fixed
    /// No delivery fee.
    case freeDelivery = "free_delivery"
}
