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
    let terms: TermsService

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
            return try pages.changeList(post, user) {
                _ = try pages.restaurants.approve(id, by: user)
                return "approved"
            }
        }
        web.adminForm("/admin/restaurants/applications/:id/reject") { post, user in
            let id = ID<RestaurantApplication>(try post.request.parameter("id"))
            let reason = String((post["reason"] ?? "").prefix(Reason.maxLength * 2))
            return try pages.changeList(
                post, user,
                fields: { page, refusal in
                    page.refusedRejection = refusal.issues.first.map { (id, reason, $0) }
                },
                make: {
                    _ = try pages.restaurants.reject(id, reason: reason, by: user)
                    return "rejected"
                })
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
            return try pages.changeRestaurant(
                id, post, user,
                fields: { page, refusal in
                    page.refusedSuspension = refusal.issues.first.map { (reason, $0) }
                },
                make: {
                    _ = try pages.restaurants.suspend(id, reason: reason, by: user)
                    return "suspended"
                })
        }
        web.adminForm("/admin/restaurants/:id/terms") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            let form = RestaurantTermsForm(post.fields)
            return try pages.changeRestaurant(
                id, post, user,
                fields: { page, refusal in
                    page.refusedTerms = (form, refusal.issues.map(RestaurantTermsForm.shown))
                },
                make: {
                    let (_, changed) = try pages.restaurants.changeTerms(
                        of: id, RestaurantTermsPatch.checked(form.patch), by: user)
                    return changed ? "terms" : "unchanged"
                })
        }
        web.adminForm("/admin/restaurants/:id/commission") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            let typed = String((post["commissionBps"] ?? "").prefix(20))
            return try pages.changeRestaurant(
                id, post, user,
                fields: { page, refusal in page.refusedCommission = (typed, refusal.issues(under: "commissionBps")) },
                make: {
                    var bps: Int?
                    if !typed.trimmingCharacters(in: .whitespaces).isEmpty {
                        // `exactly`: a number too large for an Int (1e300) is no commission, not a crash.
                        guard case .number(let value)? = FormNumber.json(typed, scale: 100),
                            let exact = Int(exactly: value)
                        else {
                            throw ValidationFailure([
                                FieldError(
                                    field: "commissionBps", code: "wrong_type", message: "Enter a percent such as 12.5."
                                )
                            ])
                        }
                        bps = exact
                    }
                    try pages.terms.setCommission(bps, of: id, by: user)
                    return "commission"
                })
        }
        web.adminForm("/admin/restaurants/:id/reinstate") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            return try pages.changeRestaurant(id, post, user) {
                _ = try pages.restaurants.reinstate(id, by: user)
                return "reinstated"
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

    /// Decides on an application (`make` answers the notice's key), back to the list; a refusal shows the list
    /// again, a bad field where `fields` puts it and any other refusal at the top.
    private func changeList(
        _ post: WebForm, _ user: UserAccount,
        fields: (inout ConsoleRestaurantsPage, InlineRefusal) -> Void = { _, _ in }, make: () throws -> String
    ) throws -> Response {
        try context.answer(
            post.request, act: { .redirect(to: "/admin/restaurants?done=" + (try make())) },
            again: { csrf, refusal in
                var page = try listPage(csrf, "", user)
                if refusal.issues.isEmpty { page.refusal = refusal.message } else { fields(&page, refusal) }
                return page.render()
            })
    }

    private func restaurantPage(_ csrf: CSRF, _ id: ID<Restaurant>, _ user: UserAccount) throws
        -> ConsoleRestaurantPage
    {
        ConsoleRestaurantPage(context: context, csrf: csrf, overview: try restaurants.overview(of: id, by: user))
    }

    /// Changes a restaurant (`make` answers the notice's key), back to its page; a refusal shows the page again, a
    /// bad field where `fields` puts it and any other refusal at the top.
    private func changeRestaurant(
        _ id: ID<Restaurant>, _ post: WebForm, _ user: UserAccount,
        fields: (inout ConsoleRestaurantPage, InlineRefusal) -> Void = { _, _ in }, make: () throws -> String
    ) throws -> Response {
        try context.answer(
            post.request, act: { .redirect(to: "/admin/restaurants/\(id.rawValue)?done=" + (try make())) },
            again: { csrf, refusal in
                var page = try restaurantPage(csrf, id, user)
                if refusal.issues.isEmpty { page.refusal = refusal.message } else { fields(&page, refusal) }
                return page.render()
            })
    }
}
