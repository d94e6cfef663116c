/// Who bears a refund: what it takes off a restaurant's payable or a courier's, and what Foodly pays itself.
public enum RefundBearer: String, Sendable, CaseIterable, Codable {
    /// The restaurant (a dish missing or wrong).
    case restaurant
    /// Foodly (a late courier, a goodwill gesture).
    case platform
    /// Half each (restaurant and Foodly); an odd cent is Foodly's.
    case split
    /// The courier who brought the order (food spilled on the way): it comes off what Foodly owes them.
    case courier

    /// `amount` cents shared as this bearer bears it: (the restaurant's part, Foodly's part, the courier's part).
    public func shares(of amount: Int) -> (restaurant: Int, platform: Int, courier: Int) {
        switch self {
        case .restaurant: (amount, 0, 0)
        case .platform: (0, amount, 0)
        case .split: (amount / 2, amount - amount / 2, 0)
        case .courier: (0, 0, amount)
        }
    }
}
