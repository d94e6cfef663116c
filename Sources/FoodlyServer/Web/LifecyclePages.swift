import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// The kitchen and courier screens and the review form. Plain forms (CSRF-checked) answered with redirects; the
/// services check roles and ownership (403 / 404).
struct LifecyclePages {
    let context: WebContext

    func register(in router: inout Router) {
        let context = self.context
        let kitchen = context.kitchen
        let couriers = context.couriers
        router.get("/kitchen") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            let (restaurant, dishes) = try kitchen.restaurant(for: user)
            let csrf = CSRF(request: request)
            let page = KitchenPage(
                context: context, csrf: csrf, restaurant: restaurant,
                orders: try kitchen.orders(for: user, statuses: [.placed, .accepted, .preparing, .ready]).reversed(),
                dishes: dishes)
            return context.page(page.render(), csrf: csrf)
        }
        router.post("/kitchen/orders/:id/:action") { request in
            guard let (user, _) = try context.formPost(request) else { return context.signInRedirect(request) }
            let status = try OrderActions.status(try request.parameter("action"), in: OrderActions.kitchen)
            _ = try kitchen.move(ID(try request.parameter("id")), to: status, by: user)
            return .redirect(to: "/kitchen")
        }
        router.post("/kitchen/dishes/:id") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            try kitchen.setDishAvailable(form["available"] == "1", dishID: ID(try request.parameter("id")), by: user)
            return .redirect(to: "/kitchen")
        }
        router.get("/courier") { request in
            guard let user = try context.user(request) else { return context.signInRedirect(request) }
            let (courier, deliveries) = try couriers.deliveries(for: user)
            let csrf = CSRF(request: request)
            let page = CourierPage(context: context, csrf: csrf, courier: courier, deliveries: deliveries)
            return context.page(page.render(), csrf: csrf)
        }
        router.post("/courier/availability") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            _ = try couriers.setAvailable(form["available"] == "1", by: user)
            return .redirect(to: "/courier")
        }
        router.post("/courier/deliveries/:id/:action") { request in
            guard let (user, _) = try context.formPost(request) else { return context.signInRedirect(request) }
            let status = try OrderActions.status(try request.parameter("action"), in: OrderActions.courier)
            _ = try couriers.move(ID(try request.parameter("id")), to: status, by: user)
            return .redirect(to: "/courier")
        }
        router.post("/orders/:id/review") { request in
            guard let (user, form) = try context.formPost(request) else { return context.signInRedirect(request) }
            let id = try request.parameter("id")
            try context.orders.review(
                ID(id), rating: Int(form["rating"] ?? "") ?? 0, comment: form["comment"] ?? "", by: user)
            return .redirect(to: "/orders/\(id)?reviewed=1")
        }
    }
}
