import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The photos page from the kitchen screen. Uploads are `multipart/form-data` posts (`MultipartForm`, CSRF-checked
/// like every form, `WebRouter.signedInUpload`) answered with a redirect to the changed picture, or the page again with the refusal under its
/// file input and the status `PhotoService` gave (422 not an image, 415, 403 for plain staff), nothing saved.
struct PhotoPages {
    let context: WebContext
    let photos: PhotoService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/kitchen/photos") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.page(csrf, user)
            page.notice = request.query["done"].flatMap { PhotosPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInUpload("/kitchen/photos/cover") { request, form, user in
            try pages.upload(request, form, user, target: "cover") { bytes, type in
                _ = try pages.photos.setRestaurantPhoto(bytes, mediaType: type, by: user)
            }
        }
        web.signedInUpload("/kitchen/photos/dishes/:id") { request, form, user in
            let id = try request.parameter("id")
            return try pages.upload(request, form, user, target: id) { bytes, type in
                _ = try pages.photos.setDishPhoto(bytes, mediaType: type, dishID: ID(id), by: user)
            }
        }
        web.signedInForm("/kitchen/photos/cover/remove") { post, user in
            try pages.remove(post, user, target: "cover") { try pages.photos.removeRestaurantPhoto(by: user) }
        }
        web.signedInForm("/kitchen/photos/dishes/:id/remove") { post, user in
            let id = try post.request.parameter("id")
            return try pages.remove(post, user, target: id) {
                try pages.photos.removeDishPhoto(dishID: ID(id), by: user)
            }
        }
    }

    /// The page for `user` (anyone but staff is refused by `PhotoService`).
    private func page(_ csrf: CSRF, _ user: UserAccount) throws -> PhotosPage {
        let (restaurant, role, dishes) = try photos.restaurant(of: user)
        return PhotosPage(
            context: context, csrf: csrf, restaurant: restaurant, dishes: dishes,
            editable: PhotoRules.changesPhotos(role))
    }

    /// Hands the posted file `photo` to `change`; back to the picture, or the page with the refusal.
    private func upload(
        _ request: Request, _ form: MultipartForm, _ user: UserAccount, target: String,
        _ change: ([UInt8], String?) throws -> Void
    ) throws -> Response {
        try respond(request, user, target: target, done: "uploaded") {
            guard let file = form.files["photo"], !file.bytes.isEmpty else {
                throw ValidationFailure([
                    FieldError(field: "photo", code: "required", message: "Choose a photo to upload.")
                ])
            }
            try change(file.bytes, file.mediaType)
        }
    }

    private func remove(_ post: WebForm, _ user: UserAccount, target: String, _ change: () throws -> Void) throws
        -> Response
    {
        try respond(post.request, user, target: target, done: "removed", change)
    }

    /// Runs `change`: a redirect to `target` on the page, or the page with its refusal under `target`.
    private func respond(
        _ request: Request, _ user: UserAccount, target: String, done: String, _ change: () throws -> Void
    ) throws -> Response {
        try context.answer(
            request,
            act: {
                try change()
                return .redirect(to: "/kitchen/photos?done=\(done)#photo-\(target)")
            },
            again: { csrf, refusal in
                var page = try page(csrf, user)
                page.failure = (target, refusal.firstMessage)
                return page.render()
            })
    }
}
