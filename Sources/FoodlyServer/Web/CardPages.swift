import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Profile → Cards (`/profile/cards`), Use by default and Remove; only on a server that takes cards.
struct CardPages {
    let context: WebContext
    let cards: CardPayments

    func register(in web: inout WebRouter) {
        let context = self.context
        let cards = self.cards
        web.signedInPage("/profile/cards") { request, user in
            let csrf = CSRF(request: request)
            let page = SavedCardsPage(
                context: context, csrf: csrf, user: user, cards: try cards.cards(for: user),
                notice: request.query["removed"] == "1"
                    ? "The card is removed."
                    : request.query["default"] == "1" ? "Checkout now starts with that card." : nil)
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/profile/cards/:id/default") { form, user in
            _ = try cards.makeDefault(card: try form.request.parameter("id"), for: user)
            return .redirect(to: "/profile/cards?default=1")
        }
        web.signedInForm("/profile/cards/:id/remove") { form, user in
            try cards.remove(card: try form.request.parameter("id"), for: user)
            return .redirect(to: "/profile/cards?removed=1")
        }
    }
}
