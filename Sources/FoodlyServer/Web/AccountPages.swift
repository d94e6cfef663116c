import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// Onboarding, login, registration, profile and logout for the web app. They call `AccountService`
/// directly (not the JSON API) and answer with pages or redirects.
struct AccountPages {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        web.page("/welcome/:number") { request in
            let text = try request.parameter("number")
            if text == "done" {
                // Onboarding is shown to someone new to this browser: they create an account (Log in is a link away).
                var response = Response.redirect(to: "/register")
                response.setCookie(context.onboardedCookie())
                return response
            }
            guard let number = Int(text), (1...OnboardingPage.slides.count).contains(number) else {
                throw Refusal.notFound("There is no such welcome page.")
            }
            return context.page(OnboardingPage(context: context, number: number).render())
        }
        web.page("/login") { request in
            let next = SignInReturn(request.query["next"])
            if let user = try context.user(request) {
                return .redirect(to: next?.path ?? WebContext.home(of: user.role))
            }
            let csrf = CSRF(request: request)
            return context.page(LoginPage(context: context, csrf: csrf, next: next).render(), csrf: csrf)
        }
        web.form("/login") { form in try login(form) }
        web.page("/register") { request in
            let next = SignInReturn(request.query["next"])
            if try context.user(request) != nil { return .redirect(to: next?.path ?? "/") }
            let csrf = CSRF(request: request)
            return context.page(RegisterPage(context: context, csrf: csrf, next: next).render(), csrf: csrf)
        }
        web.form("/register") { form in try registerAccount(form) }
        web.signedInPage("/profile") { request, user in
            let csrf = CSRF(request: request)
            let target = try context.targets.target(for: user)
            let page = ProfilePage(
                context: context, csrf: csrf, user: user, form: ProfileForm(user),
                saved: request.query["saved"].flatMap(ProfilePage.Saved.init), target: target,
                targetForm: target.profile.map(BodyProfileForm.init) ?? BodyProfileForm(),
                deliveryAddress: try context.carts.deliveryAddress(for: user))
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/profile") { form, user in try saveProfile(form, user) }
        web.signedInForm("/profile/target") { form, user in try saveTarget(form, user) }
        web.signedInForm("/profile/target/forget") { _, user in
            try context.targets.forget(for: user)
            return .redirect(to: "/profile?saved=forgotten#target")
        }
        web.form("/logout") { form in
            if let token = form.request.cookies[WebContext.sessionCookie] { try context.accounts.logout(token: token) }
            var response = Response.redirect(to: "/login")
            response.setCookie(.expired(WebContext.sessionCookie, secure: context.secureCookies))
            // The pages the app kept for offline use were this person's (app.js also forgets them).
            response.headers.set("Clear-Site-Data", "\"cache\"")
            return response
        }
        AccountRecoveryPages(context: context).register(in: &web)
    }

    private func login(_ form: WebForm) throws -> Response {
        let email = form["email"] ?? ""
        let issues =
            (Text.clean(email).isEmpty
                ? [FieldError(field: "email", code: "required", message: "Enter your email.")]
                : AccountRules.emailIssues(email))
            + ((form["password"] ?? "").isEmpty
                ? [FieldError(field: "password", code: "required", message: "Enter your password.")] : [])
        return try context.answer(
            form.request,
            act: {
                try ValidationFailure.check(issues)
                let signedIn = try context.accounts.login(
                    email: email, password: form["password"] ?? "", clientAddress: form.request.remoteAddress,
                    device: form.request.cookies[WebContext.deviceCookie])
                return context.signedIn(signedIn, request: form.request, next: SignInReturn(form["next"]))
            },
            again: { csrf, refusal in
                var page = LoginPage(context: context, csrf: csrf, email: email, next: SignInReturn(form["next"]))
                page.issues = refusal.issues
                page.formError = refusal.sentence
                return page.render()
            })
    }

    private func registerAccount(_ form: WebForm) throws -> Response {
        let registration = Registration(
            fullName: form["fullName"] ?? "", email: form["email"] ?? "", password: form["password"] ?? "")
        return try context.answer(
            form.request,
            act: {
                context.signedIn(
                    try context.accounts.register(registration, clientAddress: form.request.remoteAddress),
                    request: form.request, next: SignInReturn(form["next"]))
            },
            again: { csrf, refusal in
                var page = RegisterPage(
                    context: context, csrf: csrf, fullName: registration.fullName, email: registration.email,
                    next: SignInReturn(form["next"]))
                page.issues =
                    refusal.code == AccountError.emailTaken.code
                    ? [
                        FieldError(
                            field: "email", code: refusal.code,
                            message: "This email address is already registered. Log in instead?")
                    ] : refusal.issues(under: "email")
                return page.render()
            })
    }

    private func saveProfile(_ post: WebForm, _ user: UserAccount) throws -> Response {
        let form = ProfileForm(post.fields)
        let (changes, formIssues) = form.changes()
        return try context.answer(
            post.request,
            act: {
                _ = try context.accounts.updateProfile(of: user, with: changes, inputIssues: formIssues)
                return .redirect(to: "/profile?saved=1")
            },
            again: { csrf, refusal in
                let target = try context.targets.target(for: user)
                return ProfilePage(
                    context: context, csrf: csrf, user: user, form: form, issues: refusal.issues(under: "fullName"),
                    target: target, targetForm: target.profile.map(BodyProfileForm.init) ?? BodyProfileForm(),
                    deliveryAddress: try context.carts.deliveryAddress(for: user)
                ).render()
            })
    }

    private func saveTarget(_ post: WebForm, _ user: UserAccount) throws -> Response {
        let form = BodyProfileForm(post.fields)
        return try context.answer(
            post.request,
            act: {
                _ = try context.targets.save(try form.profile(), for: user)
                return .redirect(to: "/profile?saved=target#target")
            },
            again: { csrf, refusal in
                ProfilePage(
                    context: context, csrf: csrf, user: user, form: ProfileForm(user),
                    target: try context.targets.target(for: user), targetForm: form,
                    targetIssues: refusal.issues(under: "kg"),
                    deliveryAddress: try context.carts.deliveryAddress(for: user)
                ).render()
            })
    }
}
