import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

extension OrderingPages {
    /// A dish's page; after an add whose choice of options was refused (`form`, `refusal`), with that choice kept
    /// and the reason shown by the form, answered with the refusal's status.
    static func dishPage(
        _ id: ID<Dish>, _ request: Request, _ user: UserAccount, _ context: WebContext, form: WebForm? = nil,
        refusal: InlineRefusal? = nil
    ) throws -> Response {
        guard let (dish, restaurant) = try context.catalog.dish(id) else {
            throw Refusal.notFound("There is no such dish.")
        }
        let csrf = CSRF(request: request)
        var page = DishPage(
            context: context, user: user, dish: dish, detail: try DishDetail(dish, of: restaurant), csrf: csrf,
            cart: try context.carts.cart(for: user),
            favourite: try context.favourites.contains(.dish, id: dish.id.rawValue, for: user))
        guard let refusal, let form else { return context.page(page.render(), csrf: csrf) }
        page.chosenOptions = Set(OptionsForm.chosen(in: form).map(\.rawValue))
        page.optionsError = refusal.firstMessage
        return context.page(page.render(), refused: refusal, csrf: csrf)
    }
}
