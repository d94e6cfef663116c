import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared
import Foundation

/// Issues with delivered orders on the web: the customer's report from the order page, the console's list of open
/// issues and the answer form on the console's order page. Plain forms answered with 303 back to the order, or the
/// page again with the refusal under its field (the words and the refund as typed), by ``OrderIssueService``.
struct IssuePages {
    let context: WebContext
    let money: MoneyService

    func register(in web: inout WebRouter) {
        let pages = self
        let context = self.context
        // A multipart form: the customer's words and, when they took one, a photo.
        web.signedInUpload("/orders/:id/issues") { request, form, user in
            let id = ID<Order>(try request.parameter("id"))
            let draft = OrderIssueDraft(
                kind: OrderIssueKind(rawValue: form.fields["kind"] ?? "") ?? .missingItem,
                details: String((form.fields["details"] ?? "").prefix(OrderIssue.maxDetails * 4)))
            let photo = form.files["photo"].flatMap { $0.bytes.isEmpty ? nil : ($0.bytes, $0.mediaType) }
            return try context.answer(
                request,
                act: {
                    _ = try context.issues.report(draft, photo: photo, about: id, by: user)
                    return .redirect(to: "/orders/\(id.rawValue)#order-issues")
                },
                again: { csrf, refusal in
                    var page = OrderPage(
                        context: context, csrf: csrf, details: try context.orders.order(id, for: user),
                        justPlaced: false, now: Date())
                    page.issues = try context.issues.issues(about: id, for: user)
                    page.issueForm = (refusal.issues(under: "details"), draft)
                    return page.render()
                })
        }
        web.signedInPage("/issues/:id/photo") { request, user in
            try IssueRoutes.photo(try request.parameter("id"), for: user, context.issues)
        }
        web.adminPage("/admin/issues") { request, user in
            let page = ConsoleIssuesPage(
                console: context.console, cases: try context.issues.open(for: user),
                clock: ClockTime(timeZone: BrowserTimeZone(request).zone))
            return context.page(page.render())
        }
        web.adminForm("/admin/issues/:id/answer") { post, user in
            let id = try post.request.parameter("id")
            let typed = String((post["refund"] ?? "").prefix(20))
            let words = String((post["answer"] ?? "").prefix(Reason.maxLength * 4))
            let bearer = RefundBearer(rawValue: post["bearer"] ?? "") ?? .restaurant
            return try context.answer(
                post.request,
                act: {
                    let trimmed = typed.trimmingCharacters(in: .whitespaces)
                    guard let cents = trimmed.isEmpty ? 0 : Money.cents(dollars: trimmed) else {
                        throw ValidationFailure([
                            FieldError(
                                field: "refund", code: "invalid", message: "Enter dollars and cents, like 4.50.")
                        ])
                    }
                    let answered = try context.issues.answer(
                        id, OrderIssueAnswer(refund: cents, bearer: bearer, answer: words), by: user)
                    return .redirect(to: "/admin/orders/\(answered.orderId)?done=answered#issues")
                },
                again: { csrf, refusal in
                    let orderID = ID<Order>(try context.issues.issue(id, for: user).orderId)
                    var page = try MoneyPages(context: context, money: pages.money).page(orderID, csrf, for: user)
                    page.issues?.refused = ConsoleIssuesSection.Refused(
                        issueID: id, problems: refusal.issues(under: "refund"), refund: typed, bearer: bearer,
                        answer: words)
                    return page.render()
                })
        }
    }
}
