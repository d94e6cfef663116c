import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's customers (operators only): a search by email, name or order number, each account with its
/// orders, and the lock and unlock forms (CSRF-checked posts answered with a redirect, or the page again with the
/// refused reason under its field).
struct CustomerPages {
    let context: WebContext
    let directory: AccountDirectory

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/customers") { request, _ in
            let query = request.query["q"] ?? ""
            do {
                let page = CustomersPage(
                    console: pages.context.console, query: query, accounts: try pages.directory.find(query),
                    searched: request.query["q"] != nil)
                return pages.context.page(page.render())
            } catch let outOfBounds as QueryOutOfBounds {
                let message = outOfBounds.message.prefix(1).uppercased() + outOfBounds.message.dropFirst()
                let issue = FieldError(field: "q", code: "too_long", message: message)
                let page = CustomersPage(
                    console: pages.context.console, query: String(query.prefix(AuditSearch.maxTextLength)),
                    accounts: [], searched: true, issues: [issue])
                return pages.context.page(page.render(), refusedWith: 400)
            }
        }
        web.adminPage("/admin/customers/:id") { request, _ in
            let csrf = CSRF(request: request)
            var page = try pages.accountPage(ID(try request.parameter("id")), request: request, csrf: csrf)
            page.notice = request.query["done"].flatMap { CustomerPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/customers/:id/lock") { post, user in
            let id = ID<UserAccount>(try post.request.parameter("id"))
            let reason = String((post["reason"] ?? "").prefix(Reason.maxLength * 2))
            return try pages.change(id, post, reason: reason) {
                _ = try pages.directory.lock(id, reason: reason, by: user)
                return "locked"
            }
        }
        web.adminForm("/admin/customers/:id/unlock") { post, user in
            let id = ID<UserAccount>(try post.request.parameter("id"))
            return try pages.change(id, post, reason: "") {
                _ = try pages.directory.unlock(id, by: user)
                return "unlocked"
            }
        }
    }

    private func accountPage(_ id: ID<UserAccount>, request: Request, csrf: CSRF) throws -> CustomerPage {
        let (record, orders) = try directory.account(id)
        return CustomerPage(
            console: context.console, csrf: csrf, record: record, orders: orders,
            time: ClockTime(timeZone: BrowserTimeZone(request).zone))
    }

    /// Locks or unlocks (`make` answers the notice's key), back to the account; a refusal shows the account again
    /// with the reason typed and the refusal under its field.
    private func change(_ id: ID<UserAccount>, _ post: WebForm, reason: String, _ make: () throws -> String) throws
        -> Response
    {
        try context.answer(
            post.request, act: { .redirect(to: "/admin/customers/\(id.rawValue)?done=" + (try make())) },
            again: { csrf, refusal in
                var page = try accountPage(id, request: post.request, csrf: csrf)
                page.issues = refusal.issues
                page.refusal = refusal.sentence
                page.reason = reason
                return page.render()
            })
    }
}
