import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// An order: where it is (its steps, and a map with the courier while it is on the way), when it arrives, who brings it (with a phone link), what it holds and cost;
/// a Cancel button while the restaurant has not accepted it. Right after checkout it is the confirmation.
struct OrderPage {
    let context: WebContext
    let csrf: CSRF
    let details: OrderDetails
    /// Shown right after Continue.
    let justPlaced: Bool

    func render() -> Node {
        context.layout.page(
            title: "Order #\(details.order.number)", activeTab: .orders, content: content(), backLink: "/orders")
    }

    @NodeBuilder
    private func content() -> [Node] {
        let order = details.order
        if justPlaced {
            div(.class("notice notice-success"), .role("status")) { "Thank you! Your order is placed." }
        }
        div(
            .id("order-live"), .class("stack"), .data("refresh", order.status.isActive ? "4000" : "0"),
            .data("events", order.status.isActive ? "/api/v1/orders/\(order.id.rawValue)/events" : ""),
            .data("status", order.status.rawValue)
        ) {
            liveContent()
        }
        if order.status.isActive {
            // Shown by app.js where the browser can notify and has not been asked yet.
            div(.id("notify"), .class("notify"), .attr("hidden", "")) {
                button(.class("btn btn-secondary btn-small"), .type("button")) { "Notify me when it moves" }
                p(.class("muted"), .role("status")) {}
            }
        }
        section(.class("card"), .aria("labelledby", "items-title")) {
            h2(.id("items-title"), .class("section-title")) { "From \(details.restaurant.name)" }
            ul(.class("rows list-plain")) {
                for item in order.items {
                    li(.class("order-line")) {
                        span { "\(item.quantity) × \(item.name)" }
                        span(.class("order-line-total")) { Money.format(item.lineTotal) }
                    }
                }
            }
            PriceTable(pricing: order.pricing).render()
            p(.class("muted")) {
                "Delivering to \(order.address.line1)"
                if let code = order.couponCode { " · coupon \(code)" }
            }
        }
    }

    /// Status, arrival and courier, with the review form once delivered: the part that refreshes by itself.
    @NodeBuilder
    private func liveContent() -> [Node] {
        let order = details.order
        section(.class("card order-status"), .aria("labelledby", "status-title")) {
            h2(.id("status-title"), .class("section-title")) { OrderPage.headline(order.status) }
            if order.status.isActive {
                let window = order.arrivalWindow
                let times = "\(clock.clock(window.from))–\(clock.clock(window.to))"
                p(.class("eta"), .id("eta")) {
                    strong { order.status == .placed ? "Arriving \(times)" : "Arriving now \(times)" }
                    span(.class("muted block")) {
                        if let pickedUp = order.reached(.pickedUp), order.status == .pickedUp {
                            "On the way since \(clock.clock(pickedUp)); updated as your courier rides"
                        } else if order.status == .placed {
                            "Estimated when you ordered at \(clock.clock(order.placedAt))"
                        } else {
                            "Updated as the kitchen cooks and your courier comes"
                        }
                    }
                }
            } else if order.status == .delivered, let delivered = order.reached(.delivered) {
                p(.class("eta"), .id("delivered-at")) {
                    strong { "Delivered at \(clock.clock(delivered))" }
                    span(.class("muted block")) { clock.day(delivered) }
                }
            }
            OrderProgress(order: order, clock: clock).render()
        }
        if order.status.isActive {
            DeliveryMap(details: details).render()
            courierCard()
        }
        if order.status == .placed {
            a(
                .class("btn btn-danger btn-block"), .href("/orders/\(order.id.rawValue)/cancel"),
                .id("cancel-order")
            ) { "Cancel order…" }
        }

        if order.status == .delivered { reviewSection() }
    }

    private func reviewSection() -> Node {
        section(.class("card"), .id("review"), .aria("labelledby", "review-title")) {
            h2(.id("review-title"), .class("section-title")) { "How was it?" }
            if details.reviewed {
                p(.class("muted")) { "Thank you for your review." }
            } else {
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
                    span(.class("icon-tile")) { Icon.courier.node() }
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
                p(.class("muted")) { "All couriers are busy; the next free one will take your order." }
            }
        }
    }

    /// Times in the restaurant's time zone.
    private var clock: ClockTime { ClockTime(timeZone: details.restaurant.timeZone) }

    /// The customer's sentence for where an order stands.
    static func headline(_ status: OrderStatus) -> String {
        switch status {
        case .scheduled: "Scheduled"
        case .placed: "Waiting for the restaurant"
        case .accepted: "The restaurant accepted your order"
        case .preparing: "Your meal is being prepared"
        case .ready: "Ready, waiting for the courier"
        case .pickedUp: "On the way"
        case .delivered: "Delivered. Enjoy!"
        case .cancelled: "Cancelled"
        case .rejected: "Not accepted"
        }
    }
}
