import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The restaurant's numbers and reviews on the web, for owners and managers (`NumbersService` refuses plain staff
/// with 403): the numbers page, the orders of a day, the weekly statement and its CSV, and the reviews with their reply forms (CSRF-checked posts
/// answered with a redirect, or the page again with the refused reply under its field).
struct NumbersPages {
    let context: WebContext
    let numbers: NumbersService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/kitchen/numbers") { request, user in
            let (from, to) = (request.query["from"] ?? "", request.query["to"] ?? "")
            do {
                let (restaurant, figures) = try pages.numbers.numbers(from: from, to: to, for: user)
                let page = NumbersPage(
                    context: pages.context, restaurant: restaurant, numbers: figures,
                    from: figures.days.first?.date.text ?? from, to: figures.days.last?.date.text ?? to)
                return pages.context.page(page.render())
            } catch let failure as ValidationFailure {
                let (restaurant, figures) = try pages.numbers.numbers(from: "", to: "", for: user)
                let page = NumbersPage(
                    context: pages.context, restaurant: restaurant, numbers: figures, from: from, to: to,
                    issue: failure.issues.first)
                return pages.context.page(page.render(), refusedWith: 422)
            }
        }
        web.signedInPage("/kitchen/numbers/day") { request, user in
            let (restaurant, date, orders, now) = try pages.numbers.orders(on: request.query["date"] ?? "", for: user)
            let page = SoldOrdersPage(
                context: pages.context, restaurant: restaurant, date: date, orders: orders, now: now)
            return pages.context.page(page.render())
        }
        web.signedInPage("/kitchen/numbers/statement") { request, user in
            let (restaurant, statement) = try pages.numbers.statement(week: request.query["week"] ?? "", for: user)
            return pages.context.page(
                StatementPage(context: pages.context, restaurant: restaurant, statement: statement).render())
        }
        web.signedInPage("/kitchen/numbers/statement.csv") { request, user in
            let (restaurant, statement) = try pages.numbers.statement(week: request.query["week"] ?? "", for: user)
            return Response.attachment(
                Array(StatementCSV.text(statement, in: restaurant.timeZone).utf8),
                contentType: "text/csv; charset=utf-8",
                filename: "foodly-statement-\(statement.from.text)-to-\(statement.to.text).csv")
        }
        web.signedInPage("/kitchen/numbers/statement.pdf") { request, user in
            let (restaurant, statement) = try pages.numbers.statement(week: request.query["week"] ?? "", for: user)
            return Response.attachment(
                try StatementPDF.bytes(statement, restaurant: restaurant), contentType: "application/pdf",
                filename: "foodly-statement-\(statement.from.text)-to-\(statement.to.text).pdf")
        }
        web.signedInPage("/kitchen/reviews") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.reviewsPage(csrf, user)
            page.notice = request.query["done"].flatMap { MerchantReviewsPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/reviews/:id/reply") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            let text = String((post["text"] ?? "").prefix(RestaurantReview.maxReplyLength * 2))
            return try pages.context.answer(
                post.request,
                act: {
                    try pages.numbers.reply(text, to: id, by: user)
                    return .redirect(to: "/kitchen/reviews?done=replied#review-\(id.rawValue)")
                },
                again: { csrf, refusal in
                    var page = try pages.reviewsPage(csrf, user)
                    page.refused = refusal.issues(under: "text").first.map { (id, text, $0) }
                    return page.render()
                })
        }
        web.signedInForm("/kitchen/reviews/:id/reply/remove") { post, user in
            let id = ID<Order>(try post.request.parameter("id"))
            try pages.numbers.removeReply(to: id, by: user)
            return .redirect(to: "/kitchen/reviews?done=removed#review-\(id.rawValue)")
        }
    }

    private func reviewsPage(_ csrf: CSRF, _ user: UserAccount) throws -> MerchantReviewsPage {
        let (restaurant, reviews) = try numbers.reviews(for: user)
        return MerchantReviewsPage(context: context, csrf: csrf, restaurant: restaurant, reviews: reviews)
    }
}
