/// What Foodly keeps and pays, the rules every settlement entry is made by: the commission on a restaurant's food
/// sales, a courier's pay per delivery, the card processor's fee, and who bears a refund. Every rounding is
/// ``Money/percent(_:basisPoints:)``'s half-up to the cent.
public struct SettlementTerms: Sendable, Equatable {
    /// Foodly's commission on food sales (the subtotal before any coupon, which Foodly funds), in basis points.
    public var commissionBps: Int
    /// A courier's pay per delivery, in cents.
    public var courierBasePay: Int
    /// A courier's pay per km from the restaurant to the door (great circle), in cents.
    public var courierPayPerKm: Int
    /// The card processor's fee on money it takes: a percent, in basis points…
    public var cardFeeBps: Int
    /// …plus a fixed part per charge, in cents.
    public var cardFeeFixed: Int

    /// 15% commission; $3.00 and $0.80 per km to the courier; 2.9% + $0.30 per card charge.
    public static let standard = SettlementTerms(
        commissionBps: 1500, courierBasePay: 300, courierPayPerKm: 80, cardFeeBps: 290, cardFeeFixed: 30)

    /// Creates terms.
    public init(commissionBps: Int, courierBasePay: Int, courierPayPerKm: Int, cardFeeBps: Int, cardFeeFixed: Int) {
        self.commissionBps = commissionBps
        self.courierBasePay = courierBasePay
        self.courierPayPerKm = courierPayPerKm
        self.cardFeeBps = cardFeeBps
        self.cardFeeFixed = cardFeeFixed
    }

    /// The commission on `foodSales` cents.
    public func commission(on foodSales: Int) -> Int {
        Money.percent(foodSales, basisPoints: commissionBps)
    }

    /// A courier's pay for a delivery of `km`: the base and the distance part, the distance counted in whole metres
    /// and its pay rounded half-up to the cent.
    public func courierPay(km: Double) -> Int {
        let metres = Int((max(0, km) * 1000).rounded())
        return courierBasePay + (courierPayPerKm * metres + 500) / 1000
    }

    /// The processor's fee on a charge of `amount` cents (nothing for nothing charged).
    public func cardFee(on amount: Int) -> Int {
        amount > 0 ? Money.percent(amount, basisPoints: cardFeeBps) + cardFeeFixed : 0
    }
}
