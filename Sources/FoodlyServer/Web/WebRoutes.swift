import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import Foundation

/// The pages of the mobile web app.
struct WebRoutes {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        web.page("/offline") { _ in context.page(OfflinePage(layout: context.layout).render()) }
        web.signedInPage("/") { request, user in
            let reader = QueryReader(query: request.query)
            let category = try reader.slug("category")
            let sort = try reader.choice("sort", RestaurantSort.self) ?? .popular
            let cart = try context.carts.cart(for: user)
            let listings = try context.catalog.restaurants(
                RestaurantQuery(point: WebContext.point(of: cart.address), category: category, sort: sort, limit: 30)
            ).listings
            let left = try context.fitsLeft(for: user, in: BrowserTimeZone(request).zone)
            let fitting = try left.map { try context.fits.fittingCounts(listings.map(\.restaurant.id), left: $0) }
            let csrf = CSRF(request: request)
            let page = HomePage(
                context: context, user: user, categories: try context.catalog.categories(), selectedCategory: category,
                sort: sort, listings: listings, cart: cart, left: left, fitting: fitting ?? [:],
                favourites: (try context.favourites.favourites(for: user), csrf))
            return context.page(page.render(), csrf: csrf)
        }
        // A restaurant's and a dish's page open without an account too (a link shared with a friend).
        web.guestPage("/restaurants/:id") { request, user in
            let cart = try user.map { try context.carts.cart(for: $0) }
            guard
                let (listing, dishes) = try context.catalog.restaurant(
                    ID(try request.parameter("id")), from: WebContext.point(of: cart?.address))
            else {
                throw Refusal.notFound("There is no such restaurant.")
            }
            let csrf = CSRF(request: request)
            let page = RestaurantPage(
                context: context, user: user, listing: listing, dishes: dishes,
                order: request.query["order"].flatMap(RestaurantPage.Order.init) ?? .menu,
                hideAvoided: request.query["hide"] == "avoided", csrf: csrf, cart: cart,
                path: "/restaurants/\(listing.restaurant.id.rawValue)",
                left: try user.flatMap { try context.fitsLeft(for: $0, in: BrowserTimeZone(request).zone) },
                favourite: try user.map {
                    try context.favourites.contains(.restaurant, id: listing.restaurant.id.rawValue, for: $0)
                } ?? false,
                reviews: try context.numbers.publicReviews(of: listing.restaurant.id, limit: 5))
            return context.page(page.render(), csrf: csrf)
        }
        web.guestPage("/dishes/:id") { request, user in
            let csrf = CSRF(request: request)
            var page = try OrderingPages.dishPage(ID(try request.parameter("id")), user, context, csrf)
            page.added = request.query["added"].flatMap { Int($0) }.flatMap {
                (1...CartService.maxLineQuantity).contains($0) ? $0 : nil
            }
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInPage("/search") { request, user in
            let zone = BrowserTimeZone(request).zone
            let left = try context.fitsLeft(for: user, in: zone)
            let cart = try context.carts.cart(for: user)
            let page = SearchPage(
                context: context, user: user,
                values: Dictionary(
                    uniqueKeysWithValues: (["q", "sort"] + SearchPage.filters).map {
                        ($0, request.query[$0] ?? "")
                    }),
                categories: try context.catalog.categories(),
                outcome: try WebRoutes.search(
                    request, user, context, from: WebContext.point(of: cart.address), fitsIn: left == nil ? nil : zone),
                left: left, cart: cart)
            return context.page(page.render())
        }
        AccountPages(context: context).register(in: &web)
        OrderingPages(context: context).register(in: &web)
        LifecyclePages(context: context).register(in: &web)
        RegularsPages(context: context).register(in: &web)
    }

    /// What the Search tab shows for a request: a prompt before anything is typed or filtered, the reason a query
    /// was refused, or what was found near the user (a filter alone, "Vegan" say, lists what it lets through).
    /// With `fits=today` and a zone to count today in, only dishes that fit what is left of the user's target.
    private static func search(
        _ request: Request, _ user: UserAccount, _ context: WebContext, from point: GeoPoint, fitsIn zone: TimeZone?
    ) throws -> SearchPage.Outcome {
        let typed = !(request.query["q"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let filtered = SearchPage.filters.contains { !(request.query[$0] ?? "").isEmpty }
        guard typed || filtered else { return .prompt }
        do {
            var query = try SearchRoutes.query(
                QueryReader(query: request.query), search: context.search, wordsRequired: false)
            query.point = point
            if let zone, request.query["fits"] == "today" {
                return .found(try context.fits.search(query, for: user, in: zone).results)
            }
            return .found(try context.search.search(query))
        } catch let refusal as Refusal where refusal.kind == .malformed {
            let reason = refusal.fieldErrors.first?.message ?? refusal.message
            return .refused(reason.prefix(1).uppercased() + reason.dropFirst())
        }
    }

    /// Renders errors on web paths as HTML pages; API paths and non-HTML clients get problem+json. Unknown errors
    /// give nil (the responder logs them and presents a 500).
    static func presentError(layout: Layout) -> Responder.ErrorPresenter {
        { error, request in
            let wantsHTML =
                !request.path.hasPrefix("/api/") && request.path != "/healthz" && request.path != "/metrics"
                && (request.headers["Accept"]?.contains("text/html") ?? false)
            guard wantsHTML else { return ErrorMapping.response(for: error, requestID: request.requestID) }
            guard let (problem, headers) = ErrorMapping.problem(for: error, requestID: request.requestID) else {
                return nil
            }
            var response = Response.html(
                ErrorPage(layout: layout, problem: problem).render().render(), status: problem.status)
            for (name, value) in headers { response.headers.set(name, value) }
            return response
        }
    }
}
