import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import Foundation

/// The forms regulars use: the favourite hearts, "Order again" and a tip added after delivery. Each is a plain
/// form (CSRF-checked) answered with a redirect back to the part that changed; `app.js` sends the hearts and the
/// tip in the background.
struct RegularsPages {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        for kind in Favourites.Kind.allCases {
            web.signedInForm(FavouriteButton.action(kind, id: ":id")) { form, user in
                let favourite = form["favourite"] == "1"
                try context.favourites.set(
                    kind, id: try form.request.parameter("id"), favourite: favourite, for: user)
                if form.request.headers["Accept"]?.contains("application/json") == true {
                    return try .json(FavouriteStateBody(favourite: favourite))
                }
                return .redirect(to: RegularsPages.returnPath(form["return"] ?? ""))
            }
        }
        web.signedInForm("/orders/:id/reorder") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            return try context.answer(
                form.request,
                act: {
                    _ = try context.carts.reorder(id, for: user, replacing: form["replace"] == "1")
                    return .redirect(to: "/cart?reordered=\(id.rawValue)#reorder")
                },
                again: { csrf, refusal in
                    // A cart from another restaurant asks what to keep; any other refusal shows on the order.
                    guard refusal.code == "cart_restaurant_conflict" else {
                        return try RegularsPages.orderPage(id, csrf, user, context, refusal) { $0.reorderError = $1 }
                    }
                    return CartConflictPage(
                        context: context, csrf: csrf, cart: try context.carts.cart(for: user),
                        incoming: .order(try context.orders.order(id, for: user).order)
                    ).render()
                })
        }
        web.signedInForm("/orders/:id/tip") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            return try context.answer(
                form.request,
                act: {
                    _ = try context.orders.raiseTip(id, to: Int(form["amount"] ?? "") ?? -1, for: user)
                    return .redirect(to: "/orders/\(id.rawValue)#tip")
                },
                again: { csrf, refusal in
                    try RegularsPages.orderPage(id, csrf, user, context, refusal) { $0.tipError = $1 }
                })
        }
    }

    /// The order's page again after a form on it was refused, the reason shown where `show` puts it.
    private static func orderPage(
        _ id: ID<Order>, _ csrf: CSRF, _ user: UserAccount, _ context: WebContext, _ refusal: InlineRefusal,
        show: (inout OrderPage, String?) -> Void
    ) throws -> Node {
        var page = OrderPage(
            context: context, csrf: csrf, details: try context.orders.order(id, for: user), justPlaced: false,
            now: Date())
        show(&page, refusal.firstMessage)
        return page.render()
    }

    /// Where a heart's form returns: Home or a restaurant or dish page, with a fragment of letters, digits, `-` and
    /// `_`; anything else (another site, a line break) returns to Home.
    static func returnPath(_ value: String) -> String {
        let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts.first ?? "")
        guard path == "/" || OrderingPages.isMenuPage(path) else { return "/" }
        guard parts.count == 2 else { return path }
        let fragment = parts[1]
        let safe = fragment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        return safe ? value : path
    }
}

/// What `app.js` gets back after a heart: whether it is a favourite now.
struct FavouriteStateBody: Encodable {
    let favourite: Bool
}
