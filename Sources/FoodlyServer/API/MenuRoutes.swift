import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// The menu editor. The route group checks the staff role (403); `MenuService` checks that owners and managers
/// edit (plain staff get 403) and that a dish is on the caller's restaurant's menu (404 otherwise).
struct MenuRoutes {
    let menus: MenuService

    func register(in api: inout APIRouter) {
        let menus = self.menus
        api.handle(Endpoints.merchantMenu) { call in
            MenuBody(try menus.menu(for: call.caller.account))
        }
        api.handle(Endpoints.addMenuDish) { call in
            MenuDishBody(try menus.addDish(call.body, by: call.caller.account))
        }
        api.handle(Endpoints.updateMenuDish) { call in
            MenuDishBody(try menus.updateDish(ID(call.path.id), with: call.body, by: call.caller.account))
        }
        api.handle(Endpoints.archiveMenuDish) { call in
            try menus.archiveDish(ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.arrangeMenu) { call in
            let layout = call.body.sections.map {
                MenuLayout.Section(name: $0.name, dishes: $0.dishIds.map { ID<Dish>($0) })
            }
            try menus.arrange(layout, by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.previewMenuDish) { call in
            MenuPreviewBody(
                try menus.preview(
                    call.body.draft, replacing: call.body.dishId.map { ID<Dish>($0) }, by: call.caller.account))
        }
    }
}
