import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The kitchen screen (staff): incoming and active orders with the next move for each, and the menu with a
/// sold-out switch per dish. The orders region refreshes by itself every few seconds.
struct KitchenPage {
    let context: WebContext
    let csrf: CSRF
    let restaurant: Restaurant
    let orders: [OrderDetails]
    let dishes: [Dish]
    /// Whether the viewer sees the link to the numbers (owners and managers).
    let showsNumbers: Bool
    /// Why the last action on this screen was refused (an order moved out of turn, a dish put back on sale that
    /// would break the listing rule), shown at the top.
    var refusal: String? = nil

    func render() -> Node {
        context.layout.page(
            title: "Kitchen · \(restaurant.name)", activeTab: nil, content: content(),
            frame: .kitchen)
    }

    /// On a phone one column (pause, orders, links, menu); at a laptop the orders fill the width in columns and the
    /// links and the menu sit beside them.
    private func content() -> [Node] {
        [
            div(.class("kitchen-layout")) {
                div(.class("kitchen-main stack")) { mainColumn() }
                div(.class("kitchen-side stack")) { sideColumn() }
            }
        ]
    }

    @NodeBuilder
    private func mainColumn() -> [Node] {
        if let suspension = restaurant.suspension { SuspensionNotice(suspension: suspension).render() }
        if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("kitchen-refusal")) { refusal } }
        PauseControl(csrf: csrf, restaurant: restaurant, now: Date()).render()
        // app.js shows it: browsers play sound only after a press on the page.
        button(
            .class("btn btn-secondary btn-small"), .type("button"), .id("kitchen-sound"), .aria("pressed", "false"),
            .bool("hidden")
        ) { "Turn on sound" }
        section(
            .id("kitchen-orders"), .class("stack"), .data("refresh", "4000"), .aria("live", "polite"),
            .aria("label", "Orders")
        ) {
            let active = orders.filter { $0.order.status.isActive && $0.order.status != .ready }
            let ready = orders.filter { $0.order.status == .ready && $0.order.fulfilment == .delivery }
            let collecting = orders.filter(\.order.awaitsCollection)
            let new = orders.filter { $0.order.status == .placed }.count
            if new > 0 {
                p(.class("badge badge-danger kitchen-new"), .id("kitchen-new"), .role("status")) {
                    new == 1 ? "1 new order to accept" : "\(new) new orders to accept"
                }
            }
            if active.isEmpty && ready.isEmpty && collecting.isEmpty {
                div(.class("empty-state")) {
                    h2 { "No orders right now" }
                    p { "New orders appear here by themselves." }
                }
            }
            for details in active { orderCard(details) }
            if !collecting.isEmpty {
                h2(.class("section-title")) { "Waiting for the customer" }
                for details in collecting { orderCard(details) }
            }
            if !ready.isEmpty {
                h2(.class("section-title")) { "Waiting for the courier" }
                for details in ready { orderCard(details) }
            }
        }
    }

    @NodeBuilder
    private func sideColumn() -> [Node] {
        if showsNumbers {
            a(.class("card card-link"), .href("/kitchen/numbers"), .id("numbers-link")) {
                span(.class("card-title")) { "Numbers" }
                span(.class("muted block")) { "Sales, preparation times, late orders and reviews" }
            }
        }
        a(.class("card card-link"), .href("/kitchen/staff"), .id("staff-link")) {
            span(.class("card-title")) { "Staff" }
            span(.class("muted block")) { "Who works here and their roles" }
        }
        a(.class("card card-link"), .href("/kitchen/menu"), .id("menu-link")) {
            span(.class("card-title")) { "Menu editor" }
            span(.class("muted block")) { "Sections, dishes, prices and nutrition" }
        }
        a(.class("card card-link"), .href("/kitchen/hours"), .id("hours-link")) {
            span(.class("card-title")) { "Hours" }
            span(.class("muted block")) { "Weekly hours, closures, preparation time and pickup" }
        }
        a(.class("card card-link"), .href("/kitchen/photos"), .id("photos-link")) {
            span(.class("card-title")) { "Photos" }
            span(.class("muted block")) { "The cover and dish photos customers see" }
        }
        section(.class("card"), .aria("labelledby", "menu-title")) {
            h2(.id("menu-title"), .class("section-title")) { "Menu" }
            ul(.class("list")) {
                for dish in dishes {
                    li(.class("kitchen-dish")) {
                        span { dish.name }
                        a(
                            .class("btn btn-ghost btn-small"),
                            .href("/kitchen/menu/dishes/\(dish.id.rawValue)/options"),
                            .aria("label", "Options of \(dish.name)")
                        ) { "Options" }
                        form(.method("post"), .action("/kitchen/dishes/\(dish.id.rawValue)")) {
                            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                            input(.type("hidden"), .name("available"), .value(dish.available ? "0" : "1"))
                            button(
                                .class(dish.available ? "btn btn-secondary btn-small" : "btn btn-danger btn-small"),
                                .type("submit"), .aria("pressed", dish.available ? "false" : "true"),
                                .aria("label", "\(dish.name): \(dish.available ? "mark sold out" : "mark available")")
                            ) { dish.available ? "Available" : "Sold out" }
                        }
                    }
                }
            }
        }
    }

    private func orderCard(_ details: OrderDetails) -> Node {
        let order = details.order
        return article(
            .class("card kitchen-order"), .id("order-\(order.number)"), .aria("label", "Order \(order.number)"),
            .bool("data-new-order", order.status == .placed)
        ) {
            div(.class("restaurant-card-head")) {
                div {
                    h3(.class("card-title")) {
                        "#\(order.number)" + (details.customer.map { " · \($0.firstName)" } ?? "")
                    }
                    p(.class("muted")) {
                        "Ordered at "
                        ClockTime(timeZone: restaurant.timeZone).tag(order.placedAt, withDay: order.scheduledFor != nil)
                    }
                    if order.scheduledFor != nil {
                        let window = order.arrivalWindow
                        let clock = ClockTime(timeZone: restaurant.timeZone)
                        p(.class("kitchen-slot"), .id("kitchen-slot-\(order.number)")) {
                            strong { "For \(clock.clock(window.from))–\(clock.clock(window.to))" }
                        }
                    }
                }
                div(.class("badge-stack")) {
                    if order.fulfilment == .pickup {
                        span(.class("badge badge-warm"), .id("kitchen-pickup-\(order.number)")) { "Pickup" }
                    }
                    span(.class("badge badge-green"), .id("kitchen-status-\(order.number)")) {
                        KitchenPage.statusLabel(order.status, order.fulfilment)
                    }
                }
            }
            ul(.class("list-plain")) {
                for item in order.items {
                    li {
                        "\(item.quantity) × \(item.name)"
                        LineDetails(item: item).render()
                    }
                }
            }
            if !order.notes.isEmpty {
                p(.class("address-note"), .id("kitchen-note-\(order.id.rawValue)")) { "Note: \(order.notes)" }
            }
            if order.fulfilment == .delivery { courierLine(details) }
            if order.awaitsCollection { handOverForm(order) }
            div(.class("kitchen-actions")) {
                for (next, label, style) in KitchenPage.actions(for: order.status, order.fulfilment) {
                    form(
                        .method("post"),
                        .action("/kitchen/orders/\(order.id.rawValue)/\(OrderActions.name(of: next))"),
                        .data("busy", "")
                    ) {
                        input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                        button(.class("btn \(style) btn-small"), .type("submit")) { label }
                    }
                }
                if order.status == .placed {
                    a(
                        .class("btn btn-danger btn-small"), .href("/kitchen/orders/\(order.id.rawValue)/reject"),
                        .id("reject-\(order.number)")
                    ) { "Reject…" }
                }
                a(
                    .class("btn btn-ghost btn-small"), .href("/kitchen/orders/\(order.id.rawValue)/ticket"),
                    .id("ticket-\(order.number)"), .aria("label", "Print the ticket of order \(order.number)")
                ) { "Ticket" }
            }
        }
    }

    /// Where an order stands, in the kitchen's words (a ready order waits for its courier, or at the counter for its
    /// customer).
    static func statusLabel(_ status: OrderStatus, _ fulfilment: Fulfilment = .delivery) -> String {
        switch status {
        case .placed: "New order"
        case .ready: fulfilment == .pickup ? "At the counter" : "Ready for the courier"
        case .delivered where fulfilment == .pickup: "Collected"
        default: status.label
        }
    }

    /// The counter's form for a pickup order that is ready: the code the customer shows, then "Hand over".
    private func handOverForm(_ order: Order) -> Node {
        let field = "handover-code-\(order.number)"
        return form(
            .class("form inline-form kitchen-handover"), .method("post"),
            .action("/kitchen/orders/\(order.id.rawValue)/hand-over"), .data("busy", "Handing over…")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            div(.class("field")) {
                label(.for(field)) { "Code the customer shows" }
                input(
                    .id(field), .type("text"), .name("code"), .attr("inputmode", "numeric"), .attr("maxlength", "9"),
                    .attr("autocomplete", "off"), .bool("required", true))
            }
            button(.class("btn btn-primary btn-small"), .type("submit"), .id("hand-over-\(order.number)")) {
                "Hand over"
            }
        }
    }

    /// Who comes for an order and when: the courier's name and minutes to the restaurant at their vehicle's speed
    /// once one took it, "Looking for a courier" before; nothing once it left.
    private func courierLine(_ details: OrderDetails) -> Node {
        let order = details.order
        guard order.status != .pickedUp, order.status.isActive else { return .empty }
        guard let courier = details.courier else {
            return p(.class("muted"), .id("kitchen-courier-\(order.number)")) { "Looking for a courier" }
        }
        let minutes = Int(courier.minutes(to: restaurant.location).rounded(.up))
        return p(.id("kitchen-courier-\(order.number)")) {
            "Courier \(courier.name): "
            strong { minutes <= 1 ? "at the door" : "here in about \(minutes) min" }
        }
    }

    /// The kitchen's next moves from a status (rejecting has its own form): the status it leads to, button label,
    /// button style.
    static func actions(for status: OrderStatus, _ fulfilment: Fulfilment = .delivery) -> [(
        OrderStatus, String, String
    )] {
        switch status {
        case .placed: [(.accepted, "Accept", "btn-primary")]
        case .accepted: [(.preparing, "Start preparing", "btn-primary")]
        case .preparing:
            [(.ready, fulfilment == .pickup ? "Ready at the counter" : "Ready for the courier", "btn-primary")]
        default: []
        }
    }
}
