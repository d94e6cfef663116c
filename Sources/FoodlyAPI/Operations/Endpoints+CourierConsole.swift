import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/couriers?timeZone=`: every courier, on duty or not, with their deliveries today.
    public static let consoleCouriers = Endpoint<NoPath, CourierRosterQuery, NoBody, ConsoleCouriersBody, Caller.Admin>(
        "consoleCouriers", .get, "/api/v1/admin/couriers")
    /// `PATCH /api/v1/admin/couriers/{id}`: a courier's vehicle, phone or whether they work for Foodly.
    public static let updateCourier = Endpoint<IDPath, NoQuery, CourierPatchRequest, ConsoleCourierBody, Caller.Admin>(
        "updateCourier", .patch, "/api/v1/admin/couriers/{id}", problems: [.notFound])
    /// `GET /api/v1/admin/couriers/hours?date=&timeZone=`: a day's courier cover hour by hour, against the orders
    /// placed and the couriers' weekly schedules.
    public static let courierHours = Endpoint<NoPath, DutyDayQuery, NoBody, DutyDayBody, Caller.Admin>(
        "courierHours", .get, "/api/v1/admin/couriers/hours", problems: [.validationFailed])
}

extension ProblemCode {
    /// An inactive courier going on duty.
    public static let courierInactive = ProblemCode("courier_inactive", .conflict)
}

/// `?timeZone=` of the console's couriers: the IANA zone whose midnight starts "today" (the demo city's when left
/// out).
public struct CourierRosterQuery: QueryParameters, Equatable {
    /// `timeZone`.
    public static let names = ["timeZone"]
    /// The zone.
    public var timeZone: String?
    /// Creates the query.
    public init(timeZone: String? = nil) { self.timeZone = timeZone }
    /// The pairs present.
    public var items: [(name: String, value: String)] { Self.present([("timeZone", timeZone)]) }
}
