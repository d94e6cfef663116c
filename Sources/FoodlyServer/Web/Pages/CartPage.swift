import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The cart: lines with − and + buttons (and a lighter swap under a line that has one), the delivery address, a
/// coupon (with the reason when refused), tip choices, the price breakdown, the meal's kcal against the day's
/// target, and Continue to the checkout review (``CheckoutPage``), where the order is placed.
///
/// Every change is a plain form whose action ends in the fragment of its section, so without JavaScript the page
/// comes back at the part that changed (a redirect keeps the fragment); `app.js` sends the forms marked
/// `data-in-place` in the background and swaps `#cart-page` for the answer, keeping the focus.
struct CartPage {
    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    let quote: CartQuote
    /// Why the last coupon code was refused, with the code typed.
    var couponError: (code: String, message: String)? = nil
    /// Why the last Continue did not place the order.
    var checkoutError: String? = nil
    /// Why the tip typed in was refused, and what was typed.
    var tipError: (typed: String, message: String)? = nil
    /// The customer's order still on its way, shown on an empty cart (after checkout, Back lands here).
    var activeOrder: OrderDetails? = nil
    /// Lighter dishes offered instead of lines (none when calories are hidden).
    var swaps: [LighterSwap] = []
    /// The order just put back in the cart with "Order again", and what it left out.
    var reordered: (order: Order, plan: Reorder)? = nil
    /// The customer's saved addresses, offered as delivery addresses.
    var savedAddresses: [SavedAddress] = []
    /// An address the cart's restaurant does not deliver to, with the nearest restaurants that do.
    var outside: (address: Address, restaurants: [RestaurantListing])? = nil

    /// Tip choices in cents.
    static let tips = [0, 100, 200, 300, 500]

    func render() -> Node {
        context.layout.page(title: "Your cart", activeTab: nil, content: content(), backLink: backLink)
    }

    private var backLink: String {
        quote.restaurant.map { "/restaurants/\($0.id.rawValue)" } ?? "/"
    }

    private func content() -> [Node] {
        [div(.id("cart-page"), .class("stack")) { sections() }]
    }

