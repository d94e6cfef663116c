extension Endpoints {
    /// `GET /api/v1/admin/orders/{id}`: any order with its customer, courier, timeline and money.
    public static let operatorOrder = Endpoint<IDPath, NoQuery, NoBody, OperatorOrderBody, Caller.Admin>(
        "operatorOrder", .get, "/api/v1/admin/orders/{id}", problems: [.notFound])
    /// `POST /api/v1/admin/orders/{id}/refunds`: gives back part or all of what is left of the order's charges.
    public static let refundOrder = Endpoint<IDPath, NoQuery, RefundRequest, OperatorOrderBody, Caller.Admin>(
        "refundOrder", .post, "/api/v1/admin/orders/{id}/refunds", status: 201,
        problems: [.notFound, .refundExceedsCharge])
    /// `POST /api/v1/admin/orders/{id}/cancel`: cancels an order that has not ended, with a reason for its customer.
    public static let operatorCancelOrder = Endpoint<
        IDPath, NoQuery, ReasonRequest, OperatorOrderBody, Caller.Admin
    >("operatorCancelOrder", .post, "/api/v1/admin/orders/{id}/cancel", problems: [.notFound, .invalidTransition])
    /// `POST /api/v1/admin/orders/{id}/deliver`: marks an order on its way delivered for its courier, with a reason
    /// kept in the audit log.
    public static let operatorDeliverOrder = Endpoint<IDPath, NoQuery, ReasonRequest, OperatorOrderBody, Caller.Admin>(
        "operatorDeliverOrder", .post, "/api/v1/admin/orders/{id}/deliver", problems: [.notFound, .invalidTransition])
}

extension ProblemCode {
    /// A refund larger than what is left of the order's charges (the message says what is left).
    public static let refundExceedsCharge = ProblemCode("refund_exceeds_charge", .conflict)
}
