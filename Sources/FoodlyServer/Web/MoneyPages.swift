import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's order page and its two forms (operators only): a refund and a cancellation with a reason, each
/// answered with 303 back to the page and a notice, or the page again with the refusal under its field (422 for a
/// bad field, 409 for a refund past what is left or an order that has ended), by `MoneyService`, the API's rules.
struct MoneyPages {
    let context: WebContext
    let money: MoneyService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/orders/:id") { request, user in
            let csrf = CSRF(request: request)
            let id = ID<Order>(try request.parameter("id"))
            var page = try pages.page(id, csrf, for: user)
            page.done = request.query["done"]
            page.messages = try pages.context.messages.conversation(id, for: user)
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/orders/:id/refunds") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let typed = String((post["amount"] ?? "").prefix(20))
            let reason = post["reason"] ?? ""
            let bearer = RefundBearer(rawValue: post["bearer"] ?? RefundBearer.platform.rawValue)
            return try pages.context.answer(
                post.request,
                act: {
                    guard let bearer else {
                        throw ValidationFailure([
                            FieldError(field: "bearer", code: "invalid", message: "Choose who bears the refund.")
                        ])
                    }
                    guard let cents = Money.cents(dollars: typed) else {
                        throw ValidationFailure(
                            [
                                FieldError(
                                    field: "amount", code: "invalid", message: "Enter dollars and cents, like 4.50.")
                            ]
                                + Reason.issues(reason))
                    }
                    _ = try pages.money.refund(id, amount: cents, reason: reason, bearer: bearer, by: user)
                    return .redirect(to: "/admin/orders/\(id.rawValue)?done=refunded#order-money")
                },
                again: { csrf, refusal in
                    var page = try pages.page(id, csrf, for: user)
                    page.refundIssues = refusal.issues(under: "amount")
                    page.refundAmount = typed
                    page.refundReason = reason
                    page.refundBearer = bearer ?? .platform
                    return page.render()
                })
        }
        pages.reasonForm(&web, "deliver", done: "delivered", \.deliverIssues, \.deliverReason) { id, reason, user in
            _ = try pages.money.markDelivered(id, reason: reason, by: user)
        }
        pages.reasonForm(&web, "cancel", done: "cancelled", \.cancelIssues, \.cancelReason) { id, reason, user in
            _ = try pages.money.cancel(id, reason: reason, by: user)
        }
    }

    /// An order page's form that sends only a reason (`/admin/orders/:id/<action>`): `act` with it, then back to the
    /// order saying `done`; refused, the page again with the issues and the reason as typed in the form's fields.
    private func reasonForm(
        _ web: inout WebRouter, _ action: String, done: String,
        _ issues: WritableKeyPath<ConsoleOrderPage, [FieldError]> & Sendable,
        _ typed: WritableKeyPath<ConsoleOrderPage, String> & Sendable,
        act: @escaping @Sendable (ID<Order>, String, UserAccount) throws -> Void
    ) {
        let pages = self
        web.adminForm("/admin/orders/:id/\(action)") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let reason = post["reason"] ?? ""
            return try pages.context.answer(
                post.request,
                act: {
                    try act(id, reason, user)
                    return .redirect(to: "/admin/orders/\(id.rawValue)?done=\(done)")
                },
                again: { csrf, refusal in
                    var page = try pages.page(id, csrf, for: user)
                    page[keyPath: issues] = refusal.issues(under: "reason")
                    page[keyPath: typed] = reason
                    return page.render()
                })
        }
    }

    /// The order's page with the issues its customer reported (also to show a refused form on).
    func page(_ id: ID<Order>, _ csrf: CSRF, for user: UserAccount) throws -> ConsoleOrderPage {
        let found = try money.order(id)
        var page = ConsoleOrderPage(context: context, csrf: csrf, found: found)
        let (issues, customerIssues) = try context.issues.console(of: id, for: user)
        page.issues = ConsoleIssuesSection(
            issues: issues, customerIssues: customerIssues, remaining: found.money.remaining, csrf: csrf,
            clock: ClockTime(timeZone: found.details.restaurant.timeZone))
        return page
    }
}
