import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/couriers?timeZone=` (operators): every courier with their deliveries since midnight in
    /// `timeZone` (the demo city's when nil).
    public func consoleCouriers(timeZone: String? = nil) async throws -> ConsoleCouriersBody {
        try await send(
            Endpoints.consoleCouriers, path: NoPath(), query: CourierRosterQuery(timeZone: timeZone), body: NoBody())
    }

    /// `GET /api/v1/admin/couriers/hours?date=&timeZone=` (operators): the courier cover of a day (today when nil)
    /// hour by hour, in `timeZone` (the demo city's when nil).
    public func courierHours(date: String? = nil, timeZone: String? = nil) async throws -> DutyDayBody {
        try await send(
            Endpoints.courierHours, path: NoPath(), query: DutyDayQuery(date: date, timeZone: timeZone), body: NoBody())
    }

    /// `PATCH /api/v1/admin/couriers/{id}`: a courier's vehicle, phone or active state (422 names a bad field).
    public func updateCourier(id: String, _ patch: CourierPatchRequest) async throws -> ConsoleCourierBody {
        try await send(Endpoints.updateCourier, path: IDPath(id: id), query: NoQuery(), body: patch)
    }
}
