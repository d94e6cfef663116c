extension Order {
    /// Whether dispatch still has to find it a courier: to be delivered, none assigned yet, and in a status where
    /// one can still take it (``OrderStatus/waitingForCourier``). A pickup order never needs one.
    public var needsCourier: Bool {
        fulfilment == .delivery && courierID == nil && OrderStatus.waitingForCourier.contains(status)
    }

    /// The status from which it is handed over to its customer: picked up by its courier, or ready at the counter.
    public var handedOverFrom: OrderStatus {
        fulfilment == .pickup ? .ready : .pickedUp
    }

    /// Whether the kitchen hands it over to the customer now: a pickup order that is ready.
    public var awaitsCollection: Bool {
        fulfilment == .pickup && status == .ready
    }
}
