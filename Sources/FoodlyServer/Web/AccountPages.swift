import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// Onboarding, login, registration, profile and logout for the web app. They call `AccountService`
/// directly (not the JSON API) and answer with pages or redirects.
struct AccountPages {
    let context: WebContext

    func register(in router: inout Router) {
        let context = self.context
        router.get("/welcome/:number") { request in
            let text = try request.parameter("number")
            if text == "done" {
                var response = Response.redirect(to: "/login")
                response.setCookie(context.onboardedCookie())
                return response
            }
            guard let number = Int(text), (1...OnboardingPage.slides.count).contains(number) else {
                throw HTTPError(status: 404, code: "not_found", detail: "There is no such welcome page.")
            }
            return context.page(OnboardingPage(context: context, number: number).render())
        }
        router.get("/login") { request in
            if try context.user(request) != nil { return .redirect(to: "/") }
            let csrf = CSRF(request: request)
            return context.page(LoginPage(context: context, csrf: csrf).render(), csrf: csrf)
        }
        router.post("/login") { request in try login(request) }
        router.get("/register") { request in
            if try context.user(request) != nil { return .redirect(to: "/") }
            let csrf = CSRF(request: request)
            return context.page(RegisterPage(context: context, csrf: csrf).render(), csrf: csrf)
        }
        router.post("/register") { request in try registerAccount(request) }
        router.get("/profile") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            let csrf = CSRF(request: request)
            let page = ProfilePage(
                context: context, csrf: csrf, user: user, form: ProfileForm(user), saved: request.query["saved"] == "1")
            return context.page(page.render(), csrf: csrf)
        }
        router.post("/profile") { request in try saveProfile(request) }
        router.post("/logout") { request in
            try CSRF.verify(request, form: request.form())
            if let token = request.cookies[WebContext.sessionCookie] { try context.accounts.logout(token: token) }
            var response = Response.redirect(to: "/login")
            response.setCookie(.expired(WebContext.sessionCookie, secure: context.secureCookies))
            return response
        }
    }

    private func login(_ request: Request) throws -> Response {
        let form = try request.form()
        try CSRF.verify(request, form: form)
        let csrf = CSRF(request: request)
        let email = form["email"] ?? ""
        var page = LoginPage(context: context, csrf: csrf, email: email)
        let issues =
            (Text.clean(email).isEmpty
                ? [ValidationIssue(field: "email", code: "required", message: "Enter your email.")] : [])
            + ((form["password"] ?? "").isEmpty
                ? [ValidationIssue(field: "password", code: "required", message: "Enter your password.")] : [])
        if !issues.isEmpty {
            page.issues = issues
            return context.page(page.render(), status: 422, csrf: csrf)
        }
        do {
            let signedIn = try context.accounts.login(
                email: email, password: form["password"] ?? "", clientAddress: request.remoteAddress)
            return context.signedIn(token: signedIn.token)
        } catch let error as AccountError {
            guard let problem = ErrorMapping.httpError(for: error) else { throw error }
            page.formError = problem.detail
            var response = context.page(page.render(), status: problem.status, csrf: csrf)
            if let retry = problem.headers["Retry-After"] { response.headers.set("Retry-After", retry) }
            return response
        }
    }

    private func registerAccount(_ request: Request) throws -> Response {
        let form = try request.form()
        try CSRF.verify(request, form: form)
        let csrf = CSRF(request: request)
        let registration = Registration(
            fullName: form["fullName"] ?? "", email: form["email"] ?? "", password: form["password"] ?? "")
        var page = RegisterPage(
            context: context, csrf: csrf, fullName: registration.fullName, email: registration.email)
        do {
            return context.signedIn(token: try context.accounts.register(registration).token)
        } catch let failure as ValidationFailure {
            page.issues = failure.issues
        } catch AccountError.emailTaken {
            page.issues = [
                ValidationIssue(
                    field: "email", code: "email_taken",
                    message: "This email address is already registered. Log in instead?")
            ]
        }
        return context.page(page.render(), status: 422, csrf: csrf)
    }

    private func saveProfile(_ request: Request) throws -> Response {
        guard let user = try context.user(request) else { return context.signInRedirect(request) }
        let parameters = try request.form()
        try CSRF.verify(request, form: parameters)
        let form = ProfileForm(parameters)
        let (changes, formIssues) = form.changes()
        let issues: [ValidationIssue]
        do {
            _ = try context.accounts.updateProfile(of: user, with: changes, inputIssues: formIssues)
            return .redirect(to: "/profile?saved=1")
        } catch let failure as ValidationFailure {
            issues = failure.issues
        }
        let csrf = CSRF(request: request)
        let page = ProfilePage(context: context, csrf: csrf, user: user, form: form, issues: issues)
        return context.page(page.render(), status: 422, csrf: csrf)
    }
}
