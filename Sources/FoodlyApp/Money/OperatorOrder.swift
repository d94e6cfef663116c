import FoodlyCore

/// An order as the operator's console shows it: the order with its restaurant, courier and customer, and its money.
public struct OperatorOrder: Sendable {
    /// The order, its restaurant, courier and customer (``OrderDetails/customer`` is set).
    public let details: OrderDetails
    /// What was charged and refunded, line by line.
    public let money: OrderMoney

    /// Creates the value.
    public init(details: OrderDetails, money: OrderMoney) {
        self.details = details
        self.money = money
    }

    /// Whether an operator may still cancel it (``OrderStatus/isCancellableByOperator``).
    public var isCancellable: Bool { details.order.status.isCancellableByOperator }
}
