extension ProblemCode {
    /// An offer another courier took first, or whose order no longer needs a courier.
    public static let offerTaken = ProblemCode("offer_taken", .conflict)
    /// An offer answered after it expired (or after it was declined).
    public static let offerExpired = ProblemCode("offer_expired", .conflict)
    /// An offer accepted by a courier who carries as many orders as one may.
    public static let tooManyDeliveries = ProblemCode("too_many_deliveries", .conflict)
    /// A delivery locked after too many wrong handover codes.
    public static let handoverLocked = ProblemCode("handover_locked", .conflict)
    /// A courier giving up at a door before the 10-minute wait is over.
    public static let stillWaiting = ProblemCode("still_waiting", .conflict)
    /// A message about an order no courier brings (yet, or any more).
    public static let messagesClosed = ProblemCode("messages_closed", .conflict)
    /// A courier going off duty with an order still to deliver.
    public static let stillCarrying = ProblemCode("still_carrying", .conflict)
}
