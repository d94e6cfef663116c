extension ProblemCode {
    /// A change to an order that is delivered, cancelled or rejected.
    public static let orderFinished = ProblemCode("order_finished", .conflict)
    /// An order given to another courier after its courier picked it up.
    public static let orderPickedUp = ProblemCode("order_picked_up", .conflict)
    /// An order given to a courier who is off duty.
    public static let courierOffDuty = ProblemCode("courier_off_duty", .conflict)
    /// An order given to a courier who is delivering another one.
    public static let courierBusy = ProblemCode("courier_busy", .conflict)
    /// An order given to the courier who already brings it.
    public static let alreadyAssigned = ProblemCode("already_assigned", .conflict)
    /// An order offered to everyone when nobody on duty may take it.
    public static let noCourierAvailable = ProblemCode("no_courier_available", .conflict)
}
