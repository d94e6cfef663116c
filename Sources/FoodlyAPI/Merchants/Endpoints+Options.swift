import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/merchant/dishes/{id}/options`: a dish of the caller's restaurant with its option groups (every
    /// member of its staff).
    public static let dishOptions = Endpoint<IDPath, NoQuery, NoBody, DishOptionsBody, Caller.Staff>(
        "dishOptions", .get, "/api/v1/merchant/dishes/{id}/options", problems: [.notFound])
    /// `PUT /api/v1/merchant/dishes/{id}/options`: replaces the dish's whole set of option groups, all or nothing
    /// (owners and managers).
    public static let setDishOptions = Endpoint<IDPath, NoQuery, OptionGroupsRequest, DishOptionsBody, Caller.Staff>(
        "setDishOptions", .put, "/api/v1/merchant/dishes/{id}/options",
        problems: [.notFound, .editorsOnly, .validationFailed])
}

extension ProblemCode {
    /// A menu edit by plain staff.
    public static let editorsOnly = ProblemCode("editors_only", .forbidden)
}
