import FoodlyCore

extension OrderingError {
    /// Order `number` is over (delivered, cancelled or rejected): its courier no longer changes.
    static func orderFinished(_ number: Int, _ status: OrderStatus) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "order_finished",
            message: "Order #\(number) is \(status.label.lowercased()); its courier can no longer change.")
    }

    /// Order `number` is on its way with its courier, who keeps it to the door.
    static func orderPickedUp(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "order_picked_up",
            message: "Order #\(number) is on its way; the courier who picked it up brings it.")
    }

    /// The courier is off duty.
    static func courierOffDuty(_ name: String) -> OrderingError {
        OrderingError(kind: .conflict, code: "courier_off_duty", message: "\(name) is off duty.")
    }

    /// The courier is delivering order `number` (nil: another order, taken just now).
    static func courierBusy(_ name: String, delivering number: Int?) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "courier_busy",
            message: "\(name) is delivering " + (number.map { "order #\($0)" } ?? "another order") + ".")
    }

    /// The courier already brings order `number`.
    static func alreadyAssigned(_ name: String, _ number: Int) -> OrderingError {
        OrderingError(kind: .conflict, code: "already_assigned", message: "\(name) already brings order #\(number).")
    }

    /// Nobody on duty may take order `number` now.
    static func noCourierAvailable(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "no_courier_available",
            message: "No courier on duty can take order #\(number) now: each is off duty or carries all they may.")
    }
}
