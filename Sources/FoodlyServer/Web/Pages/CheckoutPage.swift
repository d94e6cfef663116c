import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The checkout review, between the cart and the order: the items, where it goes (with the map of the way) or, for
/// pickup, where it is collected, when (as soon as possible or a slot for later), the arrival or ready window, how it is paid (on delivery, or by card when the
/// server takes cards: the card form is the provider's, and card numbers never reach Foodly), the price breakdown,
/// and "Place order".
///
/// The delivery time is a GET form (`/checkout?slot=…`), so the page is drawn again with that slot's window and
/// works without JavaScript; "Place order" posts the slot shown with a key made when the page was drawn, so a double
/// click or a resent form places one order.
struct CheckoutPage {
    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    let quote: CheckoutQuote
    let now: Date
    /// Why the slot asked for cannot be booked.
    var slotError: String? = nil
    /// Why the last "Place order" did not place it.
    var placeError: String? = nil
    /// The bank's check of a card payment, when the last "Place order" needs it.
    var cardStep: CardStep? = nil
    /// The customer's saved cards, offered before a new one.
    var savedCards: [SavedCard] = []

    /// The `payment` value of a saved card's choice: this, then the card's id.
    static let savedPrefix = "saved:"

    /// Whether `card` is one of the saved cards offered.
    private func isSaved(_ card: String) -> Bool {
        savedCards.contains { $0.id == card }
    }

    /// A card payment waiting for the bank's check: the page runs it in the card form, then posts the same order
    /// again (its key, card and notes) to place it.
    struct CardStep {
        let key: String
        let card: String
        let notes: String
        /// Whether the customer asked for it to be left at the door.
        let leaveAtDoor: Bool
        /// What the card form runs the check with.
        let clientSecret: String
    }

    func render() -> Node {
        context.layout.page(title: "Review your order", activeTab: nil, content: content(), backLink: "/cart")
    }

    private var restaurant: Restaurant? { quote.cart.restaurant }

    /// Whether the customer collects it at the counter.
    private var pickup: Bool { quote.cart.fulfilment == .pickup }

    private var clock: ClockTime {
        ClockTime(timeZone: restaurant?.timeZone ?? TimeZone(identifier: Neighbourhood.timeZone) ?? .gmt)
    }

    /// Whether ordering for now is possible (open now); otherwise only slots are offered.
    private var openNow: Bool {
        restaurant?.isOpen(at: now) ?? false
    }

    @NodeBuilder
    private func content() -> [Node] {
        div(.id("checkout-page"), .class("stack")) {
            if let placeError {
                div(.class("notice notice-danger"), .role("alert"), .id("checkout-error")) { placeError }
            }
            itemsSection()
            if pickup, let restaurant { counterSection(restaurant) } else { addressSection() }
            timeSection()
            paymentSection()
            section(.class("card"), .id("checkout-summary"), .aria("labelledby", "checkout-summary-title")) {
                h2(.id("checkout-summary-title"), .class("section-title")) { "Price" }
                PriceTable(pricing: quote.cart.pricing).render()
            }
            placeForm()
        }
    }

    private func itemsSection() -> Node {
        section(.class("card"), .id("checkout-items"), .aria("labelledby", "checkout-items-title")) {
            div(.class("section-head")) {
                h2(.id("checkout-items-title"), .class("section-title")) { "From \(restaurant?.name ?? "")" }
                a(.class("btn btn-ghost btn-small"), .href("/cart"), .aria("label", "Edit your cart")) { "Edit" }
            }
            ul(.class("rows list-plain")) {
                for item in quote.cart.items {
                    li(.class("order-line")) {
                        span {
                            "\(item.quantity) × \(item.name)"
                            LineDetails(item: item).render()
                        }
                        span(.class("order-line-total")) { Money.format(item.lineTotal) }
                    }
                }
            }
        }
    }

    private func addressSection() -> Node {
        section(.class("card"), .id("checkout-address"), .aria("labelledby", "checkout-address-title")) {
            div(.class("section-head")) {
                h2(.id("checkout-address-title"), .class("section-title")) { "Deliver to" }
                a(.class("btn btn-ghost btn-small"), .href("/cart#address"), .aria("label", "Change the address")) {
                    "Change"
                }
            }
            if let address = quote.cart.address {
                AddressLines(address: address).render()
                if let restaurant {
                    DeliveryMap(
                        restaurant: restaurant,
                        destination: GeoPoint(latitude: address.latitude, longitude: address.longitude)
                    ).render()
                }
            } else {
                p(.class("muted")) { "Choose where we should bring your order in the cart." }
            }
        }
    }

