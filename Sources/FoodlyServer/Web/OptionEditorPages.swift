import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The option editor of a dish (`/kitchen/menu/dishes/:id/options`): one form for the whole set, answered with the
/// page again after an add or remove row button (nothing saved), with every refused field under its input (422,
/// nothing saved), or a redirect back after a save. `OptionService` decides who sees (the restaurant's staff; 404
/// for another restaurant's dish) and who saves (owners and managers; 403 for plain staff).
struct OptionEditorPages {
    let context: WebContext
    let options: OptionService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/kitchen/menu/dishes/:id/options") { request, user in
            let (dish, canEdit) = try pages.options.dish(ID(try request.parameter("id")), for: user)
            let csrf = CSRF(request: request)
            var page = DishOptionsPage(
                context: pages.context, csrf: csrf, dish: dish, canEdit: canEdit,
                form: DishOptionsForm(dish.optionGroups))
            if request.query["done"] == "saved" { page.notice = "The options are saved. Customers see them now." }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/menu/dishes/:id/options") { post, user in
            let id = ID<Dish>(try post.request.parameter("id"))
            let (dish, canEdit) = try pages.options.dish(id, for: user)
            guard canEdit else { throw OptionError.editorsOnly }
            var form = DishOptionsForm(Dictionary(post.fields.pairs, uniquingKeysWith: { first, _ in first }))
            let csrf = CSRF(request: post.request)
            var page = DishOptionsPage(context: pages.context, csrf: csrf, dish: dish, canEdit: true, form: form)
            if form.apply(post["action"] ?? "save") {
                page.form = form
                return pages.context.page(page.render(), csrf: csrf)
            }
            return try pages.context.answer(
                post.request,
                act: {
                    try ValidationFailure.check(form.issues)
                    _ = try pages.options.setOptionGroups(form.drafts, dishID: id, by: user)
                    return .redirect(to: "/kitchen/menu/dishes/\(id.rawValue)/options?done=saved")
                },
                again: { _, refusal in
                    page.issues = refusal.issues(under: "groups")
                    return page.render()
                })
        }
    }
}
