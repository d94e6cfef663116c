import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// The cart's note after "Order again": what went in, what did not and why, what costs something else now, and
/// whether the restaurant is closed or does not reach the address.
struct ReorderNotice {
    let order: Order
    let plan: Reorder
    /// The cart's problems now.
    let problems: [CartProblem]

    func render() -> Node {
        let added = plan.lines.reduce(0) { $0 + min(CartService.maxLineQuantity, $1.quantity) }
        let restaurantProblems = problems.filter { ["restaurant_closed", "outside_delivery_area"].contains($0.code) }
        return section(
            .class(plan.missing.isEmpty && restaurantProblems.isEmpty ? "notice notice-success" : "notice notice-warm"),
            .id("reorder"), .aria("labelledby", "reorder-title")
        ) {
            h2(.class("reorder-title"), .id("reorder-title")) {
                added == 0
                    ? "None of the dishes of order #\(order.number) can be ordered now"
                    : "In your cart: \(added == 1 ? "1 dish" : "\(added) dishes") from order #\(order.number)"
            }
            if !(plan.missing.isEmpty && plan.repriced.isEmpty && restaurantProblems.isEmpty) {
                ul(.class("reorder-notes")) {
                    for missing in plan.missing { li(.class("reorder-missing")) { "Not added: " + missing.sentence } }
                    for change in plan.repriced {
                        li(.class("reorder-repriced")) {
                            "\(change.name) now costs \(Money.format(change.now)) (was \(Money.format(change.was)))."
                        }
                    }
                    for problem in restaurantProblems { li { problem.message } }
                }
            }
        }
    }
}