    @NodeBuilder
    private func sections() -> [Node] {
        p(.id("cart-status"), .class("visually-hidden"), .role("status")) {}
        if let reordered {
            ReorderNotice(order: reordered.order, plan: reordered.plan, problems: quote.problems).render()
        }
        if quote.items.isEmpty {
            div(.class("empty-state"), .id("cart-empty")) {
                h2 { "Your cart is empty" }
                if let activeOrder {
                    p {
                        "Your order #\(activeOrder.order.number) from \(activeOrder.restaurant.name): "
                            + OrderPage.headline(activeOrder.order.status, activeOrder.order.fulfilment).lowercased()
                            + "."
                    }
                    a(.class("btn btn-primary"), .href("/orders/\(activeOrder.order.id.rawValue)"), .id("follow-order"))
                    {
                        "Follow order #\(activeOrder.order.number)"
                    }
                } else {
                    p { "Add dishes from a restaurant and they will wait for you here, even if you log out." }
                    a(.class("btn btn-primary"), .href("/")) { "Find something healthy" }
                }
            }
        } else {
            if let checkoutError {
                div(.class("notice notice-danger"), .role("alert"), .id("checkout-error")) { checkoutError }
            }
            section(.class("card cart-lines"), .id("cart-lines"), .aria("labelledby", "cart-from")) {
                h2(.id("cart-from"), .class("section-title")) { "From \(quote.restaurant?.name ?? "")" }
                ul(.class("rows list-plain")) {
                    for (item, key) in zip(quote.items, quote.lineKeys) {
                        li {
                            line(item, key: key)
                            noteForm(item, key: key)
                            if key == item.dishID.rawValue, let swap = swaps.first(where: { $0.dish.id == item.dishID })
                            {
                                swapForm(swap)
                            }
                        }
                    }
                }
                form(.class("cart-clear"), .method("post"), .action("/cart/clear"), .data("in-place", "")) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-ghost btn-small"), .type("submit"), .id("empty-cart")) { "Empty cart" }
                }
            }
            if quote.restaurant?.offersPickup == true || quote.fulfilment == .pickup { fulfilmentSection() }
            if quote.fulfilment == .pickup, let restaurant = quote.restaurant {
                counterSection(restaurant)
            } else {
                addressSection()
            }
            couponSection()
            if quote.fulfilment == .delivery { tipSection() }
            section(.class("card"), .id("summary"), .aria("labelledby", "summary-title")) {
                h2(.id("summary-title"), .class("section-title")) { "Summary" }
                PriceTable(pricing: quote.pricing).render()
                if user.showCalories {
                    KcalMeter(kcal: quote.nutrition.kcal, dailyTarget: user.dailyKcalTarget ?? 2000).render()
                }
            }
            checkout()
        }
    }

    private func line(_ item: Order.Item, key: String) -> Node {
        div(.class("cart-line")) {
            div(.class("cart-line-body")) {
                h3(.class("dish-name")) { item.name }
                LineDetails(item: item).render()
                p(.class("meta-line")) {
                    CatalogBadges.price(item.unitPrice)
                    if user.showCalories { CatalogBadges.kcal(item.kcal) }
                }
            }
            form(
                .class("stepper"), .method("post"), .action("/cart/items/\(key)#cart-lines"),
                .data("in-place", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                button(
                    .class("btn btn-secondary btn-icon"), .type("submit"), .name("quantity"),
                    .value(String(item.quantity - 1)),
                    .aria("label", item.quantity == 1 ? "Remove \(item.name)" : "One less \(item.name)")
                ) { "−" }
                span(.class("stepper-count"), .aria("label", "Quantity of \(item.name)")) { String(item.quantity) }
                button(
                    .class("btn btn-secondary btn-icon"), .type("submit"), .name("quantity"),
                    .value(String(min(50, item.quantity + 1))), .aria("label", "One more \(item.name)"),
                    item.quantity >= 50 ? .bool("disabled", true) : .bool("disabled", false)
                ) { "+" }
            }
            p(.class("cart-line-total")) { Money.format(item.lineTotal) }
        }
    }

    /// The line's note for the kitchen, folded away until asked for: "Add a note" or "Change the note".
    private func noteForm(_ item: Order.Item, key: String) -> Node {
        let field = "note-\(key)"
        return details(.class("line-note-edit")) {
            summary {
                item.note.isEmpty ? "Add a note for the kitchen" : "Change the note"
                span(.class("visually-hidden")) { " on \(item.name)" }
            }
            form(
                .class("form inline-form"), .method("post"), .action("/cart/items/\(key)#cart-lines"),
                .data("in-place", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                div(.class("field")) {
                    label(.class("visually-hidden"), .for(field)) { "Note for the kitchen on \(item.name)" }
                    input(
                        .type("text"), .id(field), .name("note"), .value(item.note),
                        .attr("maxlength", String(KitchenNote.maxLength)), .attr("placeholder", "No onions"),
                        .attr("autocomplete", "off"))
                }
                button(.class("btn btn-secondary"), .type("submit")) { "Save note" }
            }
        }
    }

    /// "Side Salad instead of Fries: 310 kcal less" and a Swap button that puts it in the line's place.
    private func swapForm(_ swap: LighterSwap) -> Node {
        form(
            .class("swap"), .method("post"), .action("/cart/items/\(swap.dish.id.rawValue)/swap#cart-lines"),
            .data("in-place", "")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("replacementId"), .value(swap.replacement.id.rawValue))
            p(.class("swap-text")) {
                strong { swap.replacement.name }
                " instead of \(swap.dish.name): \(Int(swap.kcalLess.rounded()).formatted()) kcal less"
            }
            button(
                .class("btn btn-secondary btn-small"), .type("submit"),
                .aria("label", "Swap \(swap.dish.name) for \(swap.replacement.name)")
            ) { "Swap" }
        }
    }

    /// Delivery or pickup, as two chips (shown when the restaurant offers pickup).
    private func fulfilmentSection() -> Node {
        let pickup = quote.fulfilment == .pickup
        return section(.class("card"), .id("fulfilment"), .aria("labelledby", "fulfilment-title")) {
            h2(.id("fulfilment-title"), .class("section-title")) { "Delivery or pickup" }
            form(.class("choice-chips"), .method("post"), .action("/cart/fulfilment#fulfilment"), .data("in-place", ""))
            {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                for (choice, label) in [(Fulfilment.delivery, "Delivery"), (.pickup, "Pickup")] {
                    button(
                        .class("chip"), .type("submit"), .name("fulfilment"), .value(choice.rawValue),
                        .id("choose-\(choice.rawValue)"),
                        .aria("pressed", quote.fulfilment == choice ? "true" : "false")
                    ) { label }
                }
            }
            p(.class("field-hint")) {
                pickup
                    ? "You collect it at the counter: no delivery fee, no courier."
                    : "Or collect it yourself at the counter, with no delivery fee."
            }
        }
    }

    /// Where a pickup order is collected.
    private func counterSection(_ restaurant: Restaurant) -> Node {
        section(.class("card"), .id("pickup-at"), .aria("labelledby", "pickup-at-title")) {
            h2(.id("pickup-at-title"), .class("section-title")) { "Pick up at \(restaurant.name)" }
            AddressLines(address: restaurant.counterAddress).render()
            p(.class("muted")) { "Show the code on your order at the counter to collect it." }
        }
    }

    private func addressSection() -> Node {
        let isProfile = quote.address != nil && quote.address == user.address
        let savedChoice = isProfile ? nil : savedAddresses.first { $0.address == quote.address }
        let hasChoices = user.address != nil || !savedAddresses.isEmpty
        return section(.class("card"), .id("address"), .aria("labelledby", "address-title")) {
            h2(.id("address-title"), .class("section-title")) { "Deliver to" }
            if let address = quote.address {
                AddressLines(address: address).render()
            } else {
                p(.class("muted")) { "Add the address we should bring your order to." }
            }
            if hasChoices {
                form(.class("form"), .method("post"), .action("/cart/address#address"), .data("in-place", "")) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    div(.class("field")) {
                        label(.for("cart-place")) { quote.address == nil ? "Delivery address" : "Change address" }
                        select(.id("cart-place"), .name("place")) {
                            if let address = user.address {
                                option(.value("profile"), .bool("selected", isProfile)) {
                                    "My address: \(address.line1)"
                                }
                            }
                            for saved in savedAddresses {
                                option(.value("saved:\(saved.id)"), .bool("selected", saved.id == savedChoice?.id)) {
                                    "\(AddressBookPage.name(saved.label)): \(saved.address.line1)"
                                }
                            }
                        }
                    }
                    button(.class("btn btn-secondary"), .type("submit")) { "Deliver here" }
                }
            }
            a(
                .class(hasChoices ? "btn btn-ghost btn-small" : "btn btn-primary"), .id("cart-add-address"),
                .href("/profile/addresses/new?return=cart")
            ) { "Add an address" }
            if let outside { elsewhere(outside.address, outside.restaurants) }
        }
    }

    /// "Greenhouse does not deliver to 1400 Broadway", and the nearest restaurants that do (or that none does).
    private func elsewhere(_ address: Address, _ restaurants: [RestaurantListing]) -> Node {
        div(.class("notice notice-warm cart-elsewhere"), .id("cart-elsewhere")) {
            p {
                strong { "\(quote.restaurant?.name ?? "This restaurant") does not deliver to \(address.line1)." }
            }
            if restaurants.isEmpty {
                p { "No restaurant delivers there yet. Choose another address to order." }
            } else {
                p { "These restaurants do:" }
                ul(.class("list-plain")) {
                    for listing in restaurants {
                        li {
                            a(.href("/restaurants/\(listing.restaurant.id.rawValue)")) { listing.restaurant.name }
                            if let km = listing.distanceKm { " · \(String(format: "%.1f", km)) km away" }
                        }
                    }
                }
            }
        }
    }

    private func couponSection() -> Node {
        section(.class("card"), .id("coupon"), .aria("labelledby", "coupon-title")) {
            h2(.id("coupon-title"), .class("section-title")) { "Coupon" }
            if let coupon = quote.coupon, couponError == nil {
                let refused = quote.problems.first { $0.code.hasPrefix("coupon_") }
                form(
                    .class("coupon-applied"), .method("post"), .action("/cart/coupon/remove#coupon"),
                    .data("in-place", "")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    p {
                        strong { coupon.code }
                        span(.class("muted block")) { refused?.message ?? coupon.description }
                    }
                    button(
                        .class("btn btn-ghost btn-small"), .type("submit"),
                        .aria("label", "Remove coupon \(coupon.code)")
                    ) {
                        "Remove"
                    }
                }
            } else {
                form(
                    .class("form inline-form"), .method("post"), .action("/cart/coupon#coupon"), .data("in-place", "")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    div(.class("field")) {
                        label(.for("coupon-code")) { "Coupon code" }
                        input(
                            .id("coupon-code"), .type("text"), .name("code"), .value(couponError?.code ?? ""),
                            .attr("maxlength", "32"), .attr("autocapitalize", "characters"),
                            .attr("autocomplete", "off"),
                            couponError == nil ? .bool("aria-invalid", false) : .aria("invalid", "true"),
                            couponError == nil ? .bool("aria-describedby", false) : .aria("describedby", "coupon-error")
                        )
                        if let couponError {
                            p(.class("field-error"), .id("coupon-error"), .role("alert")) { couponError.message }
                        }
                    }
                    button(.class("btn btn-secondary"), .type("submit")) { "Apply" }
                }
            }
        }
    }

    private func tipSection() -> Node {
        section(.class("card"), .id("tip"), .aria("labelledby", "tip-title")) {
            h2(.id("tip-title"), .class("section-title")) { "Tip your courier" }
            form(.class("tip-choices"), .method("post"), .action("/cart/tip#tip"), .data("in-place", "")) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                for amount in CartPage.tips {
                    button(
                        .class("chip"), .type("submit"), .name("amount"), .value(String(amount)),
                        .aria("pressed", quote.pricing.tip == amount ? "true" : "false")
                    ) { amount == 0 ? "No tip" : Money.format(amount) }
                }
            }
            // Any amount up to the most, typed in dollars.
            let custom = CartPage.tips.contains(quote.pricing.tip) ? "" : Money.decimal(quote.pricing.tip)
            form(
                .class("form inline-form tip-custom"), .method("post"), .action("/cart/tip#tip"), .data("in-place", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                div(.class("field")) {
                    label(.for("tip-custom")) { "Another amount ($)" }
                    input(
                        .id("tip-custom"), .type("text"), .name("dollars"), .value(tipError?.typed ?? custom),
                        .attr("inputmode", "decimal"), .attr("maxlength", "10"), .attr("autocomplete", "off"),
                        tipError == nil ? .bool("aria-invalid", false) : .aria("invalid", "true"),
                        tipError == nil ? .bool("aria-describedby", false) : .aria("describedby", "tip-error"))
                    if let tipError {
                        p(.class("field-error"), .id("tip-error"), .role("alert")) { tipError.message }
                    }
                }
                button(.class("btn btn-secondary"), .type("submit"), .id("set-tip")) { "Set tip" }
            }
        }
    }

    /// Continue to the review; a restaurant closed now does not stop it (the review offers times for later).
    private func checkout() -> Node {
        let blocking = quote.problems.filter { $0.code != "restaurant_closed" }
        return form(.class("form checkout-form"), .method("get"), .action("/checkout")) {
            if quote.problems.contains(where: { $0.code == "restaurant_closed" }) {
                p(.class("notice notice-warm"), .id("closed-now")) {
                    "The restaurant is closed right now. You can order for later on the next page."
                }
            }
            if !blocking.isEmpty {
                ul(
                    .class("notice notice-warm list-plain"), .id("cart-problems"),
                    .aria("label", "Before you can order")
                ) {
                    for problem in blocking { li { problem.message } }
                }
            }
            button(
                .class("btn btn-primary btn-block"), .type("submit"), .id("continue"),
                blocking.isEmpty ? .bool("disabled", false) : .bool("disabled", true)
            ) {
                span { "Continue · \(Money.format(quote.pricing.total))" }
            }
        }
    }
}
