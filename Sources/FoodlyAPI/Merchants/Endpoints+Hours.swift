import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/merchant/hours`: the caller's restaurant's hours, closures, pause and preparation time (anyone
    /// on its staff).
    public static let merchantSchedule = Endpoint<NoPath, NoQuery, NoBody, RestaurantScheduleBody, Caller.Staff>(
        "merchantSchedule", .get, "/api/v1/merchant/hours")
    /// `PUT /api/v1/merchant/hours`: replaces the weekly hours (owners and managers).
    public static let setMerchantHours = Endpoint<
        NoPath, NoQuery, WeeklyHoursBody, RestaurantScheduleBody, Caller.Staff
    >(
        "setMerchantHours", .put, "/api/v1/merchant/hours")
    /// `POST /api/v1/merchant/closures`: closes the restaurant for dates (owners and managers).
    public static let addClosure = Endpoint<NoPath, NoQuery, ClosureRequest, Closure, Caller.Staff>(
        "addClosure", .post, "/api/v1/merchant/closures", status: 201)
    /// `DELETE /api/v1/merchant/closures/{id}`: removes a closure (owners and managers).
    public static let removeClosure = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "removeClosure", .delete, "/api/v1/merchant/closures/{id}", status: 204, format: .empty,
        problems: [.notFound])
    /// `PUT /api/v1/merchant/pause`: pauses new orders for 15, 30 or 60 minutes or until resumed (anyone on the
    /// staff).
    public static let pauseOrders = Endpoint<NoPath, NoQuery, PauseRequest, RestaurantScheduleBody, Caller.Staff>(
        "pauseOrders", .put, "/api/v1/merchant/pause")
    /// `DELETE /api/v1/merchant/pause`: takes new orders again (anyone on the staff).
    public static let resumeOrders = Endpoint<NoPath, NoQuery, NoBody, RestaurantScheduleBody, Caller.Staff>(
        "resumeOrders", .delete, "/api/v1/merchant/pause")
    /// `PUT /api/v1/merchant/prep-time`: sets the preparation time that feeds every ETA (owners and managers).
    public static let setPrepTime = Endpoint<NoPath, NoQuery, PrepTimeRequest, RestaurantScheduleBody, Caller.Staff>(
        "setPrepTime", .put, "/api/v1/merchant/prep-time")
    /// `PUT /api/v1/merchant/pickup`: lets customers collect orders at the counter, or stops it (owners and
    /// managers).
    public static let setPickup = Endpoint<NoPath, NoQuery, PickupRequest, RestaurantScheduleBody, Caller.Staff>(
        "setPickup", .put, "/api/v1/merchant/pickup")
}
