import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// An order: where it is (drawn), when it arrives, who brings it (with a phone link), what it holds and cost;
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
            .data("events", order.status.isActive ? "/api/v1/orders/\(order.id.rawValue)/events" : "")
        ) {
            liveContent()
        }
        section(.class("card"), .aria("labelledby", "items-title")) {
            h2(.id("items-title"), .class("section-title")) { "From \(details.restaurant.name)" }
            ul(.class("list")) {
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
        if order.status == .placed {
            form(
                .class("form"), .method("post"), .action("/orders/\(order.id.rawValue)/cancel"),
                .data("busy", "Cancelling…")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                button(.class("btn btn-danger btn-block"), .type("submit")) { "Cancel order" }
            }
        }
    }

    /// Status, arrival and courier, with the review form once delivered: the part that refreshes by itself.
    @NodeBuilder
    private func liveContent() -> [Node] {
        let order = details.order
        section(.class("card order-status"), .aria("labelledby", "status-title")) {
            h2(.id("status-title"), .class("section-title")) { OrderPage.headline(order.status) }
            OrderProgress(status: order.status).render()
            if order.status.isActive {
                p(.class("eta"), .id("eta")) {
                    strong { "Arriving \(arrivalWindow())" }
                    span(.class("muted block")) { "in about \(order.eta.minMinutes)–\(order.eta.maxMinutes) minutes" }
                }
            }
        }
        if order.status.isActive { courierCard() }
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
                    span(.class("icon-tile")) { Icon.bag.node() }
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

    /// "12:35–12:45" in the restaurant's time zone.
    private func arrivalWindow() -> String {
        let order = details.order
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = details.restaurant.timeZone
        func clock(_ minutes: Int) -> String {
            let parts = calendar.dateComponents(
                [.hour, .minute], from: order.placedAt.addingTimeInterval(Double(minutes) * 60))
            return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        return "\(clock(order.eta.minMinutes))–\(clock(order.eta.maxMinutes))"
    }

    static func headline(_ status: OrderStatus) -> String {
        switch status {
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
