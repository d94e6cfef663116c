import FoodlyAPI
import Foundation

extension FoodlyClient {
    /// `GET /api/v1/merchant/hours`: the caller's restaurant's hours, closures, pause and preparation time.
    public func merchantSchedule() async throws -> RestaurantScheduleBody {
        try await send(Endpoints.merchantSchedule, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/hours`: replaces the weekly hours (422 naming the day for overlapping periods).
    public func setMerchantHours(_ hours: WeeklyHoursBody) async throws -> RestaurantScheduleBody {
        try await send(Endpoints.setMerchantHours, path: NoPath(), query: NoQuery(), body: hours)
    }

    /// `POST /api/v1/merchant/closures`: closes the restaurant from `first` to `last` (`YYYY-MM-DD`, inclusive).
    public func addClosure(first: String, last: String, reason: String? = nil) async throws -> Closure {
        try await send(
            Endpoints.addClosure, path: NoPath(), query: NoQuery(),
            body: ClosureRequest(first: first, last: last, reason: reason))
    }

    /// `DELETE /api/v1/merchant/closures/{id}`: removes a closure.
    public func removeClosure(id: String) async throws {
        _ = try await send(Endpoints.removeClosure, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/pause`: pauses new orders for 15, 30 or 60 `minutes`, or until resumed (nil).
    public func pauseOrders(minutes: Int?) async throws -> RestaurantScheduleBody {
        try await send(Endpoints.pauseOrders, path: NoPath(), query: NoQuery(), body: PauseRequest(minutes: minutes))
    }

    /// `DELETE /api/v1/merchant/pause`: takes new orders again.
    public func resumeOrders() async throws -> RestaurantScheduleBody {
        try await send(Endpoints.resumeOrders, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/prep-time`: sets the preparation time (5–120 minutes).
    public func setPrepTime(minutes: Int) async throws -> RestaurantScheduleBody {
        try await send(
            Endpoints.setPrepTime, path: NoPath(), query: NoQuery(), body: PrepTimeRequest(prepMinutes: minutes))
    }

    /// `PUT /api/v1/merchant/pickup`: lets customers collect orders at the counter, or stops it (orders already
    /// placed for pickup stay so).
    public func setPickup(_ offersPickup: Bool) async throws -> RestaurantScheduleBody {
        try await send(
            Endpoints.setPickup, path: NoPath(), query: NoQuery(), body: PickupRequest(offersPickup: offersPickup))
    }
}
