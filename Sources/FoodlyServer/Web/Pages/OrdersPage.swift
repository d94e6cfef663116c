import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The Orders tab: the user's orders, newest first, a finished one with "Order again".
struct OrdersPage {
    let context: WebContext
    /// For the "Order again" forms.
    let csrf: CSRF
    let orders: [OrderDetails]
    /// Older orders exist beyond these.
    let hasMore: Bool

    func render() -> Node {
        context.layout.page(title: "Orders", activeTab: .orders, content: content())
    }

    @NodeBuilder
    private func content() -> [Node] {
        if orders.isEmpty {
            div(.class("empty-state")) {
                h2 { "No orders yet" }
                p { "When you order, you can follow it here until it is at your door." }
                a(.class("btn btn-primary"), .href("/")) { "Find a restaurant" }
            }
        } else {
            ul(.class("stack list-plain")) {
                for details in orders {
                    li {
                        a(.class("card order-card"), .href("/orders/\(details.order.id.rawValue)")) {
                            div(.class("restaurant-card-head")) {
                                div {
                                    h2(.class("card-title")) { details.restaurant.name }
                                    p(.class("muted")) {
                                        "#\(details.order.number) · \(OrdersPage.itemCount(details.order)) · "
                                        ClockTime(timeZone: details.restaurant.timeZone).tag(
                                            details.order.placedAt, withDay: true)
                                    }
                                }
                                strong { Money.format(details.order.pricing.total) }
                            }
                            p(.class("card-meta")) {
                                span(.class(details.order.status.isActive ? "badge badge-green" : "badge")) {
                                    details.order.status.label
                                }
                            }
                        }
                        ReorderForm(order: details.order, csrf: csrf).render()
                    }
                }
            }
            if hasMore { p(.class("muted")) { "Showing your \(orders.count) most recent orders." } }
        }
    }

    /// "1 item", "3 items".
    static func itemCount(_ order: Order) -> String {
        let count = order.items.reduce(0) { $0 + $1.quantity }
        return count == 1 ? "1 item" : "\(count) items"
    }
}
