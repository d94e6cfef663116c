import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The cart, checkout and orders pages. Every post is a plain form (CSRF-checked) answered with a redirect or
/// the page again with the reason; `app.js` sends Add in the background and gets JSON back.
struct OrderingPages {
    let context: WebContext

    /// Whether `path` is a restaurant or dish page (`/restaurants/<id>`, `/dishes/<id>`), the places an Add form
    /// returns to; anything else (another site, a line break that would end the `Location` field) returns to the cart.
    static func isMenuPage(_ path: String) -> Bool {
        guard let prefix = ["/restaurants/", "/dishes/"].first(where: path.hasPrefix) else { return false }
        let id = path.dropFirst(prefix.count)
        return !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    func register(in web: inout WebRouter) {
        let context = self.context
        web.signedInPage("/cart") { request, user in
            let csrf = CSRF(request: request)
            return context.page(try OrderingPages.cartPage(request, user, context, csrf).render(), csrf: csrf)
        }
        web.signedInForm("/cart/items") { form, user in
            let draft = DishAddForm.Draft(form)
            let dishID = ID<Dish>(form["dishId"] ?? "")
            let wantsJSON = form.request.headers["Accept"]?.contains("application/json") == true
            let back = form["return"] ?? ""
            let returnPath = OrderingPages.isMenuPage(back) ? back : nil
            let add = {
                try context.carts.add(
                    dishID: dishID, quantity: draft.quantity, options: draft.options, note: draft.note, for: user,
                    replacing: form["replace"] == "1")
            }
            // app.js adds in the background and reads the cart bar's figures; a refusal reaches it as a problem.
            if wantsJSON {
                let quote = try add()
                let count = quote.items.reduce(0) { $0 + $1.quantity }
                return try .json(CartBarBody(count: count, subtotal: Money.format(quote.pricing.subtotal)))
            }
            return try context.answer(
                form.request,
                act: {
                    _ = try add()
                    // Back on a dish's page, it says what went in; a restaurant's page shows it in its cart bar.
                    let said = returnPath.map { $0.hasPrefix("/dishes/") ? "\($0)?added=\(draft.quantity)" : $0 }
                    return .redirect(to: said ?? "/cart")
                },
                again: { csrf, refusal in
                    // A cart from another restaurant asks what to keep; any other refusal shows on the dish's form.
                    guard refusal.code == "cart_restaurant_conflict" else {
                        return try OrderingPages.dishPage(
                            dishID, user, context, csrf, refused: (form, refusal.firstMessage)
                        ).render()
                    }
                    return CartConflictPage(
                        context: context, csrf: csrf, cart: try context.carts.cart(for: user),
                        incoming: .dish(
                            dishID, name: try context.catalog.dish(dishID)?.dish.name, draft: draft,
                            returnPath: returnPath)
                    ).render()
                })
        }
        web.signedInForm("/cart/clear") { form, user in
            try context.carts.clear(for: user, keepingAddress: true)
            return .redirect(to: "/cart")
        }
        web.signedInForm("/cart/items/:dishId") { form, user in
            try context.answer(
                form.request,
                act: {
                    // The stepper sends a quantity; the note form only a note, keeping the quantity as it is now.
                    let quantity = form["quantity"].map { Int($0) ?? -1 }
                    _ = try context.carts.setQuantity(
                        quantity, note: form["note"], line: try form.request.parameter("dishId"), for: user)
                    return .redirect(to: "/cart")
                },
                again: OrderingPages.cartAgain(form, user, context))
        }
        web.signedInForm("/cart/items/:dishId/swap") { form, user in
            try context.answer(
                form.request,
                act: {
                    _ = try context.carts.swap(
                        line: try form.request.parameter("dishId"), to: ID(form["replacementId"] ?? ""), for: user)
                    return .redirect(to: "/cart")
                },
                again: OrderingPages.cartAgain(form, user, context))
        }
        web.signedInForm("/cart/coupon") { form, user in
            let code = form["code"] ?? ""
            return try context.answer(
                form.request,
                act: {
                    _ = try context.carts.applyCoupon(code, for: user)
                    return .redirect(to: "/cart")
                },
                again: { csrf, refusal in
                    try OrderingPages.cartPage(
                        form.request, user, context, csrf, couponError: (String(code.prefix(32)), refusal.firstMessage)
                    ).render()
                })
        }
        web.signedInForm("/cart/coupon/remove") { form, user in
            _ = try context.carts.removeCoupon(for: user)
            return .redirect(to: "/cart")
        }
        web.signedInForm("/cart/address") { form, user in
            let place = form["place"] ?? ""
            let savedID = place.hasPrefix("saved:") ? String(place.dropFirst("saved:".count)) : nil
            let address =
                place == "profile"
                ? user.address : try savedID.map { try context.addresses.saved($0, for: user).address }
            guard let address else { return .redirect(to: "/cart") }
            return try context.answer(
                form.request,
                act: {
                    _ = try context.carts.setAddress(address, for: user)
                    return .redirect(to: "/cart")
                },
                again: { csrf, refusal in
                    try OrderingPages.cartPage(
                        form.request, user, context, csrf, checkoutError: refusal.firstMessage, refusedAddress: address
                    ).render()
                })
        }
        web.signedInForm("/cart/fulfilment") { form, user in
            try context.answer(
                form.request,
                act: {
                    let choice = Fulfilment(rawValue: form["fulfilment"] ?? "") ?? .delivery
                    _ = try context.carts.setFulfilment(choice, for: user)
                    return .redirect(to: "/cart")
                },
                again: { csrf, refusal in
                    try OrderingPages.cartPage(form.request, user, context, csrf, checkoutError: refusal.firstMessage)
                        .render()
                })
        }
        web.signedInForm("/cart/tip") { form, user in
            // A chip sends cents (`amount`); the field sends what was typed in dollars (`dollars`).
            let typed = form["dollars"].map { String($0.prefix(20)) }
            let amount = typed.map { Money.cents(dollars: $0) ?? -1 } ?? Int(form["amount"] ?? "") ?? -1
            return try context.answer(
                form.request,
                act: {
                    _ = try context.carts.setTip(amount, for: user)
                    return .redirect(to: "/cart")
                },
                again: { csrf, refusal in
                    var page = try OrderingPages.cartPage(form.request, user, context, csrf)
                    page.tipError = (typed ?? "", refusal.firstMessage)
                    return page.render()
                })
        }
        web.signedInPage("/checkout") { request, user in
            let csrf = CSRF(request: request)
            let slot = SlotPicker.slot(request.query["slot"])
            guard let page = try OrderingPages.checkoutPage(user, context, csrf, slot: slot) else {
                // With an empty cart there is nothing to review: Back after placing lands here, and goes on to the
                // order just placed (the customer's newest order still on its way), or to the cart.
                let latest = try context.orders.orders(for: user, limit: 1).items.first { $0.order.status.isActive }
                return .redirect(to: latest.map { "/orders/\($0.order.id.rawValue)" } ?? "/cart")
            }
            return context.allowingCardForm(context.page(page.render(), csrf: csrf))
        }
        web.signedInForm("/checkout") { form, user in
            let slot = SlotPicker.slot(form["slot"])
            return context.allowingCardForm(
                try context.answer(
                    form.request,
                    act: {
                        let placed: (details: OrderDetails, created: Bool)
                        do {
                            placed = try context.orders.place(
                                for: user, idempotencyKey: String((form["key"] ?? "").prefix(100)),
                                notes: form["notes"] ?? "", scheduledFor: slot, card: try OrderingPages.card(in: form),
                                leaveAtDoor: form["leave_at_door"] == "1")
                        } catch let error as PaymentError where error.clientSecret != nil {
                            // Not a refusal but a step: the page runs the bank's check, then posts the same form again.
                            let csrf = CSRF(request: form.request)
                            let step = CheckoutPage.CardStep(
                                key: form["key"] ?? "", card: (try? OrderingPages.card(in: form)) ?? "",
                                notes: form["notes"] ?? "", leaveAtDoor: form["leave_at_door"] == "1",
                                clientSecret: error.clientSecret ?? "")
                            guard
                                let page = try OrderingPages.checkoutPage(
                                    user, context, csrf, slot: slot, cardStep: step)
                            else { return .redirect(to: "/cart") }
                            return context.page(page.render(), csrf: csrf)
                        }
                        var response = Response.redirect(to: "/orders/\(placed.details.order.id.rawValue)?placed=1")
                        // A new token: the cart page kept for Back is dropped (browsers evict a no-store page from the
                        // back/forward cache when a cookie changes), so Back shows the cart as it is now, empty.
                        CSRF.renewed().attach(to: &response, secure: context.secureCookies)
                        return response
                    },
                    again: { csrf, refusal in
                        // An empty cart has nothing to review: the cart says why the order was not placed.
                        try OrderingPages.checkoutPage(
                            user, context, csrf, slot: slot, placeError: refusal.firstMessage)?
                            .render()
                            ?? OrderingPages.cartPage(
                                form.request, user, context, csrf, checkoutError: refusal.firstMessage
                            )
                            .render()
                    }))
        }
        web.signedInPage("/orders") { request, user in
            let page = try context.orders.orders(for: user, limit: 50)
            let csrf = CSRF(request: request)
            return context.page(
                OrdersPage(context: context, csrf: csrf, orders: page.items, hasMore: page.hasMore).render(), csrf: csrf
            )
        }
        web.signedInPage("/orders/:id") { request, user in
            let details = try context.orders.order(ID(try request.parameter("id")), for: user)
            let csrf = CSRF(request: request)
            var page = OrderPage(
                context: context, csrf: csrf, details: details, justPlaced: request.query["placed"] == "1", now: Date())
            page.messages = try context.messages.conversation(details.order.id, for: user)
            page.issues = try context.issues.issues(about: details.order.id, for: user)
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInPage("/orders/:id/cancel") { request, user in
            let details = try context.orders.order(ID(try request.parameter("id")), for: user)
            let csrf = CSRF(request: request)
            return context.page(CancelOrderPage(context: context, csrf: csrf, details: details).render(), csrf: csrf)
        }
        web.signedInForm("/orders/:id/schedule") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            return try context.answer(
                form.request,
                act: {
                    _ = try context.orders.reschedule(
                        id, to: SlotPicker.slot(form["slot"]) ?? .distantPast, for: user)
                    return .redirect(to: "/orders/\(id.rawValue)#order-time")
                },
                again: { csrf, refusal in
                    OrderPage(
                        context: context, csrf: csrf, details: try context.orders.order(id, for: user),
                        justPlaced: false, now: Date(), scheduleError: refusal.firstMessage
                    ).render()
                })
        }
        web.signedInForm("/orders/:id/cancel") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            return try context.answer(
                form.request,
                act: {
                    _ = try context.orders.cancel(id, for: user)
                    return .redirect(to: "/orders/\(id.rawValue)")
                },
                again: { csrf, refusal in
                    var page = CancelOrderPage(
                        context: context, csrf: csrf, details: try context.orders.order(id, for: user))
                    page.refusal = refusal.firstMessage
                    return page.render()
                })
        }
    }

