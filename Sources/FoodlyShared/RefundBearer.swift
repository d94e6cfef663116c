/// Who bears a refund: what it takes off a restaurant's payable and what Foodly pays itself.
public enum RefundBearer: String, Sendable, CaseIterable, Codable {
    /// The restaurant (a dish missing or wrong).
    case restaurant
    /// Foodly (a late courier, a goodwill gesture).
    case platform
    /// Half each; an odd cent is Foodly's.
    case split

    /// `amount` cents shared as this bearer bears it: (the restaurant's part, Foodly's part).
    public func shares(of amount: Int) -> (restaurant: Int, platform: Int) {
        switch self {
        case .restaurant: (amount, 0)
        case .platform: (0, amount)
        case .split: (amount / 2, amount - amount / 2)
        }
    }
}
