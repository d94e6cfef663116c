import FoodlyAPI
import FoodlyShared
import Foundation

extension FoodlyClient {
    /// `GET /api/v1/categories`.
    public func categories() async throws -> Page<CategoryBody> {
        try await send(Endpoints.categories, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/restaurants`, near a point when given (only those offering pickup with `pickup`).
    public func restaurants(
        latitude: Double? = nil, longitude: Double? = nil, category: String? = nil, diet: String? = nil,
        pickup: Bool = false, sort: String? = nil, limit: Int = 20, cursor: String? = nil
    ) async throws -> Page<RestaurantSummary> {
        let query = RestaurantListQuery(
            point: PointQuery(lat: latitude, lon: longitude), category: category, diet: diet,
            pickup: pickup ? true : nil, sort: sort, page: PageQuery(limit: limit, cursor: cursor))
        return try await send(Endpoints.restaurants, path: NoPath(), query: query, body: NoBody())
    }

    /// `GET /api/v1/restaurants/{id}`: the restaurant with its menu (distance and fee for a point when given).
    public func restaurant(id: String, latitude: Double? = nil, longitude: Double? = nil) async throws
        -> RestaurantDetail
    {
        try await send(
            Endpoints.restaurant, path: IDPath(id: id), query: PointQuery(lat: latitude, lon: longitude),
            body: NoBody())
    }

    /// `GET /api/v1/dishes/{id}`: one dish with its whole label (per 100 g, Nutri-Score points, ingredients).
    public func dish(id: String) async throws -> DishDetail {
        try await send(Endpoints.dish, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/search`: dishes and restaurants for `text` (prefixes, accents and small typos allowed); with
    /// `pickup`, only restaurants offering pickup and their dishes.
    public func search(
        _ text: String, latitude: Double? = nil, longitude: Double? = nil, category: String? = nil,
        diet: String? = nil, maxKcal: Int? = nil, pickup: Bool = false, lighterFirst: Bool = false, limit: Int = 20
    ) async throws -> SearchResponse {
        let query = SearchQueryParameters(
            q: text, point: PointQuery(lat: latitude, lon: longitude), category: category, diet: diet,
            maxKcal: maxKcal, pickup: pickup ? true : nil, sort: lighterFirst ? "lighter" : nil, limit: limit)
        return try await send(Endpoints.search, path: NoPath(), query: query, body: NoBody())
    }

    /// `POST /api/v1/nutrition/score`: the Nutri-Score of per-100 g values.
    public func nutritionScore(_ values: NutritionScoreRequest) async throws -> NutritionScoreResponse {
        try await send(Endpoints.nutritionScore, path: NoPath(), query: NoQuery(), body: values)
    }

    /// `POST /api/v1/nutrition/target`: a daily energy and protein target worked out from a body profile.
    public func nutritionTarget(_ profile: BodyProfile) async throws -> DailyTarget {
        try await send(Endpoints.nutritionTarget, path: NoPath(), query: NoQuery(), body: profile)
    }

    /// `POST /api/v1/admin/restaurants` (admins): imports restaurants in the import format, all or
    /// nothing; answers with the restaurant when there is one, else with the new ids.
    public func importRestaurants(_ restaurants: [RestaurantImport]) async throws -> JSONValue {
        try await send(Endpoints.importRestaurants, path: NoPath(), query: NoQuery(), body: restaurants)
    }
}
