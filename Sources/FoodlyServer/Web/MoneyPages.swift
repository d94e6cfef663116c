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
        web.adminPage("/admin/orders/:id") { request, _ in
            let csrf = CSRF(request: request)
            var page = ConsoleOrderPage(
                context: pages.context, csrf: csrf, found: try pages.money.order(ID(try request.parameter("id"))))
            page.done = request.query["done"]
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/orders/:id/refunds") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let typed = String((post["amount"] ?? "").prefix(20))
            let reason = post["reason"] ?? ""
            do {
                guard let cents = Money.cents(dollars: typed) else {
                    throw ValidationFailure(
                        [FieldError(field: "amount", code: "invalid", message: "Enter dollars and cents, like 4.50.")]
                            + Reason.issues(reason))
                }
                _ = try pages.money.refund(id, amount: cents, reason: reason, by: user)
                return .redirect(to: "/admin/orders/\(id.rawValue)?done=refunded#order-money")
            } catch let error as DomainError {
                let issues = try MoneyPages.issues(error, field: "amount")
                return try pages.again(id, post, status: InlineRefusal(error).status) { page in
                    page.refundIssues = issues
                    page.refundAmount = typed
                    page.refundReason = reason
                }
            }
        }
        web.adminForm("/admin/orders/:id/cancel") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let reason = post["reason"] ?? ""
            do {
                _ = try pages.money.cancel(id, reason: reason, by: user)
                return .redirect(to: "/admin/orders/\(id.rawValue)?done=cancelled")
            } catch let error as DomainError {
                let issues = try MoneyPages.issues(error, field: "reason")
                return try pages.again(id, post, status: InlineRefusal(error).status) { page in
                    page.cancelIssues = issues
                    page.cancelReason = reason
                }
            }
        }
    }

    /// A form's refusal as issues under its fields: a bad field's own, or the refusal (past what is left, an order
    /// that has ended) under `field`. An unknown order is not a form's refusal: it is answered 404.
    private static func issues(_ error: any DomainError, field: String) throws -> [FieldError] {
        if !error.fieldErrors.isEmpty { return error.fieldErrors }
        guard error.kind == .conflict else { throw error }
        return [FieldError(field: field, code: error.code, message: error.message)]
    }

    /// The order's page again after a refused form, with its issues and what was typed (set by `refused`).
    private func again(
        _ id: ID<Order>, _ post: WebForm, status: Int, _ refused: (inout ConsoleOrderPage) -> Void
    ) throws -> Response {
        let csrf = CSRF(request: post.request)
        var page = ConsoleOrderPage(context: context, csrf: csrf, found: try money.order(id))
        refused(&page)
        return context.page(page.render(), status: status, csrf: csrf)
    }
}
