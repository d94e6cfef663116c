import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

extension OrderingPages {
    /// A dish's page; after a refused add (`form`, `refusal`), with what it asked for kept and the reason shown by
    /// the form.
    static func dishPage(
        _ id: ID<Dish>, _ user: UserAccount?, _ context: WebContext, _ csrf: CSRF,
        refused: (form: WebForm, message: String)? = nil
    ) throws -> DishPage {
        guard let (dish, restaurant) = try context.catalog.dish(id) else {
            throw Refusal.notFound("There is no such dish.")
        }
        var page = DishPage(
            context: context, user: user, dish: dish, detail: try DishDetail(dish, of: restaurant), csrf: csrf,
            cart: try user.map { try context.carts.cart(for: $0) },
            favourite: try user.map { try context.favourites.contains(.dish, id: dish.id.rawValue, for: $0) } ?? false)
        if let refused {
            page.draft = DishAddForm.Draft(refused.form)
            page.addError = refused.message
        }
        return page
    }
}
