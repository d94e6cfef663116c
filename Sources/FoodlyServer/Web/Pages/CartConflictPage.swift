import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// Why a dish from another restaurant (or a past order from another restaurant, ordered again) did not go into the
/// cart, with the ways out: start a new cart with it, or keep the cart (back to where it came from, or to the cart).
/// `app.js` offers the same choice beside the Add button.
struct CartConflictPage {
    let context: WebContext
    let csrf: CSRF
    let cart: CartQuote
    /// What did not go in.
    let incoming: Incoming

    /// What did not go in.
    enum Incoming {
        /// A dish (its name, when the page it was added from is known), what the Add asked for (options, how many,
        /// note), and the restaurant page the Add came from.
        case dish(ID<Dish>, name: String?, draft: DishAddForm.Draft, returnPath: String?)
        /// A past order's dishes ("Order again").
        case order(Order)
    }

    func render() -> Node {
        context.layout.page(
            title: "Start a new cart?", activeTab: nil,
            content: [
                section(.class("card stack"), .aria("labelledby", "conflict-title")) {
                    h2(.id("conflict-title"), .class("section-title")) { "Your cart is from another restaurant" }
                    p(.id("conflict-reason")) {
                        "An order comes from one restaurant, and your cart holds dishes from "
                            + "\(cart.restaurant?.name ?? "another one"): \(what) cannot join them."
                    }
                    form(.class("form"), .method("post"), .action(action), .data("busy", "Starting…")) {
                        input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                        if case .dish(let dishID, _, let draft, let returnPath) = incoming {
                            input(.type("hidden"), .name("dishId"), .value(dishID.rawValue))
                            draft.hiddenFields
                            if let returnPath { input(.type("hidden"), .name("return"), .value(returnPath)) }
                        }
                        input(.type("hidden"), .name("replace"), .value("1"))
                        button(.class("btn btn-primary btn-block"), .type("submit"), .id("start-new-cart")) {
                            span { "Start a new cart with \(what)" }
                        }
                    }
                    a(.class("btn btn-secondary btn-block"), .href("/cart")) { "Keep my cart" }
                }
            ], backLink: backLink)
    }

    /// The dish, or the order's dishes, in words.
    private var what: String {
        switch incoming {
        case .dish(_, let name, _, _): name ?? "this dish"
        case .order(let order): "the dishes of order #\(order.number)"
        }
    }

    private var action: String {
        switch incoming {
        case .dish: "/cart/items"
        case .order(let order): "/orders/\(order.id.rawValue)/reorder"
        }
    }

    private var backLink: String {
        switch incoming {
        case .dish(_, _, _, let returnPath): returnPath ?? "/cart"
        case .order(let order): "/orders/\(order.id.rawValue)"
        }
    }
}
