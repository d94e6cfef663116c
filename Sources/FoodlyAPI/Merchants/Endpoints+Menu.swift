import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/merchant/menu`: the caller's restaurant's menu, sections in order (any member of its staff).
    public static let merchantMenu = Endpoint<NoPath, NoQuery, NoBody, MenuBody, Caller.Staff>(
        "merchantMenu", .get, "/api/v1/merchant/menu")
    /// `POST /api/v1/merchant/menu/dishes`: adds a dish (the import format's dish plus `section`).
    public static let addMenuDish = Endpoint<NoPath, NoQuery, MenuDishDraft, MenuDishBody, Caller.Staff>(
        "addMenuDish", .post, "/api/v1/merchant/menu/dishes", status: 201, problems: [.menuFull])
    /// `PUT /api/v1/merchant/menu/dishes/{id}`: changes a dish.
    public static let updateMenuDish = Endpoint<IDPath, NoQuery, MenuDishDraft, MenuDishBody, Caller.Staff>(
        "updateMenuDish", .put, "/api/v1/merchant/menu/dishes/{id}", problems: [.notFound])
    /// `DELETE /api/v1/merchant/menu/dishes/{id}`: archives a dish (orders that name it keep it).
    public static let archiveMenuDish = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.Staff>(
        "archiveMenuDish", .delete, "/api/v1/merchant/menu/dishes/{id}", status: 204, format: .empty,
        problems: [.notFound, .validationFailed])
    /// `PUT /api/v1/merchant/menu/order`: puts sections and dishes in order, renaming sections.
    public static let arrangeMenu = Endpoint<NoPath, NoQuery, MenuOrderRequest, NoContent, Caller.Staff>(
        "arrangeMenu", .put, "/api/v1/merchant/menu/order", status: 204, format: .empty)
    /// `POST /api/v1/merchant/menu/preview`: a dish's Nutri-Score explained and the listing rule, without saving.
    public static let previewMenuDish = Endpoint<NoPath, NoQuery, MenuPreviewRequest, MenuPreviewBody, Caller.Staff>(
        "previewMenuDish", .post, "/api/v1/merchant/menu/preview", problems: [.notFound])
}

extension ProblemCode {
    /// A dish added to a full menu.
    public static let menuFull = ProblemCode("menu_full", .conflict)
}
