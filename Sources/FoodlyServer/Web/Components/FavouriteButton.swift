import FoodlyCore
import FoodlyHTML

/// The heart that keeps a restaurant or a dish among the customer's favourites: a toggle button
/// (`aria-pressed`, named "Favourite <name>") in a plain form that comes back to the page at the button; `app.js`
/// sends it in the background and flips the button (`form[data-favourite]`).
struct FavouriteButton {
    let kind: Favourites.Kind
    let id: String
    let name: String
    let favourite: Bool
    let csrf: CSRF
    /// Unique on the page: the button's id.
    let anchor: String
    /// Where to come back to without JavaScript: a path and a fragment.
    let returnTo: String

    func render() -> Node {
        form(
            .class("favourite-form"), .method("post"), .action(FavouriteButton.action(kind, id: id)),
            .data("favourite", "")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("favourite"), .value(favourite ? "0" : "1"))
            input(.type("hidden"), .name("return"), .value(returnTo))
            button(
                .class("btn-favourite"), .type("submit"), .id(anchor), .aria("pressed", favourite ? "true" : "false"),
                .aria("label", "Favourite \(name)")
            ) { Icon.heart.node() }
        }
    }

    /// Where the form posts.
    static func action(_ kind: Favourites.Kind, id: String) -> String {
        "/favourites/\(kind == .restaurant ? "restaurants" : "dishes")/\(id)"
    }
}
