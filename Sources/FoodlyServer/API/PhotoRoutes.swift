import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import Foundation

/// Dish and restaurant photos: the upload and removal endpoints (owners and managers; `PhotoService` checks the
/// roles and the dish's restaurant) and `/photos/{hash}/{width}.jpg`, each kept size served from the database at a
/// URL that never changes what it shows, so it is cached for a year.
struct PhotoRoutes {
    let photos: PhotoService

    /// The routes whose bodies are photos (dish and cover photos, door photos, the photos of reported issues):
    /// `PhotoRules.maxUploadBytes`, and a little more for the web form's multipart framing, instead of the server's
    /// limit for every other body.
    static let bodyAllowances = [
        BodyAllowance(.put, "/api/v1/merchant/dishes/:id/photo", maxBytes: PhotoRules.maxUploadBytes),
        BodyAllowance(.put, "/api/v1/merchant/photo", maxBytes: PhotoRules.maxUploadBytes),
        BodyAllowance(.post, "/kitchen/photos/dishes/:id", maxBytes: PhotoRules.maxUploadBytes + 64 * 1024),
        BodyAllowance(.post, "/kitchen/photos/cover", maxBytes: PhotoRules.maxUploadBytes + 64 * 1024),
        BodyAllowance(.put, "/api/v1/courier/deliveries/:id/photo", maxBytes: PhotoRules.maxUploadBytes),
        BodyAllowance(.post, "/courier/deliveries/:id/door-photo", maxBytes: PhotoRules.maxUploadBytes + 64 * 1024),
        BodyAllowance(.put, "/api/v1/issues/:id/photo", maxBytes: PhotoRules.maxUploadBytes),
        BodyAllowance(.post, "/orders/:id/issues", maxBytes: PhotoRules.maxUploadBytes + 64 * 1024),
    ]

    func register(in api: inout APIRouter) {
        let photos = self.photos
        api.handle(Endpoints.setDishPhoto) { call in
            PhotoRoutes.body(
                try photos.setDishPhoto(
                    [UInt8](call.body.bytes), mediaType: call.body.mediaType, dishID: ID(call.path.id),
                    by: call.caller.account))
        }
        api.handle(Endpoints.removeDishPhoto) { call in
            try photos.removeDishPhoto(dishID: ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.setRestaurantPhoto) { call in
            PhotoRoutes.body(
                try photos.setRestaurantPhoto(
                    [UInt8](call.body.bytes), mediaType: call.body.mediaType, by: call.caller.account))
        }
        api.handle(Endpoints.removeRestaurantPhoto) { call in
            try photos.removeRestaurantPhoto(by: call.caller.account)
            return NoContent()
        }
        api.router.get("/photos/:hash/:file") { request in
            try PhotoRoutes.serve(request, photos)
        }
    }

    /// The answer about the photo at `url`.
    static func body(_ url: String) -> PhotoBody {
        let widths = PhotoRules.photo(at: url).map { PhotoRules.widths(forUploadWidth: $0.largestWidth) } ?? []
        return PhotoBody(imageUrl: url, srcset: PhotoRules.sourceSet(of: url) ?? "", widths: widths)
    }

    /// One kept size, with its ETag (304 when the client has it) and a year of caching.
    private static func serve(_ request: Request, _ photos: PhotoService) throws -> Response {
        let hash = try request.parameter("hash")
        let file = try request.parameter("file")
        guard file.hasSuffix(".jpg"), let width = Int(file.dropLast(".jpg".count)),
            let variant = try photos.variant(hash: hash, width: width)
        else { throw HTTPError(status: 404, message: "No such photo.") }
        let etag = "\"\(hash)-\(width)\""
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "public, max-age=31536000, immutable"]
        if let candidates = request.headers["If-None-Match"],
            candidates.split(separator: ",").contains(where: {
                let tag = $0.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == etag || tag == "W/" + etag
            })
        {
            return Response(status: 304, headers: headers)
        }
        headers.add("Content-Type", variant.mediaType)
        return Response(status: 200, headers: headers, body: variant.bytes)
    }
}
