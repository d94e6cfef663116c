import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// The kitchen and courier screens and the review form. Plain forms (CSRF-checked) answered with redirects; the
/// services check roles and ownership (403 / 404).
struct LifecyclePages {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        let kitchen = context.kitchen
        let couriers = context.couriers
        web.signedInPage("/kitchen") { request, user in
            let (restaurant, dishes) = try kitchen.restaurant(for: user)
            let csrf = CSRF(request: request)
            let page = KitchenPage(
                context: context, csrf: csrf, restaurant: restaurant,
                orders: try kitchen.orders(for: user, statuses: [.placed, .accepted, .preparing, .ready]).reversed(),
                dishes: dishes, showsNumbers: try context.numbers.isOpen(to: user))
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/orders/:id/:action") { form, user in
            let status = try OrderActions.status(try form.request.parameter("action"), in: OrderActions.kitchen)
            _ = try kitchen.move(ID(try form.request.parameter("id")), to: status, by: user)
            return .redirect(to: "/kitchen")
        }
        web.signedInForm("/kitchen/dishes/:id") { form, user in
            try kitchen.setDishAvailable(
                form["available"] == "1", dishID: ID(try form.request.parameter("id")), by: user)
            return .redirect(to: "/kitchen")
        }
        web.signedInPage("/courier") { request, user in
            let (courier, deliveries) = try couriers.deliveries(for: user)
            let csrf = CSRF(request: request)
            let page = CourierPage(context: context, csrf: csrf, courier: courier, deliveries: deliveries)
            return context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/courier/availability") { form, user in
            _ = try couriers.setAvailable(form["available"] == "1", by: user)
            return .redirect(to: "/courier")
        }
        web.signedInForm("/courier/deliveries/:id/:action") { form, user in
            let status = try OrderActions.status(try form.request.parameter("action"), in: OrderActions.courier)
            _ = try couriers.move(ID(try form.request.parameter("id")), to: status, by: user)
            return .redirect(to: "/courier")
        }
        web.signedInForm("/orders/:id/review") { form, user in
            let id = try form.request.parameter("id")
            try context.orders.review(
                ID(id), rating: Int(form["rating"] ?? "") ?? 0, comment: form["comment"] ?? "", by: user)
            return .redirect(to: "/orders/\(id)?reviewed=1")
        }
    }
}
