import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// An order: where it is (its steps, and a map with the courier while it is on the way), when it arrives, who brings it (with a phone link), what it holds and cost;
/// a Cancel button while the restaurant has not accepted it. Right after checkout it is the confirmation. An order
/// for later shows its slot, when the kitchen starts it, a form to choose another time and Cancel until then, and
/// says so when the restaurant no longer takes orders for its time; one cancelled for that says why.
struct OrderPage {
    let context: WebContext
    let csrf: CSRF
    let details: OrderDetails
    /// Shown right after Continue.
    let justPlaced: Bool
    /// Why the last tip after delivery was refused.
    var tipError: String? = nil
    /// Why "Order again" was refused, under its button.
    var reorderError: String? = nil
    /// Now, for the slots still open and "Today".
    let now: Date
    /// Why the last change of time was refused.
    var scheduleError: String? = nil
    /// Why the last review was refused, above its form.
    var reviewError: String? = nil
    /// The order's messages with its courier, read for this page; nil where the page is drawn again after another
    /// form was refused (the conversation is left out).
    var messages: [OrderMessage]? = nil
    /// Why the last message was refused, under its field.
    var messageError: String? = nil
    /// The issues reported about the order, read for this page; nil leaves the part out.
    var issues: [OrderIssue]? = nil
    /// The refused report's problems and what was typed.
    var issueForm: (problems: [FieldError], typed: OrderIssueDraft)? = nil

    func render() -> Node {
        context.layout.page(
            title: "Order #\(details.order.number)", activeTab: .orders, content: content(), backLink: "/orders")
    }

    @NodeBuilder
    private func content() -> [Node] {
        let order = details.order
        if justPlaced {
            div(.class("notice notice-success"), .role("status")) {
                order.status == .scheduled
                    ? "Thank you! Your order for later is placed." : "Thank you! Your order is placed."
            }
        }
        div(
            .id("order-live"), .class("stack"), .data("refresh", order.status.isActive ? "4000" : "0"),
            .data("events", order.status.isActive ? "/api/v1/orders/\(order.id.rawValue)/events" : ""),
            .data("status", order.status.rawValue)
        ) {
            liveContent()
        }
        if let messages {
            Conversation(
                order: order, messages: messages, reader: .customer,
                otherName: details.courier.map { AccountRules.firstName(of: $0.name) } ?? "your courier", csrf: csrf,
                clock: clock, error: messageError
            ).render()
        }
        if order.status == .scheduled { scheduleSection() }
        if order.status.isActive {
            // Shown by app.js where the browser can notify and has not been asked yet.
            div(.id("notify"), .class("notify"), .attr("hidden", "")) {
                button(.class("btn btn-secondary btn-small"), .type("button")) { "Notify me when it moves" }
                p(.class("muted"), .role("status")) {}
            }
        }
        ReorderForm(order: order, csrf: csrf, error: reorderError).render()
        if let number = details.invoiceNumber {
            a(
                .class("btn btn-secondary btn-block"), .id("order-invoice"),
                .href("/orders/\(order.id.rawValue)/invoice.pdf"), .attr("download", "")
            ) { "Download invoice \(Invoice.numberText(number)) (PDF)" }
        }
        section(
            .class("card"), .id("order-bill"), .aria("labelledby", "items-title"), .data("status", "tip-status"),
            .data("updated", "Tip updated.")
        ) {
            h2(.id("items-title"), .class("section-title")) { "From \(details.restaurant.name)" }
            ul(.class("rows list-plain")) {
                for item in order.items {
                    li(.class("order-line")) {
                        span {
                            "\(item.quantity) × \(item.name)"
                            LineDetails(item: item).render()
                        }
                        span(.class("order-line-total")) { Money.format(item.lineTotal) }
                    }
                }
            }
            PriceTable(pricing: order.pricing).render()
            if order.refunded > 0 {
                p(.class("order-refunded"), .id("order-refunded")) { "Refunded \(Money.format(order.refunded))" }
            }
            if let payment = details.payment {
                p(.class("order-payment"), .id("order-payment")) { payment.summary }
            }
            if let code = order.couponCode { p(.class("muted")) { "Coupon \(code)" } }
            div(.class("order-destination"), .id("order-address")) {
                h3(.class("field-label")) { order.fulfilment == .pickup ? "Pick up at" : "Delivering to" }
                AddressLines(address: order.address).render()
                if !order.notes.isEmpty {
                    p(.class("address-note"), .id("order-notes")) { "Your note: \(order.notes)" }
                }
            }
            TipAfterDelivery(
                order: order, byCard: details.payment != nil, csrf: csrf, clock: clock, now: Date(), error: tipError
            ).render()
        }
    }

