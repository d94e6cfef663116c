import Foundation

/// A tax invoice for an order delivered (or brought to a door nobody answered and charged to its card), issued by
/// the restaurant that sold the food: a number from a gap-free sequence of its own (1, 2, 3… in the order its
/// deliveries commit; an order cancelled before delivery gets none), each line with the sales tax it carries, the
/// fees, and the totals as billed.
public struct Invoice: Sendable, Equatable {
    /// A taxed line: a dish (with its options) or Foodly's service fee.
    public struct Line: Sendable, Equatable {
        /// What was sold.
        public let name: String
        /// The options chosen, empty for none.
        public let detail: String
        /// How many.
        public let quantity: Int
        /// The price of one, in cents.
        public let unitPrice: Int
        /// The sales tax the line carries, in cents.
        public let tax: Int

        /// The price of the line before tax.
        public var amount: Int { unitPrice * quantity }
    }

    /// The number in the restaurant's sequence.
    public let number: Int
    /// When it was issued (the delivery, or when the courier gave up at the door).
    public let issuedAt: Date
    /// The order invoiced.
    public let order: Order
    /// The seller's name.
    public let sellerName: String
    /// The seller's address.
    public let sellerAddress: String
    /// Who is billed: the customer's name.
    public let buyer: String

    /// Creates an invoice.
    public init(number: Int, issuedAt: Date, order: Order, sellerName: String, sellerAddress: String, buyer: String) {
        self.number = number
        self.issuedAt = issuedAt
        self.order = order
        self.sellerName = sellerName
        self.sellerAddress = sellerAddress
        self.buyer = buyer
    }

    /// The number as printed: six digits at least (`000042`).
    public var numberText: String { Self.numberText(number) }

    /// `number` as printed.
    public static func numberText(_ number: Int) -> String { String(format: "%06d", number) }

    /// The dishes, then the service fee, each with its part of the order's sales tax: the tax of each rate
    /// (``SalesTax``; the restaurant's rate takes what the order's tax leaves after the others, so the lines add up to
    /// the tax billed) shared over the lines at that rate by ``shares(of:by:)`` of their prices (the tax is charged on
    /// the food less any coupon plus the service fee, so a coupon lowers every line's tax alike).
    public var lines: [Line] {
        var lines = order.items.map { item in
            (
                name: item.name, detail: item.optionsText, quantity: item.quantity, unitPrice: item.unitPrice,
                rate: item.taxRateBps
            )
        }
        if order.pricing.serviceFee > 0 {
            lines.append((name: "Service fee", detail: "", quantity: 1, unitPrice: order.pricing.serviceFee, rate: nil))
        }
        let apart = Order.Item.amountsTaxedApart(order.items)
        let others = SalesTax.parts(
            apart: apart, main: order.pricing.subtotal - apart.values.reduce(0, +), discount: order.pricing.discount)
        var taxByRate: [Int?: Int] = [nil: order.pricing.tax - others.reduce(0) { $0 + $1.tax }]
        for part in others { taxByRate[part.rateBps] = part.tax }
        var taxes = Array(repeating: 0, count: lines.count)
        for (rate, tax) in taxByRate {
            let indices = lines.indices.filter { lines[$0].rate == rate }
            let weights = indices.map { lines[$0].unitPrice * lines[$0].quantity }
            for (index, share) in zip(indices, Self.shares(of: tax, by: weights)) { taxes[index] = share }
        }
        return zip(lines, taxes).map {
            Line(name: $0.name, detail: $0.detail, quantity: $0.quantity, unitPrice: $0.unitPrice, tax: $1)
        }
    }

    /// `total` cents shared over lines in proportion to `weights` (none negative): each share rounded down, then the
    /// cents left one each to the largest remainders, the earlier line first on a tie. The shares add up to `total`
    /// exactly; with no weight at all, everything goes to the first line.
    public static func shares(of total: Int, by weights: [Int]) -> [Int] {
        guard !weights.isEmpty else { return [] }
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return [total] + Array(repeating: 0, count: weights.count - 1) }
        var shares = weights.map { total * $0 / sum }
        let remainders = weights.enumerated().map { (index: $0.offset, rest: total * $0.element % sum) }
        let left = total - shares.reduce(0, +)
        for entry in remainders.sorted(by: { ($0.rest, -$0.index) > ($1.rest, -$1.index) }).prefix(left) {
            shares[entry.index] += 1
        }
        return shares
    }
}