    /// The checkout review for `slot` (nil: as soon as possible), with a refused slot or placing explained; nil with
    /// an empty cart, which has nothing to review.
    static func checkoutPage(
        _ user: UserAccount, _ context: WebContext, _ csrf: CSRF, slot: Date?, placeError: String? = nil,
        cardStep: CheckoutPage.CardStep? = nil
    ) throws -> CheckoutPage? {
        var slotError: String?
        let quote: CheckoutQuote
        do {
            quote = try context.orders.checkoutQuote(for: user, scheduledFor: slot)
        } catch let failure as ValidationFailure {
            slotError = failure.fieldErrors.first?.message
            quote = try context.orders.checkoutQuote(for: user)
        }
        guard !quote.cart.items.isEmpty else { return nil }
        return CheckoutPage(
            context: context, csrf: csrf, user: user, quote: quote, now: Date(), slotError: slotError,
            placeError: placeError, cardStep: cardStep, savedCards: try context.cards?.cards(for: user) ?? [])
    }

    /// The card chosen at checkout: nil to pay on delivery, a saved card (`saved:<id>`), or the one entered in the
    /// card form; "Card" without a card entered is refused.
    static func card(in form: WebForm) throws -> String? {
        if let saved = form["payment"], saved.hasPrefix(CheckoutPage.savedPrefix) {
            return String(saved.dropFirst(CheckoutPage.savedPrefix.count).prefix(255))
        }
        guard form["payment"] == PaymentMethod.card.rawValue else { return nil }
        guard let card = form["card"], !card.isEmpty else {
            throw ValidationFailure([
                FieldError(field: "card", code: "required", message: "Enter your card, or choose to pay on delivery.")
            ])
        }
        return String(card.prefix(255))
    }

