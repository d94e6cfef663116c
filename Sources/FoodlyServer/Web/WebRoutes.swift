import FoodlyHTML
import FoodlyHTTP

/// The pages of the mobile web app.
struct WebRoutes {
    let context: WebContext

    func register(in router: inout Router) {
        let context = self.context
        router.get("/") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            return context.page(HomePage(context: context, user: user).render())
        }
        AccountPages(context: context).register(in: &router)
    }

    /// Renders errors on web paths as HTML pages; API paths and non-HTML clients get problem+json.
    static func presentError(layout: Layout) -> Responder.ErrorPresenter {
        { error, request in
            let wantsHTML =
                !request.path.hasPrefix("/api/") && request.path != "/healthz" && request.path != "/metrics"
                && (request.headers["Accept"]?.contains("text/html") ?? false)
            guard wantsHTML else { return Responder.problem(error, requestID: request.requestID) }
            var response = Response.html(
                ErrorPage(layout: layout, error: error).render().render(), status: error.status)
            for (name, value) in error.headers { response.headers.set(name, value) }
            return response
        }
    }
}
