import FoodlyCore

extension OrderingError {
    /// No offer with this id was made to this courier.
    static let offerNotFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such offer.")

    /// Another courier took order `number`, or it no longer needs one.
    static func offerTaken(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "offer_taken", message: "Order #\(number) went to another courier.")
    }

    /// The offer of order `number` ran out of time (or was declined).
    static func offerExpired(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "offer_expired",
            message: "The offer of order #\(number) has expired; it went to the next courier.")
    }

    /// The courier already carries as many orders as one courier may.
    static func tooManyDeliveries(_ limit: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "too_many_deliveries",
            message: "You carry \(limit) \(limit == 1 ? "order" : "orders") already: deliver one first.")
    }

    /// A courier going off duty with order `number` still to deliver.
    static func stillCarrying(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "still_carrying",
            message: "Deliver order #\(number) (or ask Foodly to give it to someone else) before you go off duty.")
    }

    /// Order `number`'s delivery is locked after too many wrong handover codes.
    static func handoverLocked(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "handover_locked",
            message: "Too many wrong codes for order #\(number): call Foodly support, who will sort it out with you.")
    }
}

extension OrderingError {
    /// A courier giving up at the door of order `number` before the ``Doorstep`` wait is over (`minutes` left).
    static func stillWaiting(_ number: Int, minutes: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "still_waiting",
            message:
                "Wait \(minutes) more \(minutes == 1 ? "minute" : "minutes") at the door of order #\(number), trying "
                + "to reach the customer, before you give up.")
    }
}

extension OrderingError {
    /// A message about order `number` before a courier took it or once it ended.
    static func messagesClosed(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "messages_closed",
            message: "Messages about order #\(number) are open only while a courier brings it.")
    }
}
