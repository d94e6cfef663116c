/// Where a coupon stands for customers right now.
public enum CouponState: String, Sendable, Codable, CaseIterable {
    /// Its validity has not started.
    case scheduled
    /// Customers can use it.
    case active
    /// Its total limit is reached.
    case usedUp = "used_up"
    /// Its validity has ended.
    case expired
}
