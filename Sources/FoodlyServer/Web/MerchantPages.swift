import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// Restaurants joining and their staff: the application form and its status under Profile, and the staff page
/// from the kitchen screen. Plain forms (CSRF-checked) answered with a redirect, or the page again with every bad
/// field named (422) by `MerchantService`, the API's own rules; a refusal (one application already waiting, the
/// last owner, a manager's reach past plain staff) is shown on the page with its status.
struct MerchantPages {
    let context: WebContext
    let merchants: MerchantService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/profile/restaurant") { request, user in
            let csrf = CSRF(request: request)
            let page = RestaurantApplicationPage(
                context: pages.context, csrf: csrf, user: user,
                latest: try pages.merchants.applications(for: user).first, sent: request.query["done"] == "sent")
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/profile/restaurant") { post, user in
            var form = RestaurantApplicationForm(post.fields)
            if post["find"] != nil {
                // Find: the form again with the matches to pick from (a place picked before is forgotten), nothing
                // sent.
                form.values["location.latitude"] = nil
                form.values["location.longitude"] = nil
                let csrf = CSRF(request: post.request)
                var page = RestaurantApplicationPage(
                    context: pages.context, csrf: csrf, user: user,
                    latest: try pages.merchants.applications(for: user).first, form: form)
                page.matches = try pages.context.addresses.search(
                    String(form["location.address"].prefix(AddressQuery.maxLength)), limit: 5)
                return pages.context.page(page.render(), csrf: csrf)
            }
            try form.applyPick(pages.context.addresses)
            return try pages.context.answer(
                post.request,
                act: {
                    _ = try pages.merchants.apply(form.request(), by: user)
                    return .redirect(to: "/profile/restaurant?done=sent")
                },
                again: { csrf, refusal in
                    var page = RestaurantApplicationPage(
                        context: pages.context, csrf: csrf, user: user,
                        latest: try pages.merchants.applications(for: user).first, form: form)
                    page.issues = refusal.issues
                    page.refusal = refusal.sentence
                    return page.render()
                })
        }
        web.page("/staff/join") { request in
            if let token = request.query["token"] { return try pages.keepInvitation(token, request) }
            let csrf = CSRF(request: request)
            let page = StaffJoinPage(context: pages.context, csrf: csrf, state: try pages.joinState(request))
            var response = pages.context.page(page.render(), csrf: csrf)
            if page.state.endsInvitation, request.cookies[WebContext.inviteCookie] != nil {
                response.setCookie(pages.inviteCookie("", maxAge: 0))  // logging in no longer leads here
            }
            return response
        }
        web.signedInForm("/staff/join") { post, user in
            try pages.context.answer(
                post.request,
                act: {
                    _ = try pages.merchants.accept(
                        token: post.request.cookies[WebContext.inviteCookie] ?? "", by: user)
                    var response = Response.redirect(to: "/kitchen")
                    response.setCookie(pages.inviteCookie("", maxAge: 0))
                    return response
                },
                again: { csrf, refusal in
                    var page = StaffJoinPage(
                        context: pages.context, csrf: csrf, state: try pages.joinState(post.request))
                    page.refusal = refusal.message
                    return page.render()
                })
        }
        web.signedInPage("/kitchen/staff") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.staffPage(csrf, user)
            page.notice = request.query["done"].flatMap { StaffPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/staff/invites") { post, user in
            let email = String((post["email"] ?? "").prefix(AccountRules.maxEmailLength + 1))
            let role = StaffRole(rawValue: post["role"] ?? "") ?? .staff
            return try pages.change(post, user, done: "invited", email: email, role: role) {
                _ = try pages.merchants.invite(email: email, role: try MerchantPages.role(post), by: user)
            }
        }
        // Before the member routes: `invites` is not a member's id.
        web.signedInForm("/kitchen/staff/invites/:action") { post, user in
            let email = String((post["email"] ?? "").prefix(AccountRules.maxEmailLength + 1))
            switch try post.request.parameter("action") {
            case "revoke":
                return try pages.change(post, user, done: "revoked") {
                    try pages.merchants.revokeInvite(email: email, by: user)
                }
            case "resend":
                return try pages.change(post, user, done: "resent") {
                    _ = try pages.merchants.resendInvite(email: email, by: user)
                }
            default: throw Refusal.notFound("There is no such action.")
            }
        }
        web.signedInForm("/kitchen/staff/:id/role") { post, user in
            let id = ID<UserAccount>(try post.request.parameter("id"))
            return try pages.change(post, user, done: "role") {
                try pages.merchants.changeRole(of: id, to: try MerchantPages.role(post), by: user)
            }
        }
        web.signedInForm("/kitchen/staff/:id/remove") { post, user in
            let id = ID<UserAccount>(try post.request.parameter("id"))
            return try pages.change(post, user, done: "removed") { try pages.merchants.remove(id, by: user) }
        }
    }

    /// An invitation link's answer: a working token moves into the invite cookie (for as long as an invitation
    /// can work) and the browser goes on to `/staff/join`, whose address holds no token; a dead link shows the page
    /// saying so. Sent without a referrer either way.
    private func keepInvitation(_ token: String, _ request: Request) throws -> Response {
        guard try merchants.invitation(token: token) != nil else {
            let page = StaffJoinPage(context: context, csrf: CSRF(request: request), state: .linkInvalid)
            return AccountRecoveryPages.withoutReferrer(context.page(page.render()))
        }
        var response = Response.redirect(to: "/staff/join")
        response.setCookie(inviteCookie(token, maxAge: Int(StaffRules.inviteLifetime)))
        return AccountRecoveryPages.withoutReferrer(response)
    }

    /// Where the visitor of `/staff/join` stands with the invitation its cookie holds.
    private func joinState(_ request: Request) throws -> StaffJoinPage.State {
        guard let (invite, restaurant) = try merchants.invitation(token: request.cookies[WebContext.inviteCookie] ?? "")
        else { return .linkInvalid }
        guard let user = try context.user(request) else { return .signedOut(invite, restaurant: restaurant) }
        guard user.email == invite.email else {
            return .otherAccount(invite, restaurant: restaurant, signedInAs: user.email)
        }
        let free = try merchants.role(of: user) == nil
        return user.role == .customer && free
            ? .ready(invite, restaurant: restaurant) : .cannotJoin(invite, restaurant: restaurant)
    }

    /// The invite cookie holding `token` for `maxAge` seconds (0 removes it); sent everywhere, so that logging in or
    /// registering can lead back to `/staff/join`.
    private func inviteCookie(_ token: String, maxAge: Int) -> SetCookie {
        SetCookie(name: WebContext.inviteCookie, value: token, maxAge: maxAge, secure: context.secureCookies)
    }

    /// The posted `role`; a bad one is a 422 naming the field.
    private static func role(_ post: WebForm) throws -> StaffRole {
        guard let role = StaffRole(rawValue: post["role"] ?? "") else {
            throw ValidationFailure([
                FieldError(field: "role", code: "invalid", message: "Choose owner, manager or staff.")
            ])
        }
        return role
    }

    /// The staff page for `user`: the overview for owners and managers, the note for plain staff (anyone else is
    /// refused by `MerchantService`).
    private func staffPage(_ csrf: CSRF, _ user: UserAccount) throws -> StaffPage {
        let overview = try merchants.role(of: user) == .staff ? nil : try merchants.staff(for: user)
        return StaffPage(context: context, csrf: csrf, overview: overview, viewer: user.id)
    }

    /// Makes a change to the staff and redirects to the page saying `done`; a bad field or a refusal shows the page
    /// again with it (the invite form keeps what was typed).
    private func change(
        _ post: WebForm, _ user: UserAccount, done: String, email: String = "", role: StaffRole = .staff,
        _ make: () throws -> Void
    ) throws -> Response {
        try context.answer(
            post.request,
            act: {
                try make()
                return .redirect(to: "/kitchen/staff?done=\(done)")
            },
            again: { csrf, refusal in
                var page = try staffPage(csrf, user)
                (page.inviteEmail, page.inviteRole) = (email, role)
                page.issues = refusal.issues
                page.refusal =
                    refusal.issues.isEmpty ? refusal.message : refusal.issues.first { $0.field != "email" }?.message
                return page.render()
            })
    }
}
