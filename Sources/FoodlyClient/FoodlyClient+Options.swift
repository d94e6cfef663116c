import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/merchant/dishes/{id}/options` (staff): a dish of the caller's restaurant with its option groups.
    public func dishOptions(dishId: String) async throws -> DishOptionsBody {
        try await send(Endpoints.dishOptions, path: IDPath(id: dishId), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/dishes/{id}/options` (owners and managers): replaces the dish's option groups, all or
    /// nothing (422 names every bad field, 403 `editors_only` for plain staff).
    public func setDishOptions(dishId: String, groups: [OptionGroupDraftBody]) async throws -> DishOptionsBody {
        try await send(
            Endpoints.setDishOptions, path: IDPath(id: dishId), query: NoQuery(),
            body: OptionGroupsRequest(groups: groups))
    }
}
