import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `PUT /api/v1/merchant/dishes/{id}/photo` (owners and managers): makes `image` (a JPEG, PNG or WebP of at most
    /// 10 MB, sent as `mediaType`) the dish's photo; 422 `not_an_image` for a file that is none or does not decode.
    public func setDishPhoto(dishId: String, image: Data, mediaType: String) async throws -> PhotoBody {
        try await send(
            Endpoints.setDishPhoto, path: IDPath(id: dishId), query: NoQuery(),
            body: ImageUpload(bytes: image, mediaType: mediaType))
    }

    /// `DELETE /api/v1/merchant/dishes/{id}/photo`: the dish shows its drawn picture again.
    public func removeDishPhoto(dishId: String) async throws {
        _ = try await send(Endpoints.removeDishPhoto, path: IDPath(id: dishId), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/merchant/photo`: makes `image` the cover photo of the caller's restaurant.
    public func setRestaurantPhoto(image: Data, mediaType: String) async throws -> PhotoBody {
        try await send(
            Endpoints.setRestaurantPhoto, path: NoPath(), query: NoQuery(),
            body: ImageUpload(bytes: image, mediaType: mediaType))
    }

    /// `DELETE /api/v1/merchant/photo`: the restaurant shows its drawn picture again.
    public func removeRestaurantPhoto() async throws {
        _ = try await send(Endpoints.removeRestaurantPhoto, path: NoPath(), query: NoQuery(), body: NoBody())
    }
}
