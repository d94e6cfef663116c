extension Endpoints {
    /// `GET /api/v1/kitchen/orders?status=`: the staff member's restaurant's orders.
    public static let kitchenOrders = Endpoint<NoPath, KitchenOrdersQuery, NoBody, Page<OrderBody>, Caller.Staff>(
        "kitchenOrders", .get, "/api/v1/kitchen/orders")
    /// `POST /api/v1/kitchen/orders/{id}/accept`.
    public static let kitchenAccept = kitchenMove("kitchenAccept", "accept")
    /// `POST /api/v1/kitchen/orders/{id}/reject`: with the reason the customer reads.
    public static let kitchenReject = Endpoint<IDPath, NoQuery, KitchenRejection, OrderBody, Caller.Staff>(
        "kitchenReject", .post, "/api/v1/kitchen/orders/{id}/reject", problems: [.notFound, .invalidTransition])
    /// `POST /api/v1/kitchen/orders/{id}/preparing`.
    public static let kitchenPreparing = kitchenMove("kitchenPreparing", "preparing")
    /// `POST /api/v1/kitchen/orders/{id}/ready`.
    public static let kitchenReady = kitchenMove("kitchenReady", "ready")
    /// `POST /api/v1/kitchen/orders/{id}/hand-over`: a ready pickup order collected, with the code its customer shows.
    public static let kitchenHandOver = Endpoint<IDPath, NoQuery, HandoverRequest, OrderBody, Caller.Staff>(
        "kitchenHandOver", .post, "/api/v1/kitchen/orders/{id}/hand-over",
        problems: [.notFound, .invalidTransition, .handoverLocked])
    /// `PATCH /api/v1/kitchen/dishes/{id}`: sold out or back.
    public static let kitchenDish = Endpoint<IDPath, NoQuery, AvailabilityRequest, NoContent, Caller.Staff>(
        "kitchenDish", .patch, "/api/v1/kitchen/dishes/{id}", status: 204, format: .empty, problems: [.notFound])

    /// `GET /api/v1/courier/deliveries`: the courier's deliveries.
    public static let courierDeliveries = Endpoint<NoPath, NoQuery, NoBody, Page<OrderBody>, Caller.Courier>(
        "courierDeliveries", .get, "/api/v1/courier/deliveries")
    /// `POST /api/v1/courier/deliveries/{id}/pickup`.
    public static let courierPickup = courierMove("courierPickup", "pickup")
    /// `POST /api/v1/courier/deliveries/{id}/deliver`: with the code the customer reads out.
    public static let courierDeliver = Endpoint<IDPath, NoQuery, HandoverRequest, OrderBody, Caller.Courier>(
        "courierDeliver", .post, "/api/v1/courier/deliveries/{id}/deliver",
        problems: [.notFound, .invalidTransition, .handoverLocked])
    /// `PUT /api/v1/courier/deliveries/{id}/photo`: the door photo of an order to leave at the door, before
    /// delivering it.
    public static let courierDoorPhoto = Endpoint<IDPath, NoQuery, ImageUpload, OrderBody, Caller.Courier>(
        "courierDoorPhoto", .put, "/api/v1/courier/deliveries/{id}/photo",
        problems: [.notFound, .invalidTransition, .notAnImage])
    /// `POST /api/v1/courier/deliveries/{id}/not-answering`: one more try to reach the customer at the door; the
    /// first starts the 10-minute wait.
    public static let courierNotAnswering = courierMove("courierNotAnswering", "not-answering")
    /// `POST /api/v1/courier/deliveries/{id}/give-up`: ends a delivery nobody answered the door for as `failed`.
    public static let courierGiveUp = Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Courier>(
        "courierGiveUp", .post, "/api/v1/courier/deliveries/{id}/give-up",
        problems: [.notFound, .invalidTransition, .stillWaiting])
    /// `GET /api/v1/courier/offers`: the deliveries offered to the courier, waiting for an answer (the oldest first).
    public static let courierOffers = Endpoint<NoPath, NoQuery, NoBody, Page<DeliveryOfferBody>, Caller.Courier>(
        "courierOffers", .get, "/api/v1/courier/offers")
    /// `POST /api/v1/courier/offers/{id}/accept`: takes the delivery; answers the order.
    public static let acceptOffer = Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Courier>(
        "acceptOffer", .post, "/api/v1/courier/offers/{id}/accept",
        problems: [.notFound, .offerTaken, .offerExpired, .courierOffDuty, .tooManyDeliveries])
    /// `POST /api/v1/courier/offers/{id}/decline`: lets the next courier have it.
    public static let declineOffer = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Courier>(
        "declineOffer", .post, "/api/v1/courier/offers/{id}/decline", status: 204, format: .empty,
        problems: [.notFound, .offerTaken, .offerExpired])
    /// `PUT /api/v1/courier/location`.
    public static let courierLocation = Endpoint<NoPath, NoQuery, LocationRequest, NoContent, Caller.Courier>(
        "courierLocation", .put, "/api/v1/courier/location", status: 204, format: .empty)
    /// `PUT /api/v1/courier/availability`.
    public static let courierAvailability = Endpoint<
        NoPath, NoQuery, AvailabilityRequest, AvailabilityRequest, Caller.Courier
    >("courierAvailability", .put, "/api/v1/courier/availability", problems: [.courierInactive, .stillCarrying])

    /// `GET /api/v1/courier/schedule`: the courier's weekly schedule.
    public static let courierSchedule = Endpoint<NoPath, NoQuery, NoBody, CourierScheduleBody, Caller.Courier>(
        "courierSchedule", .get, "/api/v1/courier/schedule")
    /// `PUT /api/v1/courier/schedule`: replaces it (a week without periods clears it).
    public static let setCourierSchedule = Endpoint<
        NoPath, NoQuery, WeeklyHoursBody, CourierScheduleBody, Caller.Courier
    >("setCourierSchedule", .put, "/api/v1/courier/schedule", problems: [.validationFailed])

    /// `GET /api/v1/admin/dispatch`: how many deliveries a courier may carry at once.
    public static let dispatchSettings = Endpoint<NoPath, NoQuery, NoBody, DispatchSettings, Caller.Admin>(
        "dispatchSettings", .get, "/api/v1/admin/dispatch")
    /// `PUT /api/v1/admin/dispatch`: changes it (1 to 5).
    public static let setDispatchSettings = Endpoint<NoPath, NoQuery, DispatchSettings, DispatchSettings, Caller.Admin>(
        "setDispatchSettings", .put, "/api/v1/admin/dispatch", problems: [.validationFailed])

    private static func kitchenMove(_ operationID: String, _ name: String)
        -> Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Staff>
    {
        Endpoint(
            operationID, .post, "/api/v1/kitchen/orders/{id}/\(name)", problems: [.notFound, .invalidTransition])
    }

    private static func courierMove(_ operationID: String, _ name: String)
        -> Endpoint<IDPath, NoQuery, NoBody, OrderBody, Caller.Courier>
    {
        Endpoint(
            operationID, .post, "/api/v1/courier/deliveries/{id}/\(name)", problems: [.notFound, .invalidTransition])
    }
}