    /// The cart page again after a form on it was refused, the refusal shown above the checkout button.
    static func cartAgain(_ form: WebForm, _ user: UserAccount, _ context: WebContext)
        -> (CSRF, InlineRefusal) throws -> Node
    {
        { csrf, refusal in
            try cartPage(form.request, user, context, csrf, checkoutError: refusal.firstMessage).render()
        }
    }

    /// The cart page, with a refused coupon or checkout explained.
    static func cartPage(
        _ request: Request, _ user: UserAccount, _ context: WebContext, _ csrf: CSRF,
        couponError: (code: String, message: String)? = nil, checkoutError: String? = nil,
        refusedAddress: Address? = nil
    ) throws -> CartPage {
        let quote = try context.carts.cart(for: user)
        // An address the cart's restaurant does not reach is told so with the nearest restaurants that do: one just
        // refused, one saved from the cart (`?outside=` its id; an id that is not one of the customer's is ignored),
        // or the cart's own.
        let outside =
            refusedAddress
            ?? request.query["outside"].flatMap { try? context.addresses.saved($0, for: user).address }
            ?? (quote.problems.contains { $0.code == "outside_delivery_area" } ? quote.address : nil)
        let activeOrder =
            quote.items.isEmpty
            ? try context.orders.orders(for: user, limit: 1).items.first { $0.order.status.isActive } : nil
        var page = CartPage(
            context: context, csrf: csrf, user: user, quote: quote, couponError: couponError,
            checkoutError: checkoutError, activeOrder: activeOrder,
            swaps: user.showCalories ? try context.carts.swaps(for: user) : [],
            savedAddresses: try context.addresses.saved(for: user),
            outside: try outside.map { ($0, try context.addresses.restaurants(deliveringTo: $0).listings) })
        // After "Order again": what went in and what did not (someone else's order, or none, shows nothing).
        page.reordered = request.query["reordered"].flatMap { try? context.carts.reorderPlan(ID($0), for: user) }
        return page
    }
}

/// What `app.js` needs after an Add: the cart bar's count and subtotal.
struct CartBarBody: Encodable {
    let count: Int
    let subtotal: String
}
