/// What kind of thing an audited action changed.
public enum AuditSubjectKind: String, Sendable, Codable, CaseIterable {
    /// A restaurant's application to join.
    case application
    /// A restaurant (its listing, terms, hours, photo or staff).
    case restaurant
    /// A dish.
    case dish
    /// An order.
    case order
    /// An account (a customer's, staff's or courier's).
    case account
    /// A courier.
    case courier
    /// A coupon.
    case coupon
    /// A review.
    case review
    /// A payout run, one of its transfers, or the bank account Foodly pays from.
    case payout
}
