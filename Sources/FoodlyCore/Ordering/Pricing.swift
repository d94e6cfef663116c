/// The price of an order, written once: integer cents, every percentage rounded half-up
/// to the cent (`Money.percent`).
public enum Pricing {
    /// The breakdown for a subtotal.
    /// - Parameters:
    ///   - subtotal: Σ unit price × quantity, from the catalog.
    ///   - deliveryFee: the restaurant's fee for the distance and subtotal (`DeliveryFees.fee`).
    ///   - coupon: an accepted coupon, if any.
    ///   - taxRateBps: the restaurant's tax rate in basis points.
    ///   - taxedApart: the part of the subtotal taxed at another rate (drinks at the restaurant's drinks rate), by
    ///     rate; ``SalesTax`` is the rule.
    ///   - tip: the customer's tip (non-negative).
    ///   - serviceFee: the service fee policy.
    public static func breakdown(
        subtotal: Int, deliveryFee: Int, coupon: Coupon? = nil, taxRateBps: Int, taxedApart: [Int: Int] = [:],
        tip: Int = 0, serviceFee: ServiceFee = .standard
    ) -> PriceBreakdown {
        precondition(subtotal >= 0 && deliveryFee >= 0 && tip >= 0 && taxRateBps >= 0, "Amounts are never negative.")
        let discount = coupon?.discount(subtotal: subtotal) ?? 0
        let delivery = coupon?.waivesDelivery == true ? 0 : deliveryFee
        let service = serviceFee.fee(subtotal: subtotal)
        let apart = taxedApart.values.reduce(0, +)
        precondition(apart <= subtotal, "The part taxed apart is part of the subtotal.")
        let tax = SalesTax.tax(
            main: subtotal - apart, rateBps: taxRateBps, apart: taxedApart, discount: discount, serviceFee: service)
        let total = max(0, subtotal - discount + delivery + service + tax + tip)
        return PriceBreakdown(
            subtotal: subtotal, discount: discount, deliveryFee: delivery, serviceFee: service, tax: tax, tip: tip,
            total: total)
    }
}
