import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The menu editor from the kitchen screen: the menu page and the dish form. Plain forms (CSRF-checked) answered
/// with a redirect to the part that changed, or the page again with every bad field named (422) by `MenuService`,
/// the API's own rules; a refusal (the listing rule, plain staff, another restaurant's dish) is shown on the page
/// with its status. "Check" on the dish form grades it without saving; app.js posts it as they type.
struct MenuPages {
    let context: WebContext
    let menus: MenuService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/kitchen/menu") { request, user in
            let csrf = CSRF(request: request)
            var page = MenuPage(context: pages.context, csrf: csrf, menu: try pages.menus.menu(for: user))
            page.notice = request.query["done"].flatMap { MenuPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/menu/sections/move") { post, user in
            let section = post["section"] ?? ""
            return try pages.change(post, user) {
                let step = try MenuPages.step(post)
                let index = try pages.menus.menu(for: user).sections.firstIndex { $0.name == section } ?? 0
                try pages.menus.move(section: section, dish: nil, by: step, user: user)
                return "moved#" + MenuPage.sectionID(index + step)
            }
        }
        web.signedInForm("/kitchen/menu/sections/rename") { post, user in
            try pages.change(post, user) {
                let section = post["section"] ?? ""
                let index = try pages.menus.menu(for: user).sections.firstIndex { $0.name == section } ?? 0
                try pages.menus.renameSection(section, to: String((post["name"] ?? "").prefix(100)), by: user)
                return "renamed#" + MenuPage.sectionID(index)
            }
        }
        web.signedInPage("/kitchen/menu/dishes/new") { request, user in
            let csrf = CSRF(request: request)
            let menu = try pages.editable(user)
            let form = MenuDishForm(section: String((request.query["section"] ?? "").prefix(60)))
            let page = MenuDishPage(context: pages.context, csrf: csrf, menu: menu, dish: nil, form: form)
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/menu/dishes/new") { post, user in
            try pages.saveDish(post, user, id: nil)
        }
        web.signedInPage("/kitchen/menu/dishes/:id") { request, user in
            let csrf = CSRF(request: request)
            let (dish, menu) = try pages.menus.dish(ID(try request.parameter("id")), for: user)
            guard menu.canEdit else { throw MerchantError.menuEditorsOnly }
            let form = MenuDishForm(dish)
            var page = MenuDishPage(context: pages.context, csrf: csrf, menu: menu, dish: dish, form: form)
            page.preview = try? pages.menus.preview(form.draft(), replacing: dish.id, by: user)
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/menu/dishes/:id") { post, user in
            try pages.saveDish(post, user, id: ID(try post.request.parameter("id")))
        }
        web.signedInForm("/kitchen/menu/dishes/:id/move") { post, user in
            let id = ID<Dish>(try post.request.parameter("id"))
            return try pages.change(post, user) {
                let step = try MenuPages.step(post)
                try pages.menus.move(
                    section: try pages.menus.dish(id, for: user).dish.section, dish: id, by: step, user: user)
                return "moved#dish-\(id.rawValue)"
            }
        }
        web.signedInForm("/kitchen/menu/dishes/:id/archive") { post, user in
            let id = ID<Dish>(try post.request.parameter("id"))
            return try pages.change(post, user) {
                try pages.menus.archiveDish(id, by: user)
                return "archived#menu-listing"
            }
        }
    }

    /// The posted `direction`: −1 for up, +1 for down; anything else is a 422 naming the field.
    private static func step(_ post: WebForm) throws -> Int {
        switch post["direction"] {
        case "up": return -1
        case "down": return 1
        default:
            throw ValidationFailure([
                FieldError(field: "direction", code: "invalid", message: "Move a section or dish up or down.")
            ])
        }
    }

    /// The menu, for its owners and managers only (plain staff are refused).
    private func editable(_ user: UserAccount) throws -> MenuOverview {
        let menu = try menus.menu(for: user)
        guard menu.canEdit else { throw MerchantError.menuEditorsOnly }
        return menu
    }

    /// Makes a change to the menu and redirects to the menu page saying what was done (`make` answers the
    /// `done` key and the fragment); a refusal shows the menu page again with it and its status.
    private func change(_ post: WebForm, _ user: UserAccount, _ make: () throws -> String) throws -> Response {
        try context.answer(
            post.request, act: { .redirect(to: "/kitchen/menu?done=" + (try make())) },
            again: { csrf, refusal in
                var page = MenuPage(context: context, csrf: csrf, menu: try menus.menu(for: user))
                page.refusal =
                    refusal.issues.isEmpty ? refusal.message : refusal.issues.map(\.message).joined(separator: " ")
                return page.render()
            })
    }

    /// Checks (`intent=check`) or saves the posted dish: a check answers the form with the preview panel; a save
    /// redirects to the dish on the menu page; a bad field or a refusal answers the form again with it. A check
    /// refuses nothing, so a half-typed form's check is a 200 showing what is missing (the live preview sends one
    /// while the owner types); a save with a bad field is a 422.
    private func saveDish(_ post: WebForm, _ user: UserAccount, id: ID<Dish>?) throws -> Response {
        let form = MenuDishForm(post.fields)
        let (dish, menu) = try id.map { try menus.dish($0, for: user) } ?? (nil, try menus.menu(for: user))
        /// The form again, each bad field under its input; a broken listing rule above it, with the preview.
        func page(_ csrf: CSRF, _ issues: [FieldError]) -> MenuDishPage {
            var page = MenuDishPage(context: context, csrf: csrf, menu: menu, dish: dish, form: form)
            page.issues = issues.filter { $0.field != "menu" }
            if let listing = issues.first(where: { $0.field == "menu" }) {
                page.refusal = "Not saved: " + listing.message
                page.preview = try? menus.preview(form.draft(), replacing: id, by: user)
            }
            return page
        }
        if post["intent"] == "check" {
            let csrf = CSRF(request: post.request)
            do {
                var checked = page(csrf, [])
                checked.preview = try menus.preview(form.draft(), replacing: id, by: user)
                return context.page(checked.render(), csrf: csrf)
            } catch let failure as ValidationFailure {
                return context.page(page(csrf, failure.issues).render(), csrf: csrf)
            }
        }
        return try context.answer(
            post.request,
            act: {
                let saved =
                    try id.map { try menus.updateDish($0, with: form.draft(), by: user) }
                    ?? (try menus.addDish(form.draft(), by: user))
                return .redirect(to: "/kitchen/menu?done=\(id == nil ? "added" : "saved")#dish-\(saved.id.rawValue)")
            },
            again: { csrf, refusal in
                var shown = page(csrf, refusal.issues)
                if refusal.issues.isEmpty { shown.refusal = refusal.message }
                return shown.render()
            })
    }
}
