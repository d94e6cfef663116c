import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// The cart, checkout and orders pages. Every post is a plain form (CSRF-checked) answered with a redirect or
/// the page again with the reason; `app.js` sends Add in the background and gets JSON back.
struct OrderingPages {
    let context: WebContext

    func register(in router: inout Router) {
        let context = self.context
        router.get("/cart") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            return try OrderingPages.cartPage(request, user, context)
        }
        router.post("/cart/items") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            let quantity = Int(form["quantity"] ?? "1") ?? 0
            let quote = try context.carts.add(dishID: ID(form["dishId"] ?? ""), quantity: quantity, for: user)
            if request.headers["Accept"]?.contains("application/json") == true {
                let count = quote.items.reduce(0) { $0 + $1.quantity }
                return try .json(CartBarBody(count: count, subtotal: Money.format(quote.pricing.subtotal)))
            }
            let back = form["return"] ?? ""
            return .redirect(to: back.hasPrefix("/restaurants/") && !back.contains("//") ? back : "/cart")
        }
        router.post("/cart/items/:dishId") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            _ = try context.carts.setQuantity(
                Int(form["quantity"] ?? "") ?? -1, dishID: ID(try request.parameter("dishId")), for: user)
            return .redirect(to: "/cart")
        }
        router.post("/cart/coupon") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            let code = form["code"] ?? ""
            do {
                _ = try context.carts.applyCoupon(code, for: user)
                return .redirect(to: "/cart")
            } catch let error as OrderingError where error.code.hasPrefix("coupon_") {
                return try OrderingPages.cartPage(
                    request, user, context, couponError: (String(code.prefix(32)), error.message), status: 422)
            }
        }
        router.post("/cart/coupon/remove") { request in
            guard let (user, _) = try context.formPost(request) else { return context.signInRedirect(request) }
            _ = try context.carts.removeCoupon(for: user)
            return .redirect(to: "/cart")
        }
        router.post("/cart/address") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            let place = form["place"] ?? ""
            let address =
                place == "profile"
                ? user.address
                : Neighbourhood.all.first { $0.id == place }.map {
                    Address(
                        line1: "Near \($0.name)", city: Neighbourhood.city, postcode: $0.postcode,
                        latitude: $0.latitude,
                        longitude: $0.longitude)
                }
            guard let address else { return .redirect(to: "/cart") }
            do {
                _ = try context.carts.setAddress(address, for: user)
                return .redirect(to: "/cart")
            } catch let error as OrderingError {
                return try OrderingPages.cartPage(
                    request, user, context, checkoutError: error.message, status: error.kind.httpStatus)
            }
        }
        router.post("/cart/tip") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            _ = try context.carts.setTip(Int(form["amount"] ?? "") ?? -1, for: user)
            return .redirect(to: "/cart")
        }
        router.post("/checkout") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            do {
                let placed = try context.orders.place(
                    for: user, idempotencyKey: String((form["key"] ?? "").prefix(100)), notes: form["notes"] ?? "")
                return .redirect(to: "/orders/\(placed.details.order.id.rawValue)?placed=1")
            } catch let error as OrderingError {
                return try OrderingPages.cartPage(
                    request, user, context, checkoutError: error.message, status: error.kind.httpStatus)
            } catch let failure as ValidationFailure {
                return try OrderingPages.cartPage(
                    request, user, context, checkoutError: failure.issues.first?.message, status: 422)
            }
        }
        router.get("/orders") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            let page = try context.orders.orders(for: user, limit: 50)
            return context.page(OrdersPage(context: context, orders: page.items, hasMore: page.hasMore).render())
        }
        router.get("/orders/:id") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            let details = try context.orders.order(ID(try request.parameter("id")), for: user)
            let csrf = CSRF(request: request)
            let page = OrderPage(
                context: context, csrf: csrf, details: details, justPlaced: request.query["placed"] == "1")
            return context.page(page.render(), csrf: csrf)
        }
        router.post("/orders/:id/cancel") { request in
            guard let (user, _) = try context.formPost(request) else { return context.signInRedirect(request) }
            let details = try context.orders.cancel(ID(try request.parameter("id")), for: user)
            return .redirect(to: "/orders/\(details.order.id.rawValue)")
        }
    }

    /// The cart page, with a refused coupon or checkout explained.
    static func cartPage(
        _ request: Request, _ user: UserAccount, _ context: WebContext,
        couponError: (code: String, message: String)? = nil, checkoutError: String? = nil, status: Int = 200
    ) throws -> Response {
        let csrf = CSRF(request: request)
        let page = CartPage(
            context: context, csrf: csrf, user: user, quote: try context.carts.cart(for: user),
            couponError: couponError,
            checkoutError: checkoutError)
        return context.page(page.render(), status: status, csrf: csrf)
    }
}

/// What `app.js` needs after an Add: the cart bar's count and subtotal.
struct CartBarBody: Encodable {
    let count: Int
    let subtotal: String
}
