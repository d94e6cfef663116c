/// What an order costs, line by line of the receipt, in cents.
public struct PriceBreakdown: Sendable, Equatable, Codable {
    /// Σ unit price × quantity.
    public var subtotal: Int
    /// The coupon's reduction of the subtotal (never more than the subtotal).
    public var discount: Int
    /// Delivery to the address (0 past the free-delivery threshold or with a free-delivery coupon).
    public var deliveryFee: Int
    /// The service fee: a percent of the subtotal within a minimum and a maximum.
    public var serviceFee: Int
    /// Sales tax: the restaurant's rate on subtotal − discount + service fee, drinks at their own rate where the
    /// restaurant has one (`SalesTax` in FoodlyCore is the rule).
    public var tax: Int
    /// The customer's tip.
    public var tip: Int
    /// subtotal − discount + delivery fee + service fee + tax + tip, never negative.
    public var total: Int

    /// Creates a breakdown.
    public init(
        subtotal: Int, discount: Int, deliveryFee: Int, serviceFee: Int, tax: Int, tip: Int, total: Int
    ) {
        self.subtotal = subtotal
        self.discount = discount
        self.deliveryFee = deliveryFee
        self.serviceFee = serviceFee
        self.tax = tax
        self.tip = tip
        self.total = total
    }
}
