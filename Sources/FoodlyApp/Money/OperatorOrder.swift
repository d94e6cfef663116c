import FoodlyCore

/// An order as the operator's console shows it: the order with its restaurant, courier and customer, and its money.
public struct OperatorOrder: Sendable {
    /// The order, its restaurant, courier and customer (``OrderDetails/customer`` is set).
    public let details: OrderDetails
    /// What was charged and refunded, line by line.
    public let money: OrderMoney
    /// Where its money went, from the ledger's balances for the order.
    public let shares: LedgerShares

    /// Creates the value.
    public init(details: OrderDetails, money: OrderMoney, shares: LedgerShares) {
        self.details = details
        self.money = money
        self.shares = shares
    }

    /// Whether an operator may still cancel it (``OrderStatus/isCancellableByOperator``).
    public var isCancellable: Bool { details.order.status.isCancellableByOperator }
}