    /// Where a pickup order is collected, with the map of the way there from the customer's address when they have
    /// one.
    private func counterSection(_ restaurant: Restaurant) -> Node {
        section(.class("card"), .id("checkout-pickup"), .aria("labelledby", "checkout-pickup-title")) {
            div(.class("section-head")) {
                h2(.id("checkout-pickup-title"), .class("section-title")) { "Pick up at" }
                a(.class("btn btn-ghost btn-small"), .href("/cart#fulfilment"), .aria("label", "Have it delivered")) {
                    "Deliver instead"
                }
            }
            AddressLines(address: restaurant.counterAddress).render()
            if let address = quote.cart.address {
                DeliveryMap(
                    restaurant: restaurant,
                    destination: GeoPoint(latitude: address.latitude, longitude: address.longitude)
                ).render()
            }
            p(.class("muted")) { "Show the code on your order at the counter. No delivery fee, no courier." }
        }
    }

    private func timeSection() -> Node {
        section(.class("card"), .id("delivery-time"), .aria("labelledby", "delivery-time-title")) {
            h2(.id("delivery-time-title"), .class("section-title")) { pickup ? "Pickup time" : "Delivery time" }
            if let arrival = quote.arrival {
                p(.class("eta"), .id("checkout-arrival")) {
                    strong {
                        let day = quote.slot == nil ? "" : "\(clock.dayName(arrival.from, from: now)), "
                        "\(pickup ? "Ready" : "Arriving") \(day)\(clock.clock(arrival.from))–\(clock.clock(arrival.to))"
                    }
                    span(.class("muted block")) {
                        if let slot = quote.slot, let restaurant {
                            "Ordered for later: the kitchen starts at "
                                + "\(clock.clock(slot.kitchenStart(prepMinutes: restaurant.prepMinutes))). "
                                + "You can change the time or cancel until then."
                        } else {
                            "As soon as possible, estimated now"
                        }
                    }
                }
            }
            if !openNow && quote.slot == nil && !quote.slots.isEmpty {
                p(.class("notice notice-warm"), .id("closed-now")) {
                    "\(restaurant?.name ?? "The restaurant") is closed right now. Choose a time for later."
                }
            }
            if quote.slots.isEmpty && !openNow {
                p(.class("muted")) { "The restaurant takes no orders for the next 7 days." }
            } else {
                form(.class("form"), .method("get"), .action("/checkout#delivery-time")) {
                    div(.class("field")) {
                        label(.for("checkout-slot")) { "When" }
                        SlotPicker(
                            id: "checkout-slot", slots: quote.slots, chosen: quote.slot?.start,
                            soon: openNow ? "As soon as possible" : nil, clock: clock, now: now
                        ).render()
                        if let slotError {
                            p(.class("field-error"), .id("slot-error"), .role("alert")) { slotError }
                        }
                        p(.class("field-hint")) {
                            "Times are the restaurant's (\(clock.timeZone.identifier.replacingOccurrences(of: "_", with: " ")))."
                        }
                    }
                    button(.class("btn btn-secondary"), .type("submit"), .id("use-time")) { "Use this time" }
                }
            }
        }
    }

    private func paymentSection() -> Node {
        section(.class("card"), .id("payment"), .aria("labelledby", "payment-title")) {
            h2(.id("payment-title"), .class("section-title")) { "Payment" }
            if let payments = context.payments {
                cardChoice(payments)
                if quote.slot != nil {
                    p(.class("field-hint"), .id("payment-later-note")) {
                        "By card for later: your card is kept now and the total held when the kitchen starts. If your "
                            + "bank refuses it then, the order is cancelled and nothing is prepared."
                    }
                }
            } else {
                p {
                    strong { onDeliveryLabel }
                    span(.class("muted block"), .id("payment-note")) { onDeliverySummary }
                }
            }
        }
    }

    /// Paying when the food is handed over: at the door, or at the counter for pickup.
    private var onDeliveryLabel: String { pickup ? "Cash or card at the counter" : "Cash or card on delivery" }

    /// What paying on delivery means here.
    private var onDeliverySummary: String {
        pickup ? "You pay the restaurant when you collect your order." : PaymentMethod.onDelivery.summary
    }

