import FoodlyCore
import FoodlyHTML

/// "Order again" on a finished order: puts its dishes back in the cart (see the cart's `#reorder` note); a refusal
/// (its restaurant suspended) is said under the button.
struct ReorderForm {
    let order: Order
    let csrf: CSRF
    var error: String? = nil

    func render() -> Node? {
        guard !order.status.isActive else { return nil }
        return form(
            .class("reorder-form"), .method("post"), .action("/orders/\(order.id.rawValue)/reorder"),
            .data("busy", "Adding…")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            button(
                .class("btn btn-secondary btn-block"), .type("submit"), .id("reorder-\(order.number)"),
                .aria("label", "Order again: the dishes of order #\(order.number)")
            ) { span { "Order again" } }
            if let error { p(.class("field-error"), .role("alert"), .id("reorder-error")) { error } }
        }
    }
}
