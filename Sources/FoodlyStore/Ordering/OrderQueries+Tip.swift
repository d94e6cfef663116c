import FoodlyCore

extension OrderQueries {
    /// Stores an order's new tip and total if its tip is still `from` (false when it changed meanwhile).
    public func setTip(of orderID: ID<Order>, from old: Int, to pricing: PriceBreakdown) throws -> Bool {
        try connection.execute(
            """
            UPDATE orders SET tip = \(pricing.tip), total = \(pricing.total) WHERE id = \(orderID) AND tip = \(old)
            """) == 1
    }
}