    /// Card or on delivery, as radio buttons of the place form. The card form (the provider's script, mounted in
    /// `#card-element`) appears when JavaScript runs; without it the card choice says it needs JavaScript.
    private func cardChoice(_ payments: any PaymentProvider) -> Node {
        fieldset(.class("payment-choice")) {
            legend(.class("visually-hidden")) { "How to pay" }
            for (index, saved) in savedCards.enumerated() {
                div(.class("choice")) {
                    input(
                        .type("radio"), .id("pay-saved-\(index)"), .name("payment"),
                        .value(CheckoutPage.savedPrefix + saved.id), .attr("form", "place-form"),
                        .bool("checked", cardStep.map { $0.card == saved.id } ?? saved.isDefault))
                    label(.for("pay-saved-\(index)")) {
                        strong { saved.card.label }
                        span(.class("muted block")) { "Expires \(saved.card.expMonth)/\(saved.card.expYear)" }
                    }
                }
            }
            div(
                .class("choice payment-card-choice"), .id("card-choice"), .bool("hidden", true),
                .data("card-choice", "")
            ) {
                input(
                    .type("radio"), .id("pay-card"), .name("payment"), .value(PaymentMethod.card.rawValue),
                    .attr("form", "place-form"), .bool("checked", cardStep.map { !isSaved($0.card) } ?? false))
                label(.for("pay-card")) {
                    strong { savedCards.isEmpty ? "Card" : "Another card" }
                    span(.class("muted block")) { PaymentMethod.card.summary }
                }
            }
            div(
                .class("card-form"), .id("card-form"), .bool("hidden", true), .data("card-form", ""),
                .data("publishable-key", payments.publishableKey), .data("script", payments.scriptURL),
                .data("authenticate", cardStep?.clientSecret ?? "")
            ) {
                div(.id("card-element"), .class("card-element")) {}
                p(.class("field-error"), .id("card-error"), .role("alert")) {}
                p(.class("field-hint")) {
                    "Your card goes to our payment provider, Stripe; Foodly never sees its number."
                }
            }
            div(.class("choice")) {
                input(
                    .type("radio"), .id("pay-on-delivery"), .name("payment"),
                    .value(PaymentMethod.onDelivery.rawValue), .attr("form", "place-form"),
                    .bool("checked", cardStep == nil && !savedCards.contains(where: \.isDefault)))
                label(.for("pay-on-delivery")) {
                    strong { onDeliveryLabel }
                    span(.class("muted block"), .id("payment-note")) { onDeliverySummary }
                }
            }
            Node.element(
                "noscript", [],
                [p(.class("field-hint")) { "Paying by card online needs JavaScript; you can pay on delivery." }])
        }
    }

    private func placeForm() -> Node {
        let blocking = quote.cart.problems
        let ready = blocking.isEmpty && slotError == nil && (openNow || quote.slot != nil)
        return form(
            .class("form checkout-form"), .id("place-form"), .method("post"), .action("/checkout"),
            .data("busy", "Placing order…")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            // One key per rendered page: a double click or a resent form places one order. The bank's check of a
            // card keeps the key it was asked for, so the same order is placed once the check passed.
            input(.type("hidden"), .name("key"), .value(cardStep?.key ?? Sodium.randomToken()))
            input(.type("hidden"), .name("card"), .id("card-id"), .value(cardStep?.card ?? ""))
            input(
                .type("hidden"), .name("slot"), .value(quote.slot.map { SlotPicker.value($0.start) } ?? "asap"))
            if !blocking.isEmpty {
                ul(
                    .class("notice notice-warm list-plain"), .id("checkout-problems"),
                    .aria("label", "Before you can order")
                ) {
                    for problem in blocking { li { problem.message } }
                }
            }
            if !pickup { leaveAtDoorField() }
            div(.class("field")) {
                label(.for("order-notes")) {
                    pickup ? "Notes for the kitchen (optional)" : "Notes for the kitchen and courier (optional)"
                }
                textarea(.id("order-notes"), .name("notes"), .attr("maxlength", "500"), .attr("rows", "2")) {
                    cardStep?.notes ?? ""
                }
            }
            button(
                .class("btn btn-primary btn-block"), .type("submit"), .id("place-order"),
                ready ? .bool("disabled", false) : .bool("disabled", true)
            ) {
                span { "Place order · \(Money.format(quote.cart.pricing.total))" }
            }
        }
    }

    /// "Leave it at my door": no code to read out, a photo instead.
    private func leaveAtDoorField() -> Node {
        div(.class("field")) {
            label(.class("check")) {
                input(
                    .type("checkbox"), .id("leave-at-door"), .name("leave_at_door"), .value("1"),
                    .aria("describedby", "leave-at-door-hint"), .bool("checked", cardStep?.leaveAtDoor ?? false))
                span { "Leave it at my door" }
            }
            p(.class("field-hint"), .id("leave-at-door-hint")) {
                "No code to read out: your courier leaves it at the door and sends you a photo."
            }
        }
    }
}
