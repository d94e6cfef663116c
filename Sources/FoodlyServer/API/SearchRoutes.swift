import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// `GET /api/v1/search`.
struct SearchRoutes {
    let search: SearchService

    func register(in api: inout APIRouter) {
        let search = self.search
        api.handle(Endpoints.search) { call in
            let results = try search.search(try SearchRoutes.query(call.query, search: search))
            return
                SearchResponse(
                    restaurants: results.restaurants.map(RestaurantSummary.init),
                    dishes: results.dishes.map { result in
                        DishSearchResult(
                            dish: DishBody(result.dish),
                            restaurant: RestaurantReference(
                                id: result.restaurant.restaurant.id.rawValue, name: result.restaurant.restaurant.name))
                    })
        }
    }

    /// The search a query string asks for; 400 naming the parameter when something is missing, too long or unknown.
    /// The text is only ever data: the engine has no query syntax and nothing reaches SQL.
    static func query(_ reader: QueryReader, search: SearchService, wordsRequired: Bool = true) throws -> SearchQuery {
        let text = (reader["q"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty || !wordsRequired else { throw QueryReader.badQuery("q", "type what you are looking for.") }
        guard Text.length(text) <= SearchQuery.maxLength else {
            throw QueryReader.badQuery("q", "use at most \(SearchQuery.maxLength) characters.")
        }
        let category = try reader.slug("category")
        let point = try reader.point()
        if let category, try !search.isKnownCategory(category, near: point) {
            throw QueryReader.badQuery("category", "there is no category \"\(category)\"; see /api/v1/categories.")
        }
        var maxKcal: Double?
        if reader["maxKcal"].map({ !$0.isEmpty }) == true {
            maxKcal = Double(try reader.integer("maxKcal", in: 1...5000, default: 5000))
        }
        var maxSpicy: Int?
        if reader["maxSpicy"].map({ !$0.isEmpty }) == true {
            maxSpicy = try reader.integer("maxSpicy", in: Dish.spicyLevels, default: Dish.spicyLevels.upperBound)
        }
        let sort = try reader.choice("sort", SearchSort.self) ?? .relevance
        return SearchQuery(
            text: text, point: point, category: category, diet: try reader.choice("diet", Diet.self),
            maxKcal: maxKcal, maxSpicy: maxSpicy, pickup: try reader.flag("pickup"), lighterFirst: sort == .lighter,
            restaurantOrder: sort.restaurantOrder,
            limit: try reader.integer("limit", in: 1...SearchQuery.maxLimit, default: 20))
    }
}
