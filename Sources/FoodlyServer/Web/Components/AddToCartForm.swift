import FoodlyCore
import FoodlyHTML

/// The Add button of a dish: a form post without JavaScript; `app.js` sends it in the background and updates the
/// cart bar instead of reloading the page. A dish with a required choice of options links to its page instead,
/// where ``DishAddForm`` asks for it.
struct AddToCartForm {
    let dish: Dish
    let csrf: CSRF
    /// Where to come back to after a plain post.
    let returnPath: String

    func render() -> Node {
        if dish.optionGroups.contains(where: \.isRequired) {
            return a(
                .class("btn btn-secondary btn-small add-button"), .href("/dishes/\(dish.id.rawValue)#options"),
                .aria("label", "Choose options for \(dish.name)")
            ) { "Choose" }
        }
        return form(.class("add-form"), .method("post"), .action("/cart/items"), .data("cart-add", "")) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            input(.type("hidden"), .name("dishId"), .value(dish.id.rawValue))
            input(.type("hidden"), .name("quantity"), .value("1"))
            input(.type("hidden"), .name("return"), .value(returnPath))
            button(
                .class("btn btn-secondary btn-small add-button"), .type("submit"), .aria("label", "Add \(dish.name)")
            ) {
                "Add"
            }
        }
    }
}
