/// What Foodly keeps and pays, the rules every settlement entry is made by: the commission on a restaurant's food
/// sales, a courier's pay per delivery, the card processor's fee, and who bears a refund. Every rounding is
/// ``Money/percent(_:basisPoints:)``'s half-up to the cent. Operators set them (kept as JSON in the settings), and a
/// restaurant may have a commission of its own.
public struct SettlementTerms: Sendable, Equatable, Codable {
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

    /// The largest commission, in basis points (50%).
    public static let commissionRange = 0...5000

    /// Every value out of its range, named by its field (`commissionBps`, `courierBasePay`, `courierPayPerKm`,
    /// `cardFeeBps`, `cardFeeFixed`); nothing when the terms can be used.
    public func check() throws {
        let bounds: [(String, Int, ClosedRange<Int>, String)] = [
            ("commissionBps", commissionBps, Self.commissionRange, "a commission from 0% to 50%"),
            ("courierBasePay", courierBasePay, 0...10_000, "a base pay from $0.00 to $100.00"),
            ("courierPayPerKm", courierPayPerKm, 0...2_000, "a pay per km from $0.00 to $20.00"),
            ("cardFeeBps", cardFeeBps, 0...1000, "a card fee from 0% to 10%"),
            ("cardFeeFixed", cardFeeFixed, 0...500, "a fixed card fee from $0.00 to $5.00"),
        ]
        try ValidationFailure.check(
            bounds.filter { !$0.2.contains($0.1) }.map {
                FieldError(field: $0.0, code: "out_of_range", message: "Give \($0.3).")
            })
    }

    /// These terms with a restaurant's own commission in place of the default (`nil`: the default).
    public func commission(_ own: Int?) -> SettlementTerms {
        var terms = self
        if let own { terms.commissionBps = own }
        return terms
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
