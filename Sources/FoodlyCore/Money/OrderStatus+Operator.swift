import FoodlyShared

extension OrderStatus {
    /// Whether an operator may cancel an order in this status: at any point before it ends (scheduled, placed,
    /// accepted, preparing, ready or picked up); a delivered, cancelled or rejected order stays as it is.
    public var isCancellableByOperator: Bool { isActive }
}