    /// Status, arrival and courier, with the review form once delivered: the part that refreshes by itself.
    @NodeBuilder
    private func liveContent() -> [Node] {
        let order = details.order
        section(.class("card order-status"), .aria("labelledby", "status-title")) {
            h2(.id("status-title"), .class("section-title")) { OrderPage.headline(order.status, order.fulfilment) }
            if let slot = order.scheduledFor, order.status == .scheduled {
                let window = order.arrivalWindow
                p(.class("eta"), .id("eta")) {
                    strong {
                        "Arriving \(clock.dayName(slot, from: now)), \(clock.clock(window.from))–\(clock.clock(window.to))"
                    }
                    span(.class("muted block")) {
                        "The kitchen starts it at \(clock.clock(order.kitchenStartsAt ?? slot)). "
                            + "Nothing is charged online: you pay when it arrives."
                    }
                }
                if !DeliverySlot(start: slot).isServed(by: details.restaurant) {
                    p(.class("notice notice-danger"), .role("alert"), .id("slot-closed")) {
                        "\(details.restaurant.name) is no longer taking orders for this time. "
                            + "Choose another time, or it will be cancelled and nothing prepared."
                    }
                }
            } else if order.status.isActive, order.fulfilment == .pickup {
                let window = order.arrivalWindow
                p(.class("eta"), .id("eta")) {
                    strong {
                        order.status == .ready
                            ? "Waiting for you at the counter"
                            : "Ready \(clock.clock(window.from))–\(clock.clock(window.to))"
                    }
                    span(.class("muted block")) { "Pickup at \(details.restaurant.name), \(order.address.line1)" }
                }
            } else if order.status.isActive {
                let window = order.arrivalWindow
                let times = "\(clock.clock(window.from))–\(clock.clock(window.to))"
                p(.class("eta"), .id("eta")) {
                    strong { order.status == .placed ? "Arriving \(times)" : "Arriving now \(times)" }
                    span(.class("muted block")) {
                        if let pickedUp = order.reached(.pickedUp), order.status == .pickedUp {
                            "On the way since \(clock.clock(pickedUp)); updated as your courier rides"
                        } else if order.status == .placed, order.scheduledFor != nil,
                            let started = order.reached(.placed)
                        {
                            "Ordered for later; the kitchen has had it since \(clock.clock(started))"
                        } else if order.status == .placed {
                            "Estimated when you ordered at \(clock.clock(order.placedAt))"
                        } else {
                            "Updated as the kitchen cooks and your courier comes"
                        }
                    }
                }
            } else if order.status == .delivered, let delivered = order.reached(.delivered) {
                p(.class("eta"), .id("delivered-at")) {
                    strong { "\(order.fulfilment == .pickup ? "Collected" : "Delivered") at \(clock.clock(delivered))" }
                    span(.class("muted block")) { clock.day(delivered) }
                }
            } else if order.status == .failed, let failed = order.reached(.failed) {
                p(.class("notice notice-warm"), .id("not-delivered")) {
                    strong { "Your courier could not reach you at \(clock.clock(failed))." }
                    " They tried \(order.door.attempts == 1 ? "once" : "\(order.door.attempts) times") over "
                    "\(Int(Doorstep.waitSeconds / 60)) minutes; the order will not be brought again. "
                    details.payment == nil
                        ? "You paid on delivery, so you pay nothing for it."
                        : "Your card is charged for it: the food was made and brought to your door."
                }
            }
            OrderProgress(order: order, clock: clock).render()
        }
        if order.status == .pickedUp, order.door.unansweredSince != nil {
            p(.class("notice notice-danger"), .role("alert"), .id("courier-at-door")) {
                strong { "Your courier is at your door and cannot reach you." }
                " Open the door or call them now"
                if let ends = order.door.waitEndsAt { ": they wait until \(clock.clock(ends))." } else { "." }
            }
        }
        if order.door.leaveAtDoor, order.door.photoTakenAt != nil {
            figure(.class("card door-photo"), .id("door-photo")) {
                img(
                    .src("/orders/\(order.id.rawValue)/door-photo"),
                    .alt("The photo your courier took of your order at your door"), .attr("loading", "lazy"))
                figcaption(.class("muted")) { "Left at your door" }
            }
        } else if order.door.leaveAtDoor, order.status.isActive {
            p(.class("muted"), .id("leave-at-door")) {
                "You asked for it to be left at your door: your courier will take a photo of it there."
            }
        }
        if order.status.isActive, order.fulfilment == .pickup {
            pickupCard()
        } else if order.status.isActive {
            DeliveryMap(details: details).render()
            courierCard()
        }
        if let reason = order.cancellationReason, order.status == .cancelled || order.status == .rejected {
            p(.class("notice notice-warm"), .id("cancellation-reason")) {
                if order.status == .rejected { strong { "The restaurant said: " } }
                reason
            }
        }
        if order.status == .placed || order.status == .scheduled {
            a(
                .class("btn btn-danger btn-block"), .href("/orders/\(order.id.rawValue)/cancel"),
                .id("cancel-order")
            ) { "Cancel order…" }
        }

        if order.status == .delivered { reviewSection() }
        if let issues {
            OrderIssueSection(
                order: order, issues: issues, csrf: csrf, clock: clock, now: now, problems: issueForm?.problems ?? [],
                typed: issueForm?.typed
            ).render()
        }
    }

