import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The courier screen: on/off duty, the deliveries assigned (pickup and customer addresses, the customer's name,
/// phone and a directions link), pick up and deliver. While on duty with a delivery the page keeps sending the
/// position (app.js, `data-track`). The deliveries region refreshes by itself.
struct CourierPage {
    let context: WebContext
    let csrf: CSRF
    let courier: Courier
    let deliveries: [OrderDetails]
    /// Why the last action on this screen was refused (a delivery moved out of turn, going off duty mid-delivery).
    var refusal: String? = nil

    func render() -> Node {
        context.layout.page(
            title: "Deliveries", activeTab: .deliveries, content: content(), tabs: Layout.Tab.bar(for: .courier))
    }

    @NodeBuilder
    private func content() -> [Node] {
        if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("courier-refusal")) { refusal } }
        section(.class("card courier-duty")) {
            p {
                strong { courier.name }
                span(.class("muted block")) { courier.available ? "On duty: new deliveries come to you." : "Off duty." }
            }
            form(.method("post"), .action("/courier/availability")) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                input(.type("hidden"), .name("available"), .value(courier.available ? "0" : "1"))
                button(.class(courier.available ? "btn btn-secondary" : "btn btn-primary"), .type("submit")) {
                    courier.available ? "Go off duty" : "Go on duty"
                }
            }
            p(.id("locate-status"), .class("muted"), .role("status")) {}
        }
        a(.class("card card-link"), .href("/courier/earnings"), .id("earnings-link")) {
            span(.class("card-title")) { "Earnings" }
            span(.class("muted block")) { "Pay, tips and cash collected, week by week" }
        }
        section(
            .id("courier-deliveries"), .class("stack"), .data("refresh", "4000"), .aria("live", "polite"),
            .aria("label", "Deliveries")
        ) {
            let active = deliveries.filter { $0.order.status.isActive }
            if courier.available && !active.isEmpty {
                // app.js follows the position while this is on the page (on duty, with a delivery).
                span(.data("track", ""), .attr("hidden", "")) {}
            }
            if active.isEmpty {
                div(.class("empty-state")) {
                    h2 { "No deliveries right now" }
                    p { courier.available ? "A new delivery appears here by itself." : "Go on duty to get deliveries." }
                }
            }
            for details in active { delivery(details) }
        }
    }

    private func delivery(_ details: OrderDetails) -> Node {
        let order = details.order
        return article(.class("card"), .id("delivery-\(order.number)"), .aria("label", "Delivery \(order.number)")) {
            div(.class("restaurant-card-head")) {
                h2(.class("card-title")) { "#\(order.number)" }
                span(.class("badge badge-green")) { order.status == .ready ? "Ready for pickup" : order.status.label }
            }
            p {
                strong { "Pick up: " }
                "\(details.restaurant.name), \(details.restaurant.address)"
            }
            p {
                strong { "Deliver to: " }
                [details.customer?.fullName, order.address.line1, order.address.line2, order.address.instructions]
                    .compactMap { $0 }.joined(separator: ", ")
            }
            // What to take at the door: nothing for a card order, the rest of the bill for one paid on delivery.
            p(.class("collect"), .id("collect-\(order.number)")) {
                strong {
                    details.payment == nil
                        ? "Collect \(Money.format(order.pricing.total - order.refunded)) (cash or card)"
                        : "Paid online — collect nothing"
                }
            }
            div(.class("row")) {
                if let phone = details.customer?.phone {
                    a(
                        .class("btn btn-secondary btn-small"), .href("tel:\(phone)"),
                        .id("customer-phone-\(order.number)"),
                        .aria(
                            "label",
                            "Call \(details.customer?.firstName ?? "the customer") at \(PhoneNumber.display(phone))")
                    ) { PhoneNumber.display(phone) }
                }
                a(
                    .class("btn btn-secondary btn-small"), .href(CourierPage.directions(to: order.address)),
                    .id("directions-\(order.number)"), .attr("rel", "noopener"), .attr("target", "_blank")
                ) {
                    Icon.pin.node()
                    "Directions"
                }
            }
            p(.class("muted")) { OrdersPage.itemCount(order) }
            ul(.class("list-plain"), .aria("label", "In the bag")) {
                for item in order.items {
                    li {
                        "\(item.quantity) × \(item.name)"
                        LineDetails(item: item).render()
                    }
                }
            }
            if let (next, label) = CourierPage.action(for: order.status) {
                form(
                    .method("post"),
                    .action("/courier/deliveries/\(order.id.rawValue)/\(OrderActions.name(of: next))"),
                    .data("busy", "")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-primary btn-block"), .type("submit")) { label }
                }
            } else {
                p(.class("muted")) { "The kitchen is preparing it." }
            }
        }
    }

    /// A maps link with the way to `address`, from its coordinates (phones open their maps app).
    static func directions(to address: Address) -> String {
        "https://www.google.com/maps/dir/?api=1&destination=\(address.latitude),\(address.longitude)"
    }

    /// The courier's next move from a status.
    static func action(for status: OrderStatus) -> (OrderStatus, String)? {
        switch status {
        case .ready: (.pickedUp, "Picked up")
        case .pickedUp: (.delivered, "Delivered")
        default: nil
        }
    }
}
