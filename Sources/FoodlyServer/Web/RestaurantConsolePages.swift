import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's restaurants on the web (operators only): the applications and restaurants page with its decision
/// forms, and each restaurant's page with its suspend and reinstate forms. Posts are CSRF-checked and answered
/// with a 303 back to what changed, or with the page again: a bad reason under its field (422), a decision or
/// action refused at the top (409).
struct RestaurantConsolePages {
    let context: WebContext
    let restaurants: RestaurantConsoleService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/restaurants") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.listPage(csrf, request.query["q"] ?? "", user)
            page.notice = request.query["done"].flatMap { ConsoleRestaurantsPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/restaurants/applications/:id/approve") { post, user in
            let id = ID<RestaurantApplication>(try post.request.parameter("id"))
            do {
                _ = try pages.restaurants.approve(id, by: user)
                return .redirect(to: "/admin/restaurants?done=approved")
            } catch let error as MerchantError where error.kind != .notFound {
                return try pages.refusedList(post, user, InlineRefusal(error))
            }
        }
        web.adminForm("/admin/restaurants/applications/:id/reject") { post, user in
            let id = ID<RestaurantApplication>(try post.request.parameter("id"))
            let reason = String((post["reason"] ?? "").prefix(Reason.maxLength * 2))
            do {
                _ = try pages.restaurants.reject(id, reason: reason, by: user)
                return .redirect(to: "/admin/restaurants?done=rejected")
            } catch let failure as ValidationFailure {
                let csrf = CSRF(request: post.request)
                var page = try pages.listPage(csrf, "", user)
                page.refusedRejection = failure.issues.first.map { (id, reason, $0) }
                return pages.context.page(page.render(), status: 422, csrf: csrf)
            } catch let error as MerchantError where error.kind != .notFound {
                return try pages.refusedList(post, user, InlineRefusal(error))
            }
        }
        web.adminPage("/admin/restaurants/:id") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.restaurantPage(csrf, ID(try request.parameter("id")), user)
            page.notice = request.query["done"].flatMap { ConsoleRestaurantPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/restaurants/:id/suspend") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            let reason = String((post["reason"] ?? "").prefix(Reason.maxLength * 2))
            do {
                _ = try pages.restaurants.suspend(id, reason: reason, by: user)
                return .redirect(to: "/admin/restaurants/\(id.rawValue)?done=suspended")
            } catch let failure as ValidationFailure {
                let csrf = CSRF(request: post.request)
                var page = try pages.restaurantPage(csrf, id, user)
                page.refusedSuspension = failure.issues.first.map { (reason, $0) }
                return pages.context.page(page.render(), status: 422, csrf: csrf)
            } catch let error as MerchantError where error.kind == .conflict {
                return try pages.refusedRestaurant(post, id, user, InlineRefusal(error))
            }
        }
        web.adminForm("/admin/restaurants/:id/terms") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            let form = RestaurantTermsForm(post.fields)
            do {
                let (_, changed) = try pages.restaurants.changeTerms(of: id, form.patch, by: user)
                return .redirect(to: "/admin/restaurants/\(id.rawValue)?done=" + (changed ? "terms" : "unchanged"))
            } catch let failure as ValidationFailure {
                let csrf = CSRF(request: post.request)
                var page = try pages.restaurantPage(csrf, id, user)
                page.refusedTerms = (form, failure.issues.map(RestaurantTermsForm.shown))
                return pages.context.page(page.render(), status: 422, csrf: csrf)
            }
        }
        web.adminForm("/admin/restaurants/:id/reinstate") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            do {
                _ = try pages.restaurants.reinstate(id, by: user)
                return .redirect(to: "/admin/restaurants/\(id.rawValue)?done=reinstated")
            } catch let error as MerchantError where error.kind == .conflict {
                return try pages.refusedRestaurant(post, id, user, InlineRefusal(error))
            }
        }
    }

    private func listPage(_ csrf: CSRF, _ query: String, _ user: UserAccount) throws -> ConsoleRestaurantsPage {
        let query = String(query.prefix(RestaurantConsoleService.maxQueryLength))
        let applications = try restaurants.applications(status: nil, by: user)
        return ConsoleRestaurantsPage(
            context: context, csrf: csrf, pending: applications.filter { $0.status == .pending },
            decided: applications.filter { $0.status != .pending }.sorted {
                ($0.decidedAt ?? $0.createdAt) > ($1.decidedAt ?? $1.createdAt)
            },
            restaurants: try restaurants.restaurants(matching: query, by: user), query: query)
    }

    private func refusedList(_ post: WebForm, _ user: UserAccount, _ refusal: InlineRefusal) throws -> Response {
        let csrf = CSRF(request: post.request)
        var page = try listPage(csrf, "", user)
        page.refusal = refusal.message
        return context.page(page.render(), refused: refusal, csrf: csrf)
    }

    private func restaurantPage(_ csrf: CSRF, _ id: ID<Restaurant>, _ user: UserAccount) throws
        -> ConsoleRestaurantPage
    {
        ConsoleRestaurantPage(context: context, csrf: csrf, overview: try restaurants.overview(of: id, by: user))
    }

    private func refusedRestaurant(_ post: WebForm, _ id: ID<Restaurant>, _ user: UserAccount, _ refusal: InlineRefusal)
        throws -> Response
    {
        let csrf = CSRF(request: post.request)
        var page = try restaurantPage(csrf, id, user)
        page.refusal = refusal.message
        return context.page(page.render(), refused: refusal, csrf: csrf)
    }
}