    /// Another time for an order for later, until the kitchen starts it.
    private func scheduleSection() -> Node {
        let order = details.order
        let slots = DeliverySlot.available(for: details.restaurant, at: now)
        return section(.class("card"), .id("order-time"), .aria("labelledby", "order-time-title")) {
            h2(.id("order-time-title"), .class("section-title")) { "Change the time" }
            form(
                .class("form"), .method("post"), .action("/orders/\(order.id.rawValue)/schedule"),
                .data("busy", "Saving…")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                div(.class("field")) {
                    label(.for("order-slot")) { "Deliver" }
                    SlotPicker(
                        id: "order-slot", slots: slots, chosen: order.scheduledFor, soon: nil, clock: clock, now: now
                    ).render()
                    if let scheduleError {
                        p(.class("field-error"), .id("schedule-error"), .role("alert")) { scheduleError }
                    }
                }
                button(.class("btn btn-secondary"), .type("submit"), .id("change-time")) { "Change time" }
            }
        }
    }

    private func reviewSection() -> Node {
        section(.class("card"), .id("review"), .aria("labelledby", "review-title")) {
            h2(.id("review-title"), .class("section-title")) { "How was it?" }
            if details.reviewed {
                p(.class("muted")) { "Thank you for your review." }
            } else {
                if let reviewError {
                    p(.class("notice notice-danger"), .role("alert"), .id("review-error")) { reviewError }
                }
                form(.class("form"), .method("post"), .action("/orders/\(details.order.id.rawValue)/review")) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    fieldset(.class("stars")) {
                        legend { "Your rating" }
                        for stars in 1...5 {
                            label(.class("chip")) {
                                input(
                                    .type("radio"), .name("rating"), .value(String(stars)),
                                    stars == 5 ? .bool("checked", true) : .bool("checked", false))
                                " \(stars) ★"
                            }
                        }
                    }
                    div(.class("field")) {
                        label(.for("review-comment")) { "Comment (optional)" }
                        textarea(.id("review-comment"), .name("comment"), .attr("maxlength", "500"), .attr("rows", "2"))
                        {}
                    }
                    button(.class("btn btn-primary"), .type("submit")) { "Send review" }
                }
            }
        }
    }

    private func courierCard() -> Node {
        section(.class("card courier-card"), .aria("labelledby", "courier-title")) {
            h2(.id("courier-title"), .class("section-title")) { "Your courier" }
            if let courier = details.courier {
                div(.class("courier")) {
                    span(.class("icon-tile")) { Icon.vehicle(courier.vehicle).node() }
                    div {
                        strong(.id("courier-name")) { courier.name }
                        span(.class("muted block")) { "by \(courier.vehicle.rawValue)" }
                    }
                    a(
                        .class("btn btn-secondary btn-small"), .href("tel:\(courier.phone)"), .id("courier-phone"),
                        .aria("label", "Call \(courier.name) at \(PhoneNumber.display(courier.phone))")
                    ) { PhoneNumber.display(courier.phone) }
                }
            } else {
                p(.class("muted")) { "We are asking the couriers nearby; the first to accept brings your order." }
            }
            let code = details.order.handoverCode
            if !code.isEmpty, !details.order.door.leaveAtDoor {
                p(.class("handover"), .id("handover-code")) {
                    "Your code for the courier: "
                    strong(.class("handover-digits")) { code }
                    span(.class("muted block")) {
                        "Read it out at the door: the courier needs it to hand over your food."
                    }
                }
            }
        }
    }

    /// Where to collect a pickup order, the way there, and the code to show at the counter.
    private func pickupCard() -> Node {
        let order = details.order
        return section(.class("card courier-card"), .id("pickup-card"), .aria("labelledby", "pickup-title")) {
            h2(.id("pickup-title"), .class("section-title")) { "Pick up at \(details.restaurant.name)" }
            AddressLines(address: order.address).render()
            a(
                .class("btn btn-secondary btn-small"), .href("tel:\(details.restaurant.phone)"),
                .id("restaurant-phone"),
                .aria("label", "Call \(details.restaurant.name) at \(PhoneNumber.display(details.restaurant.phone))")
            ) { PhoneNumber.display(details.restaurant.phone) }
            if !order.handoverCode.isEmpty {
                p(.class("handover"), .id("handover-code")) {
                    "Your code for the counter: "
                    strong(.class("handover-digits")) { order.handoverCode }
                    span(.class("muted block")) { "Show it when you collect your order: the kitchen needs it." }
                }
            }
        }
    }

    /// Times in the restaurant's time zone.
    private var clock: ClockTime { ClockTime(timeZone: details.restaurant.timeZone) }

    /// The customer's sentence for where an order stands (a pickup order waits at the counter, and is collected).
    static func headline(_ status: OrderStatus, _ fulfilment: Fulfilment = .delivery) -> String {
        if fulfilment == .pickup, status == .ready { return "Ready for pickup" }
        if fulfilment == .pickup, status == .delivered { return "Collected. Enjoy!" }
        return switch status {
        case .scheduled: "Ordered for later"
        case .placed: "Waiting for the restaurant"
        case .accepted: "The restaurant accepted your order"
        case .preparing: "Your meal is being prepared"
        case .ready: "Ready, waiting for the courier"
        case .pickedUp: "On the way"
        case .delivered: "Delivered. Enjoy!"
        case .failed: "Not delivered"
        case .cancelled: "Cancelled"
        case .rejected: "Not accepted"
        }
    }
}
