import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/categories`.
    public static let categories = Endpoint<NoPath, NoQuery, NoBody, Page<CategoryBody>, Caller.Anyone>(
        "categories", .get, "/api/v1/categories")
    /// `GET /api/v1/restaurants`: listed restaurants, near a point when given.
    public static let restaurants = Endpoint<
        NoPath, RestaurantListQuery, NoBody, Page<RestaurantSummary>, Caller.Anyone
    >("restaurants", .get, "/api/v1/restaurants", problems: [.otherRegion])
    /// `GET /api/v1/restaurants/{id}`: one restaurant with its menu.
    public static let restaurant = Endpoint<IDPath, PointQuery, NoBody, RestaurantDetail, Caller.Anyone>(
        "restaurant", .get, "/api/v1/restaurants/{id}", problems: [.notFound, .otherRegion])
    /// `GET /api/v1/dishes/{id}`: one dish with its whole label (per 100 g, Nutri-Score points, ingredients).
    public static let dish = Endpoint<IDPath, NoQuery, NoBody, DishDetail, Caller.Anyone>(
        "dish", .get, "/api/v1/dishes/{id}", problems: [.notFound])
    /// `GET /api/v1/search`: dishes and restaurants for a text.
    public static let search = Endpoint<NoPath, SearchQueryParameters, NoBody, SearchResponse, Caller.Anyone>(
        "search", .get, "/api/v1/search", problems: [.otherRegion])
    /// `POST /api/v1/nutrition/score`: the Nutri-Score of per-100 g values.
    public static let nutritionScore = Endpoint<
        NoPath, NoQuery, NutritionScoreRequest, NutritionScoreResponse, Caller.Anyone
    >("nutritionScore", .post, "/api/v1/nutrition/score")
    /// `POST /api/v1/nutrition/target`: a daily energy and protein target worked out from a body profile.
    public static let nutritionTarget = Endpoint<NoPath, NoQuery, BodyProfile, DailyTarget, Caller.Anyone>(
        "nutritionTarget", .post, "/api/v1/nutrition/target")
    /// `POST /api/v1/admin/restaurants`: imports one restaurant (answered with it) or a list (answered with ids); a
    /// single object is read as a list of one.
    public static let importRestaurants = Endpoint<NoPath, NoQuery, [RestaurantImport], JSONValue, Caller.Admin>(
        "importRestaurant", .post, "/api/v1/admin/restaurants", status: 201)
}
