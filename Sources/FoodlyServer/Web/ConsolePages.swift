import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// The operator's console on the web (operators only, `WebRouter.adminPage`): its first page lists the parts and
/// the mail queue, whose given-up mails an operator sends again.
struct ConsolePages {
    let context: WebContext
    /// The mail queue, when this server sends mail.
    let outbox: MailOutbox?

    /// What the first page says after "Try again".
    static let notices = ["retried": "The mail is queued again and goes out within a second."]

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin") { request, _ in
            let csrf = CSRF(request: request)
            var page = try pages.home(request, csrf: csrf)
            page.notice = request.query["done"].flatMap { ConsolePages.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/mail/retry") { post, _ in
            guard let outbox = pages.outbox, try outbox.retry(post["messageId"] ?? "") else {
                throw Refusal.notFound("There is no such given-up mail.")
            }
            return .redirect(to: "/admin?done=retried#mail")
        }
    }

    private func home(_ request: Request, csrf: CSRF) throws -> ConsoleHomePage {
        let mail = try outbox.map { outbox in
            ConsoleHomePage.Mail(
                waiting: try outbox.waitingCount(), outcomes: outbox.outcomes, undelivered: try outbox.undelivered())
        }
        return ConsoleHomePage(
            console: context.console, mail: mail, csrf: csrf, clock: ClockTime(timeZone: BrowserTimeZone(request).zone))
    }
}
