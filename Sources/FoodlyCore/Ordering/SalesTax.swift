/// The sales tax of an order, written once. Dishes are taxed at their restaurant's rate (`Restaurant.taxRateBps`),
/// drinks at its drinks rate when it has one that differs (`Restaurant.taxRateApart(for:)`); Foodly's service fee
/// is taxed at the restaurant's rate. A coupon's discount is shared over the amounts at each rate by
/// ``Invoice/shares(of:by:)`` (in proportion, the cents left to the largest remainders, the restaurant's rate first
/// on a tie), and each rate's base is taxed once, rounded half-up (`Money.percent`). With one rate that is the
/// restaurant's rate on subtotal − discount + service fee.
public enum SalesTax {
    /// The dishes taxed at one rate of their own.
    public struct Part: Sendable, Equatable {
        /// The rate, in basis points.
        public let rateBps: Int
        /// The dishes at this rate before the discount, in cents.
        public let amount: Int
        /// Their part of the coupon's discount.
        public let discount: Int
        /// The tax on amount − discount.
        public let tax: Int
    }

    /// The tax of an order whose dishes come to `main` at the restaurant's rate `rateBps` and `apart` at rates of
    /// their own (by rate, none of them `rateBps`).
    public static func tax(main: Int, rateBps: Int, apart: [Int: Int], discount: Int, serviceFee: Int) -> Int {
        let others = parts(apart: apart, main: main, discount: discount)
        let mainDiscount = discount - others.reduce(0) { $0 + $1.discount }
        let base = max(0, main - mainDiscount + serviceFee)
        return Money.percent(base, basisPoints: rateBps) + others.reduce(0) { $0 + $1.tax }
    }

    /// The parts taxed at rates of their own, lowest rate first. They do not depend on the restaurant's rate, so an
    /// invoice finds them from its lines alone.
    public static func parts(apart: [Int: Int], main: Int, discount: Int) -> [Part] {
        let rates = apart.keys.filter { apart[$0, default: 0] > 0 }.sorted()
        let amounts = rates.map { apart[$0, default: 0] }
        let discounts = Invoice.shares(of: discount, by: [main] + amounts).dropFirst()
        return zip(rates, zip(amounts, discounts)).map { rate, part in
            Part(
                rateBps: rate, amount: part.0, discount: part.1,
                tax: Money.percent(max(0, part.0 - part.1), basisPoints: rate))
        }
    }
}
