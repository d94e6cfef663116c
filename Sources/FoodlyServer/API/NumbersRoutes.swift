import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// A restaurant's numbers, orders and reviews for its owners and managers (`NumbersService` refuses plain staff),
/// and any restaurant's reviews for anyone. A bad date in the query is a 400 naming it, as for the diary.
struct NumbersRoutes {
    let numbers: NumbersService
    let catalog: CatalogService

    func register(in api: inout APIRouter) {
        let numbers = self.numbers
        let catalog = self.catalog
        api.handle(Endpoints.merchantNumbers) { call in
            let (restaurant, figures) = try NumbersRoutes.reading(call.query) {
                try numbers.numbers(from: $0["from"] ?? "", to: $0["to"] ?? "", for: call.caller.account)
            }
            return RestaurantNumbersBody(restaurant, figures)
        }
        api.handle(Endpoints.merchantOrders) { call in
            let (_, date, orders, now) = try NumbersRoutes.reading(call.query) {
                try numbers.orders(on: $0["date"] ?? "", for: call.caller.account)
            }
            return SoldOrdersBody(date: date.text, orders: orders.map { SoldOrderBody($0, at: now) })
        }
        api.respond(Endpoints.exportMerchantOrders) { call in
            let (csv, first, last) = try NumbersRoutes.reading(call.query) {
                try numbers.csv(from: $0["from"] ?? "", to: $0["to"] ?? "", for: call.caller.account)
            }
            var response = Response.text(csv, contentType: "text/csv; charset=utf-8")
            response.headers.set(
                "Content-Disposition", "attachment; filename=\"foodly-orders-\(first.text)-to-\(last.text).csv\"")
            response.headers.set("Cache-Control", "no-store")
            return response
        }
        api.handle(Endpoints.merchantReviews) { call in
            MerchantReviewsBody(
                reviews: try numbers.reviews(for: call.caller.account).reviews.map(MerchantReviewBody.init))
        }
        api.handle(Endpoints.replyToReview) { call in
            try numbers.reply(call.body.text, to: ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.removeReviewReply) { call in
            try numbers.removeReply(to: ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.restaurantReviews) { call in
            let id = ID<Restaurant>(call.path.id)
            guard try catalog.restaurant(id, from: nil) != nil else { throw Refusal.notFound("No such restaurant.") }
            let limit = try call.query.integer("limit", in: 1...NumbersService.maxReviews, default: 10)
            return ReviewsBody(reviews: try numbers.publicReviews(of: id, limit: limit).map(ReviewBody.init))
        }
    }

    /// Runs `read` on the query; a bad date or range it names is a 400 for that parameter.
    static func reading<T>(_ query: QueryReader, _ read: (QueryReader) throws -> T) throws -> T {
        do {
            return try read(query)
        } catch let failure as ValidationFailure {
            guard let issue = failure.issues.first else { throw failure }
            throw QueryReader.badQuery(issue.field, issue.message)
        }
    }
}
