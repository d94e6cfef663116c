import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// "Forgot your password?" (`/forgot`), the page a reset link opens (`/reset?token=…`), the page a confirmation
/// link opens (`/verify?token=…`) and "Send the link again" on the Profile.
///
/// Answers to an address that carries a token are sent with `Referrer-Policy: no-referrer`, so the token never
/// leaves in a `Referer`, and hold no form (a browser sends `Origin: null` from such a page, which the CSRF check
/// refuses): a working reset link's token moves into a cookie for `/reset` only (HttpOnly, as long as the link
/// works) and the browser is sent on to `/reset`, whose form has no token in its address or its fields.
struct AccountRecoveryPages {
    let context: WebContext
    /// The cookie that holds a reset link's token between the link and the form.
    static let resetCookie = "foodly_reset"

    func register(in web: inout WebRouter) {
        let context = self.context
        web.page("/forgot") { request in
            let csrf = CSRF(request: request)
            let page = ForgotPasswordPage(context: context, csrf: csrf, sent: request.query["sent"] == "1")
            return context.page(page.render(), csrf: csrf)
        }
        web.form("/forgot") { form in try requestReset(form) }
        web.page("/reset") { request in
            let csrf = CSRF(request: request)
            if let token = request.query["token"] {
                let page = ResetPasswordPage(context: context, csrf: csrf, state: .linkInvalid)
                guard try context.recovery.resetLinkWorks(token: token) else {
                    return AccountRecoveryPages.withoutReferrer(context.page(page.render()))
                }
                var response = Response.redirect(to: "/reset")
                response.setCookie(resetCookie(token, maxAge: Int(AccountTokenPurpose.passwordReset.lifetime)))
                return AccountRecoveryPages.withoutReferrer(response)
            }
            let token = request.cookies[AccountRecoveryPages.resetCookie] ?? ""
            let state: ResetPasswordPage.State =
                request.query["done"] == "1"
                ? .done : try context.recovery.resetLinkWorks(token: token) ? .form : .linkInvalid
            let page = ResetPasswordPage(context: context, csrf: csrf, state: state)
            return context.page(page.render(), csrf: csrf)
        }
        web.form("/reset") { form in try resetPassword(form) }
        web.page("/verify") { request in
            let user = try context.user(request)
            let outcome: VerifyEmailPage.Outcome
            do {
                try context.recovery.confirmEmail(token: request.query["token"] ?? "")
                outcome = .confirmed
            } catch AccountError.linkInvalid {
                outcome = .linkInvalid(canResend: user.map { $0.emailVerifiedAt == nil } ?? false)
            }
            let page = VerifyEmailPage(context: context, outcome: outcome, signedIn: user != nil)
            return AccountRecoveryPages.withoutReferrer(context.page(page.render()))
        }
        web.signedInForm("/profile/verify-email") { form, user in try resendVerification(form, user) }
    }

    private func requestReset(_ form: WebForm) throws -> Response {
        let email = form["email"] ?? ""
        return try context.answer(
            form.request,
            act: {
                try context.recovery.requestPasswordReset(email: email, clientAddress: form.request.remoteAddress)
                return .redirect(to: "/forgot?sent=1")
            },
            again: { csrf, refusal in
                var page = ForgotPasswordPage(context: context, csrf: csrf, email: email)
                page.issues = refusal.issues
                page.formError = refusal.sentence
                return page.render()
            })
    }

    private func resetPassword(_ form: WebForm) throws -> Response {
        let token = form.request.cookies[AccountRecoveryPages.resetCookie] ?? ""
        return try context.answer(
            form.request,
            act: {
                try context.recovery.resetPassword(token: token, newPassword: form["password"] ?? "")
                var response = Response.redirect(to: "/reset?done=1")
                response.setCookie(.expired(WebContext.sessionCookie, secure: context.secureCookies))
                response.setCookie(resetCookie("", maxAge: 0))
                return response
            },
            again: { csrf, refusal in
                // A link that has expired or was used says so instead of showing the form again.
                guard refusal.code != AccountError.linkInvalid.code else {
                    return ResetPasswordPage(context: context, csrf: csrf, state: .linkInvalid).render()
                }
                var page = ResetPasswordPage(context: context, csrf: csrf, state: .form)
                page.issues = refusal.issues(under: "password")
                return page.render()
            })
    }

    private func resendVerification(_ form: WebForm, _ user: UserAccount) throws -> Response {
        try context.answer(
            form.request,
            act: {
                do {
                    try context.recovery.resendVerification(to: user, clientAddress: form.request.remoteAddress)
                } catch AccountError.alreadyVerified {
                    return .redirect(to: "/profile")
                }
                let sent = VerifyEmailPage.Outcome.sent(AccountRecoveryService.verificationSent(to: user.email))
                let csrf = CSRF(request: form.request)
                return context.page(
                    VerifyEmailPage(context: context, outcome: sent, signedIn: true).render(), csrf: csrf)
            },
            again: { _, refusal in
                VerifyEmailPage(context: context, outcome: .refused(refusal.message), signedIn: true).render()
            })
    }

    /// The reset cookie holding `token` for `maxAge` seconds (0 removes it), sent to `/reset` only.
    private func resetCookie(_ token: String, maxAge: Int) -> SetCookie {
        var cookie = SetCookie(
            name: AccountRecoveryPages.resetCookie, value: token, maxAge: maxAge, secure: context.secureCookies)
        cookie.path = "/reset"
        return cookie
    }

    /// `response` with `Referrer-Policy: no-referrer`: its page's address holds a token.
    static func withoutReferrer(_ response: Response) -> Response {
        var response = response
        response.headers.set("Referrer-Policy", "no-referrer")
        return response
    }
}
