import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// "Cancel order #12?": what cancelling means for the money and the coupon, a confirming button and a way back;
/// once the restaurant has accepted, why it is too late.
struct CancelOrderPage {
    let context: WebContext
    let csrf: CSRF
    let details: OrderDetails
    /// Why the last press was refused (cancelled already, accepted meanwhile), above the rest.
    var refusal: String? = nil

    func render() -> Node {
        let order = details.order
        return context.layout.page(
            title: "Cancel order #\(order.number)", activeTab: .orders, content: content(),
            backLink: "/orders/\(order.id.rawValue)")
    }

    @NodeBuilder
    private func content() -> [Node] {
        let order = details.order
        if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("cancel-refusal")) { refusal } }
        if order.status == .placed || order.status == .scheduled {
            section(.class("card stack"), .aria("labelledby", "cancel-title")) {
                h2(.id("cancel-title"), .class("section-title")) { "Cancel this order?" }
                p {
                    "\(details.restaurant.name) has not accepted it yet, so nothing has been cooked. "
                    strong(.id("cancel-money")) {
                        "You pay nothing: the \(Money.format(order.pricing.total)) of this order is not charged."
                    }
                }
                if let code = order.couponCode { p { "Your coupon \(code) can be used again." } }
                form(
                    .class("form"), .method("post"), .action("/orders/\(order.id.rawValue)/cancel"),
                    .data("busy", "Cancelling…")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-danger btn-block"), .type("submit"), .id("confirm-cancel")) {
                        span { "Yes, cancel order #\(order.number)" }
                    }
                }
                a(.class("btn btn-secondary btn-block"), .href("/orders/\(order.id.rawValue)")) { "Keep my order" }
            }
        } else {
            div(.class("empty-state")) {
                h2 { order.status == .cancelled ? "This order is cancelled" : "It is too late to cancel" }
                p {
                    order.status == .cancelled
                        ? "You pay nothing for it." : "\(details.restaurant.name) has already taken this order."
                }
                a(.class("btn btn-primary"), .href("/orders/\(order.id.rawValue)")) { "Back to the order" }
            }
        }
    }
}
