import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// Categories, restaurants, the Nutri-Score calculator and the admin import.
struct CatalogRoutes {
    let catalog: CatalogService
    /// The fixed JSON of each restaurant summary, reused across list requests.
    let templates = SummaryTemplates()
    /// The fixed JSON of restaurant pages, reused across page requests.
    let details = DetailTemplates()

    func register(in api: inout APIRouter) {
        let catalog = self.catalog
        let templates = self.templates
        let details = self.details
        api.handle(Endpoints.categories) { _ in
            Page(
                items: try catalog.categories().map { CategoryBody(id: $0.slug, name: $0.name, slug: $0.slug) },
                nextCursor: nil)
        }
        api.respond(Endpoints.restaurants) { call in
            let reader = call.query
            let query = RestaurantQuery(
                point: try reader.point(), category: try reader.slug("category"),
                diet: try reader.choice("diet", Diet.self), pickup: try reader.flag("pickup"),
                sort: try reader.choice("sort", RestaurantSort.self) ?? .popular,
                limit: try reader.integer("limit", in: 1...100, default: 20), offset: try reader.offset())
            let page = try catalog.restaurants(query)
            let next = page.hasMore ? QueryReader.cursor(after: query.offset, count: page.entries.count) : nil
            return templates.page(page, nextCursor: next)
        }
        api.respond(Endpoints.restaurant) { call in
            guard let page = try catalog.page(of: ID(call.path.id), from: try call.query.point()) else {
                throw Refusal.notFound("No such restaurant.")
            }
            return details.response(page)
        }
        api.handle(Endpoints.dish) { call in
            guard let (dish, restaurant) = try catalog.dish(ID(call.path.id)) else {
                throw Refusal.notFound("No such dish.")
            }
            return try DishDetail(dish, of: restaurant)
        }
        api.handle(Endpoints.nutritionScore) { call in try CatalogRoutes.score(call.body) }
        api.handle(Endpoints.nutritionTarget) { call in try DailyTarget(call.body) }
        api.respond(Endpoints.importRestaurants) { call in
            let ids = try catalog.importRestaurants(
                JSONValue(encoding: call.body), by: .account(call.caller.account, as: .operator))
            guard ids.count == 1, let (listing, dishes) = try catalog.storedRestaurant(ids[0]) else {
                return try .json(ids.map(\.rawValue), status: 201)
            }
            return .json(RestaurantDetail(listing, dishes: dishes), status: 201)
        }
    }

    static func score(_ body: NutritionScoreRequest) throws -> NutritionScoreResponse {
        let required: [(String, Double?)] = [
            ("energyKj", body.energyKj), ("sugarsG", body.sugarsG), ("saturatedFatG", body.saturatedFatG),
            ("saltG", body.saltG), ("fiberG", body.fiberG), ("proteinG", body.proteinG),
            ("fruitVegLegumePercent", body.fruitVegLegumePercent),
        ]
        var issues = required.filter { $0.1 == nil }.map {
            FieldError(field: $0.0, code: "required", message: "This field is required.")
        }
        let category = NutriScoreCategory(rawValue: body.category ?? "general")
        if category == nil {
            issues.append(
                FieldError(
                    field: "category", code: "unknown_value",
                    message: "Use \(NutriScoreCategory.names)."))
        }
        try ValidationFailure.check(issues)
        let nutrients = NutrientsPer100g(
            energyKj: body.energyKj ?? 0, sugarsG: body.sugarsG ?? 0, saturatedFatG: body.saturatedFatG ?? 0,
            saltG: body.saltG ?? 0, fiberG: body.fiberG ?? 0, proteinG: body.proteinG ?? 0,
            fruitVegLegumePercent: body.fruitVegLegumePercent ?? 0, fatG: body.fatG)
        let result = try NutriScore.compute(nutrients, category: category ?? .general)
        return NutritionScoreResponse(score: result.score, grade: result.grade, points: result.points)
    }
}
