import FoodlyShared

extension Endpoints {
    /// `PUT /api/v1/merchant/dishes/{id}/photo`: the body is a JPEG, PNG or WebP of at most 10 MB, which becomes the
    /// dish's photo (owners and managers).
    public static let setDishPhoto = Endpoint<IDPath, NoQuery, ImageUpload, PhotoBody, Caller.Staff>(
        "setDishPhoto", .put, "/api/v1/merchant/dishes/{id}/photo", problems: [.notFound, .notAnImage])
    /// `DELETE /api/v1/merchant/dishes/{id}/photo`: the dish shows its drawn picture again.
    public static let removeDishPhoto = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "removeDishPhoto", .delete, "/api/v1/merchant/dishes/{id}/photo", status: 204, format: .empty,
        problems: [.notFound])
    /// `PUT /api/v1/merchant/photo`: the body becomes the cover photo of the caller's restaurant.
    public static let setRestaurantPhoto = Endpoint<NoPath, NoQuery, ImageUpload, PhotoBody, Caller.Staff>(
        "setRestaurantPhoto", .put, "/api/v1/merchant/photo", problems: [.notAnImage])
    /// `DELETE /api/v1/merchant/photo`: the restaurant shows its drawn picture again.
    public static let removeRestaurantPhoto = Endpoint<NoPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "removeRestaurantPhoto", .delete, "/api/v1/merchant/photo", status: 204, format: .empty)
}

extension ProblemCode {
    /// An upload that is no JPEG, PNG or WebP, does not decode in full, or has too many pixels (`not_an_image`,
    /// `damaged_image`, `image_too_large`: all 422).
    public static let notAnImage = ProblemCode("not_an_image", .invalid)
}
