extension Endpoints {
    /// `GET /api/v1/admin/board`: the live operations board (operators only).
    public static let adminBoard = Endpoint<NoPath, NoQuery, NoBody, BoardBody, Caller.Admin>(
        "adminBoard", .get, "/api/v1/admin/board")
    /// `GET /api/v1/admin/board/events`: a `board` event whenever any order changes or couriers move.
    public static let adminBoardEvents = Endpoint<NoPath, NoQuery, NoBody, BoardChange, Caller.Admin>(
        "adminBoardEvents", .get, "/api/v1/admin/board/events", format: .eventStream)
    /// `POST /api/v1/admin/orders/{id}/courier`: gives an order to another courier on duty.
    public static let reassignCourier = Endpoint<IDPath, NoQuery, CourierAssignment, OrderBody, Caller.Admin>(
        "reassignCourier", .post, "/api/v1/admin/orders/{id}/courier",
        problems: [.notFound, .orderFinished, .orderPickedUp, .courierOffDuty, .courierBusy, .alreadyAssigned])
    /// `POST /api/v1/admin/orders/{id}/offers`: offers an order waiting for a courier to every courier on duty at once.
    public static let offerToEveryone = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Admin>(
        "offerToEveryone", .post, "/api/v1/admin/orders/{id}/offers", status: 204, format: .empty,
        problems: [.notFound, .orderFinished, .orderPickedUp, .alreadyAssigned, .noCourierAvailable])
}
