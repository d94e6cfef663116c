import FoodlyCore
import FoodlyHTML

/// The catalog page a guest was looking at when they chose to sign in, carried as `next` through Log in and Create
/// account so they land back on it: a restaurant's or a dish's page and nothing else, so the parameter can send no
/// one off the site or into an action.
struct SignInReturn: Equatable {
    /// The page, `/restaurants/<id>` or `/dishes/<id>`.
    let path: String

    /// The page `text` names, if it is one a guest can come back to.
    init?(_ text: String?) {
        guard let text else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, ["restaurants", "dishes"].contains(parts[1]),
            (1...100).contains(parts[2].count),
            parts[2].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        path = text
    }

    /// Log in, then back here.
    var login: String { "/login?next=\(path)" }
    /// Create an account, then back here.
    var register: String { "/register?next=\(path)" }

    /// The hidden field that carries it through a form.
    var field: Node { input(.type("hidden"), .name("next"), .value(path)) }

    /// The Add of a dish for a guest: a link to sign in, then back here.
    func addLink(_ dish: Dish) -> Node {
        a(.class("btn btn-secondary btn-small add-button"), .href(login), .aria("label", "Sign in to add \(dish.name)"))
        {
            "Add"
        }
    }

    /// The bar a guest sees at the bottom of a catalog page, where a customer's cart bar is.
    var bar: Node {
        a(.id("guestbar"), .class("cartbar"), .href(login)) {
            span(.class("cartbar-label")) { "Sign in to order" }
            span(.class("cartbar-total")) { "Log in" }
        }
    }
}
