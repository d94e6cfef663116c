import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's live board (operators only): the page, and the reassign form, which answers with a redirect back
/// to the order's row (303), or the board again with the refusal (the API's status and sentence).
struct BoardPages {
    let context: WebContext
    let board: BoardService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/board") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.page(request, csrf, user)
            if let number = request.query["reassigned"].flatMap(Int.init),
                let line = page.board.lines.first(where: { $0.flight.order.number == number })
            {
                page.notice = "Order #\(number) now goes with \(line.courier?.name ?? "no courier")."
            }
            if let number = request.query["offered"].flatMap(Int.init) {
                page.notice = "Order #\(number) is offered to every courier on duty: the first to accept takes it."
            }
            return pages.context.page(page.render(), csrf: csrf)
        }
        registerOffers(in: &web)
        web.adminForm("/admin/board/orders/:id/courier") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let courier = String((post["courierId"] ?? "").prefix(BoardService.maxCourierIDLength + 1))
            return try pages.context.answer(
                post.request,
                act: {
                    let number = try pages.board.reassign(id, to: courier, by: user).order.number
                    return .redirect(to: "/admin/board?reassigned=\(number)#order-\(number)")
                },
                again: { csrf, refusal in
                    var page = try pages.page(post.request, csrf, user)
                    page.refusal = refusal.firstMessage
                    return page.render()
                })
        }
    }

    /// `POST /admin/board/orders/:id/offers`: the order offered to every courier on duty, then back to its row.
    private func registerOffers(in web: inout WebRouter) {
        let pages = self
        web.adminForm("/admin/board/orders/:id/offers") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            return try pages.context.answer(
                post.request,
                act: {
                    let number = try pages.board.offerToEveryone(id, by: user).number
                    return .redirect(to: "/admin/board?offered=\(number)#order-\(number)")
                },
                again: { csrf, refusal in
                    var page = try pages.page(post.request, csrf, user)
                    page.refusal = refusal.firstMessage
                    return page.render()
                })
        }
    }

    private func page(_ request: Request, _ csrf: CSRF, _ user: UserAccount) throws -> BoardPage {
        BoardPage(
            console: context.console, csrf: csrf, board: try board.board(for: user),
            clock: ClockTime(timeZone: BrowserTimeZone(request).zone))
    }
}
