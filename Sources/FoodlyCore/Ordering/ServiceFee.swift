/// The platform's service fee: a percent of the subtotal, kept within a minimum and a maximum (cents).
public struct ServiceFee: Sendable, Equatable {
    /// The percent in basis points (500 = 5%).
    public var basisPoints: Int
    /// The smallest fee on a non-empty order.
    public var minimum: Int
    /// The largest fee.
    public var maximum: Int

    /// Foodly's fee: 5%, at least $0.99, at most $4.99.
    public static let standard = ServiceFee(basisPoints: 500, minimum: 99, maximum: 499)

    /// Creates a policy.
    public init(basisPoints: Int, minimum: Int, maximum: Int) {
        precondition(basisPoints >= 0 && minimum >= 0 && maximum >= minimum, "A service fee needs 0 <= min <= max.")
        self.basisPoints = basisPoints
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The fee on `subtotal` (0 for an empty order).
    public func fee(subtotal: Int) -> Int {
        guard subtotal > 0 else { return 0 }
        return min(maximum, max(minimum, Money.percent(subtotal, basisPoints: basisPoints)))
    }
}
