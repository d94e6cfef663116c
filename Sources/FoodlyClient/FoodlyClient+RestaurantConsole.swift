import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/restaurant-applications?status=` (operators): applications, newest first.
    public func consoleApplications(status: ApplicationStatus? = nil) async throws -> ConsoleApplicationsBody {
        try await send(
            Endpoints.consoleApplications, path: NoPath(), query: ApplicationsQuery(status: status), body: NoBody())
    }

    /// `POST /api/v1/admin/restaurant-applications/{id}/approve`: makes the restaurant (409 `already_decided`).
    public func approveApplication(id: String) async throws -> ConsoleApplicationBody {
        try await send(Endpoints.approveApplication, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/admin/restaurant-applications/{id}/reject`: rejects with a reason the applicant reads.
    public func rejectApplication(id: String, reason: String) async throws -> ConsoleApplicationBody {
        try await send(
            Endpoints.rejectApplication, path: IDPath(id: id), query: NoQuery(),
            body: ReasonRequest(reason: reason))
    }

    /// `GET /api/v1/admin/restaurants?q=`: restaurants whose name contains `q`, each with where it stands.
    public func consoleRestaurants(q: String? = nil) async throws -> ConsoleRestaurantsBody {
        try await send(
            Endpoints.consoleRestaurants, path: NoPath(), query: ConsoleRestaurantQuery(q: q), body: NoBody())
    }

    /// `GET /api/v1/admin/restaurants/{id}?from=&to=`: one restaurant, its standing, staff and numbers.
    public func consoleRestaurant(id: String, from: String? = nil, to: String? = nil) async throws
        -> ConsoleRestaurantDetailBody
    {
        try await send(
            Endpoints.consoleRestaurant, path: IDPath(id: id), query: NumbersQuery(from: from, to: to), body: NoBody())
    }

    /// `PATCH /api/v1/admin/restaurants/{id}`: any of `fees` (its members), `taxRateBps`, `drinksTaxRateBps`,
    /// `deliveryRadiusKm`, by the import format's rules (422 names a bad field, nothing changed).
    public func changeRestaurantTerms(id: String, _ terms: RestaurantTermsPatch) async throws -> ConsoleRestaurantBody {
        try await send(Endpoints.changeRestaurantTerms, path: IDPath(id: id), query: NoQuery(), body: terms)
    }

    /// `POST /api/v1/admin/restaurants/{id}/suspend`: off lists, search and checkout until reinstated.
    public func suspendRestaurant(id: String, reason: String) async throws -> ConsoleRestaurantBody {
        try await send(
            Endpoints.suspendRestaurant, path: IDPath(id: id), query: NoQuery(),
            body: ReasonRequest(reason: reason))
    }

    /// `POST /api/v1/admin/restaurants/{id}/reinstate`: listed again (409 `not_suspended`).
    public func reinstateRestaurant(id: String) async throws -> ConsoleRestaurantBody {
        try await send(Endpoints.reinstateRestaurant, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/restaurants/{id}/zones`: its delivery zones (none: it delivers within its radius).
    public func restaurantZones(id: String) async throws -> [DeliveryZone] {
        try await send(Endpoints.restaurantZones, path: IDPath(id: id), query: NoQuery(), body: NoBody()).zones
    }

    /// `PUT /api/v1/admin/restaurants/{id}/zones`: replaces them, in the order tried (422 names a bad zone's field,
    /// nothing changed); none returns the restaurant to its radius.
    public func setRestaurantZones(id: String, _ zones: [DeliveryZone]) async throws -> [DeliveryZone] {
        try await send(
            Endpoints.setRestaurantZones, path: IDPath(id: id), query: NoQuery(), body: DeliveryZonesBody(zones: zones)
        ).zones
    }
}
