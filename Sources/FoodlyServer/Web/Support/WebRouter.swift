import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Registers the web app's routes in two groups: pages (GET) and form posts (POST), each for anyone or for a
/// signed-in account. A form post is always read through the CSRF check (403 before its handler runs); it offers
/// no way to register a web POST without it. A signed-in handler receives the account; a signed-out visitor is
/// sent to sign in here, once for every such route.
struct WebRouter {
    let context: WebContext
    /// The routes so far; the web ones only through the methods below.
    private(set) var router: Router

    /// A page anyone may see, marked with who it was made for (`WebContext.viewer`).
    mutating func page(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        guestPage(pattern) { request, _ in try handler(request) }
    }

    /// A page anyone may see that shows a signed-in visitor more (a restaurant's, a dish's): the handler gets the
    /// account, nil for a guest, read once for the page and its viewer mark.
    mutating func guestPage(
        _ pattern: String, _ handler: @escaping @Sendable (Request, UserAccount?) throws -> Response
    ) {
        let context = self.context
        router.get(pattern) { request in
            let user = request.cookies[WebContext.sessionCookie] == nil ? nil : try context.user(request)
            var response = try handler(request, user)
            context.markViewer(&response, request: request, user: user)
            return response
        }
    }

    /// A page for a signed-in account.
    mutating func signedInPage(
        _ pattern: String, _ handler: @escaping @Sendable (Request, UserAccount) throws -> Response
    ) {
        let context = self.context
        router.get(pattern) { request in
            guard let user = try context.user(request) else { return WebRouter.signIn(request) }
            var response = try handler(request, user)
            context.markViewer(&response, request: request, user: user)
            return response
        }
    }

    /// A console page, for operators only (403 for any other account).
    mutating func adminPage(
        _ pattern: String, _ handler: @escaping @Sendable (Request, UserAccount) throws -> Response
    ) {
        signedInPage(pattern) { request, user in try handler(request, try WebRouter.operator(user)) }
    }

    /// A console form post, for operators only; the CSRF check comes first.
    mutating func adminForm(
        _ pattern: String, _ handler: @escaping @Sendable (WebForm, UserAccount) throws -> Response
    ) {
        signedInForm(pattern) { form, user in try handler(form, try WebRouter.operator(user)) }
    }

    /// A form post anyone may send (login, registration, logout).
    mutating func form(_ pattern: String, _ handler: @escaping @Sendable (WebForm) throws -> Response) {
        router.post(pattern) { request in try handler(try WebRouter.checkedForm(request)) }
    }

    /// A form post for a signed-in account; the CSRF check comes first.
    mutating func signedInForm(
        _ pattern: String, _ handler: @escaping @Sendable (WebForm, UserAccount) throws -> Response
    ) {
        let context = self.context
        router.post(pattern) { request in
            let form = try WebRouter.checkedForm(request)
            guard let user = try context.user(request) else { return WebRouter.signIn(request) }
            return try handler(form, user)
        }
    }

    /// A `multipart/form-data` post (a file upload) for a signed-in account; the CSRF check comes first.
    mutating func signedInUpload(
        _ pattern: String, _ handler: @escaping @Sendable (Request, MultipartForm, UserAccount) throws -> Response
    ) {
        let context = self.context
        router.post(pattern) { request in
            let form = try MultipartForm(body: request.body, contentType: request.headers["Content-Type"] ?? "")
            try CSRF.verify(request, form: form.fields)
            guard let user = try context.user(request) else { return WebRouter.signIn(request) }
            return try handler(request, form, user)
        }
    }

    /// `user` when they are an operator; else 403.
    private static func `operator`(_ user: UserAccount) throws -> UserAccount {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return user
    }

    /// The form of `request` once its CSRF token matched (415 for another body type, 403 for a bad token).
    private static func checkedForm(_ request: Request) throws -> WebForm {
        let fields = try request.form()
        try CSRF.verify(request, form: fields)
        return WebForm(request: request, fields: fields)
    }

    /// Where to send someone who is not signed in: onboarding on a customer's first visit, else login (always for
    /// the crew screens and the console: kitchen staff, couriers and operators are not shown the customer's welcome).
    private static func signIn(_ request: Request) -> Response {
        let crew = ["/kitchen", "/courier", "/admin"].contains {
            request.path == $0 || request.path.hasPrefix($0 + "/")
        }
        return .redirect(to: request.cookies[WebContext.onboardedCookie] == nil && !crew ? "/welcome/1" : "/login")
    }
}
