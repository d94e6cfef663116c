import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/merchant/menu` (any member of a restaurant's staff): its menu, sections in order, and where the
    /// listing rule stands.
    public func merchantMenu() async throws -> MenuBody {
        try await send(Endpoints.merchantMenu, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/merchant/menu/dishes` (owners and managers): adds `dish` (the import format's dish plus
    /// `section`); 422 names every bad field, or `menu` when the listing rule would break.
    public func addMenuDish(_ dish: MenuDishDraft) async throws -> MenuDishBody {
        try await send(Endpoints.addMenuDish, path: NoPath(), query: NoQuery(), body: dish)
    }

    /// `PUT /api/v1/merchant/menu/dishes/{id}`: changes a dish (404 for another restaurant's).
    public func updateMenuDish(id: String, _ dish: MenuDishDraft) async throws -> MenuDishBody {
        try await send(Endpoints.updateMenuDish, path: IDPath(id: id), query: NoQuery(), body: dish)
    }

    /// `DELETE /api/v1/merchant/menu/dishes/{id}`: archives a dish (422 `menu` when the listing rule would break).
    public func archiveMenuDish(id: String) async throws {
        _ = try await send(Endpoints.archiveMenuDish, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/menu/order`: puts sections and dishes in this order (every dish once), renaming
    /// sections by the names given.
    public func arrangeMenu(_ sections: [MenuOrderSection]) async throws {
        _ = try await send(
            Endpoints.arrangeMenu, path: NoPath(), query: NoQuery(), body: MenuOrderRequest(sections: sections))
    }

    /// `POST /api/v1/merchant/menu/preview`: `dish`'s Nutri-Score explained and the listing rule with it saved,
    /// without saving (a `dishId` member previews an edit of that dish).
    public func previewMenuDish(_ dish: MenuPreviewRequest) async throws -> MenuPreviewBody {
        try await send(Endpoints.previewMenuDish, path: NoPath(), query: NoQuery(), body: dish)
    }
}
