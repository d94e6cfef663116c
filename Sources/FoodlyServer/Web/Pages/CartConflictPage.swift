import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// Why a dish from another restaurant did not go into the cart, with the ways out: start a new cart with it,
/// or keep the cart (back to the restaurant, or to the cart). `app.js` offers the same choice beside the Add button.
struct CartConflictPage {
    let context: WebContext
    let csrf: CSRF
    let cart: CartQuote
    let dishID: ID<Dish>
    /// The dish's name, when the page it was added from is known.
    let dishName: String?
    /// The restaurant page the Add came from.
    let returnPath: String?

    func render() -> Node {
        context.layout.page(
            title: "Start a new cart?", activeTab: nil,
            content: [
                section(.class("card stack"), .aria("labelledby", "conflict-title")) {
                    h2(.id("conflict-title"), .class("section-title")) { "Your cart is from another restaurant" }
                    p(.id("conflict-reason")) {
                        "An order comes from one restaurant, and your cart holds dishes from "
                            + "\(cart.restaurant?.name ?? "another one"): \(dishName ?? "this dish") cannot join them."
                    }
                    form(.class("form"), .method("post"), .action("/cart/items"), .data("busy", "Starting…")) {
                        input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                        input(.type("hidden"), .name("dishId"), .value(dishID.rawValue))
                        input(.type("hidden"), .name("quantity"), .value("1"))
                        input(.type("hidden"), .name("replace"), .value("1"))
                        if let returnPath { input(.type("hidden"), .name("return"), .value(returnPath)) }
                        button(.class("btn btn-primary btn-block"), .type("submit"), .id("start-new-cart")) {
                            span { "Start a new cart with \(dishName ?? "this dish")" }
                        }
                    }
                    a(.class("btn btn-secondary btn-block"), .href("/cart")) { "Keep my cart" }
                }
            ], backLink: returnPath ?? "/cart")
    }
}
