import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import Foundation

/// The kitchen and courier screens and the review form. Plain forms (CSRF-checked) answered with redirects, or the
/// screen again with the refusal; the services check roles and ownership (403 / 404).
struct LifecyclePages {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        let kitchen = context.kitchen
        let couriers = context.couriers
        web.signedInPage("/kitchen") { request, user in
            let csrf = CSRF(request: request)
            return context.page(try LifecyclePages.kitchenPage(user, csrf, context).render(), csrf: csrf)
        }
        web.signedInPage("/kitchen/orders/:id/reject") { request, user in
            let csrf = CSRF(request: request)
            let details = try kitchen.order(ID(try request.parameter("id")), for: user)
            return context.page(KitchenRejectPage(context: context, csrf: csrf, details: details).render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/orders/:id/reject") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            let sent = KitchenRejection(
                reason: RejectionReason(rawValue: form["reason"] ?? "") ?? .other, note: form["note"])
            return try context.answer(
                form.request,
                act: {
                    _ = try kitchen.move(id, to: .rejected, because: sent, by: user)
                    return .redirect(to: "/kitchen")
                },
                again: { csrf, refusal in
                    var page = KitchenRejectPage(
                        context: context, csrf: csrf, details: try kitchen.order(id, for: user), sent: sent,
                        issues: refusal.issues)
                    if refusal.issues.isEmpty { page.refusal = refusal.message }
                    return page.render()
                })
        }
        web.signedInPage("/kitchen/orders/:id/ticket") { request, user in
            let details = try kitchen.order(ID(try request.parameter("id")), for: user)
            let (_, dishes) = try kitchen.restaurant(for: user)
            return context.page(KitchenTicketPage(context: context, details: details, dishes: dishes).render())
        }
        web.signedInForm("/kitchen/orders/:id/hand-over") { form, user in
            try LifecyclePages.kitchenForm(form, user, context) {
                _ = try kitchen.handOver(
                    ID(try form.request.parameter("id")), code: form["code"].map { String($0.prefix(20)) }, by: user)
            }
        }
        web.signedInForm("/kitchen/orders/:id/:action") { form, user in
            try LifecyclePages.kitchenForm(form, user, context) {
                let status = try OrderActions.status(try form.request.parameter("action"), in: OrderActions.kitchen)
                _ = try kitchen.move(ID(try form.request.parameter("id")), to: status, by: user)
            }
        }
        web.signedInForm("/kitchen/dishes/:id") { form, user in
            try LifecyclePages.kitchenForm(form, user, context) {
                try kitchen.setDishAvailable(
                    form["available"] == "1", dishID: ID(try form.request.parameter("id")), by: user)
            }
        }
        web.signedInPage("/courier") { request, user in
            let csrf = CSRF(request: request)
            return context.page(try LifecyclePages.courierPage(user, csrf, context).render(), csrf: csrf)
        }
        web.signedInPage("/courier/earnings") { request, user in
            let earnings = try couriers.earnings(
                week: request.query["week"] ?? "", in: BrowserTimeZone(request).zone, for: user)
            return context.page(EarningsPage(context: context, earnings: earnings).render())
        }
        web.signedInPage("/courier/earnings.csv") { request, user in
            let earnings = try couriers.earnings(
                week: request.query["week"] ?? "", in: BrowserTimeZone(request).zone, for: user)
            return Response.attachment(
                Array(EarningsCSV.text(earnings).utf8), contentType: "text/csv; charset=utf-8",
                filename: "foodly-earnings-week-of-\(earnings.days.first?.date.text ?? "").csv")
        }
        web.signedInPage("/courier/earnings.pdf") { request, user in
            let earnings = try couriers.earnings(
                week: request.query["week"] ?? "", in: BrowserTimeZone(request).zone, for: user)
            let week = earnings.days.first?.date.text ?? ""
            return Response.attachment(
                try EarningsPDF.bytes(earnings, name: user.fullName), contentType: "application/pdf",
                filename: "foodly-earnings-week-of-\(week).pdf")
        }
        web.signedInForm("/courier/availability") { form, user in
            try LifecyclePages.courierForm(form.request, user, context) {
                _ = try couriers.setAvailable(form["available"] == "1", by: user)
            }
        }
        web.signedInForm("/courier/offers/:id/accept") { form, user in
            try LifecyclePages.courierForm(form.request, user, context) {
                _ = try couriers.accept(ID(try form.request.parameter("id")), by: user)
            }
        }
        web.signedInForm("/courier/offers/:id/decline") { form, user in
            try LifecyclePages.courierForm(form.request, user, context) {
                try couriers.decline(ID(try form.request.parameter("id")), by: user)
            }
        }
        // Registered before the moves: the photo form is multipart, and `door-photo` is not a move.
        web.signedInUpload("/courier/deliveries/:id/door-photo") { request, form, user in
            try LifecyclePages.courierForm(request, user, context) {
                let id = ID<Order>(try request.parameter("id"))
                guard let photo = form.files["photo"], !photo.bytes.isEmpty else {
                    throw ValidationFailure([
                        FieldError(field: "photo", code: "required", message: "Take a photo of the order at the door.")
                    ])
                }
                _ = try couriers.setDoorPhoto(photo.bytes, mediaType: photo.mediaType, of: id, by: user)
                _ = try couriers.move(id, to: .delivered, by: user)
            }
        }
        web.signedInForm("/courier/deliveries/:id/:action") { form, user in
            try LifecyclePages.courierForm(form.request, user, context) {
                let id = ID<Order>(try form.request.parameter("id"))
                switch try form.request.parameter("action") {
                case "not-answering": _ = try couriers.notAnswering(id, by: user)
                case "give-up": _ = try couriers.giveUp(id, by: user)
                case let action:
                    let status = try OrderActions.status(action, in: OrderActions.courier)
                    _ = try couriers.move(id, to: status, code: form["code"], by: user)
                }
            }
        }
        web.signedInPage("/orders/:id/door-photo") { request, user in
            try LifecycleRoutes.doorPhoto(ID(try request.parameter("id")), for: user, context.orders)
        }
        web.signedInForm("/orders/:id/messages") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            let courier = user.role == .courier
            return try context.answer(
                form.request,
                act: {
                    _ = try context.messages.send(form["text"] ?? "", about: id, by: user)
                    return .redirect(to: courier ? "/courier" : "/orders/\(id.rawValue)")
                },
                again: { csrf, refusal in
                    if courier {
                        var page = try LifecyclePages.courierPage(user, csrf, context)
                        page.refusal = refusal.firstMessage
                        return page.render()
                    }
                    var page = OrderPage(
                        context: context, csrf: csrf, details: try context.orders.order(id, for: user),
                        justPlaced: false, now: Date())
                    page.messages = try context.messages.conversation(id, for: user)
                    page.messageError = refusal.firstMessage
                    return page.render()
                })
        }
        web.signedInForm("/orders/:id/review") { form, user in
            let id = ID<Order>(try form.request.parameter("id"))
            return try context.answer(
                form.request,
                act: {
                    try context.orders.review(
                        id, rating: Int(form["rating"] ?? "") ?? 0, comment: form["comment"] ?? "", by: user)
                    return .redirect(to: "/orders/\(id.rawValue)?reviewed=1")
                },
                again: { csrf, refusal in
                    var page = OrderPage(
                        context: context, csrf: csrf, details: try context.orders.order(id, for: user),
                        justPlaced: false, now: Date())
                    page.reviewError = refusal.firstMessage
                    return page.render()
                })
        }
    }

    /// The kitchen screen of `user`'s restaurant: its open orders, dishes and pause control.
    static func kitchenPage(_ user: UserAccount, _ csrf: CSRF, _ context: WebContext) throws -> KitchenPage {
        let (restaurant, dishes) = try context.kitchen.restaurant(for: user)
        return KitchenPage(
            context: context, csrf: csrf, restaurant: restaurant,
            orders: try context.kitchen.orders(for: user, statuses: [.placed, .accepted, .preparing, .ready])
                .reversed(),
            dishes: dishes, showsNumbers: try context.numbers.isOpen(to: user))
    }

    /// A kitchen screen control: `change`, then back to the screen, or the screen with the refusal at its top.
    static func kitchenForm(
        _ form: WebForm, _ user: UserAccount, _ context: WebContext, back: String = "/kitchen",
        _ change: () throws -> Void
    ) throws -> Response {
        try context.answer(
            form.request,
            act: {
                try change()
                return .redirect(to: back)
            },
            again: { csrf, refusal in
                var page = try kitchenPage(user, csrf, context)
                page.refusal = refusal.firstMessage
                return page.render()
            })
    }

    /// The courier screen: on duty or not, the offers to answer and the deliveries.
    private static func courierPage(_ user: UserAccount, _ csrf: CSRF, _ context: WebContext) throws -> CourierPage {
        let (courier, deliveries, offers) = try context.couriers.deliveries(for: user)
        var page = CourierPage(
            context: context, csrf: csrf, courier: courier, deliveries: deliveries, offers: offers, now: Date())
        for details in deliveries where details.order.status.isActive {
            page.conversations[details.order.id] = try context.messages.conversation(details.order.id, for: user)
        }
        return page
    }

    /// A courier screen control: `change`, then back to the screen, or the screen with the refusal at its top.
    private static func courierForm(
        _ request: Request, _ user: UserAccount, _ context: WebContext, _ change: () throws -> Void
    ) throws -> Response {
        try context.answer(
            request,
            act: {
                try change()
                return .redirect(to: "/courier")
            },
            again: { csrf, refusal in
                var page = try courierPage(user, csrf, context)
                page.refusal = refusal.firstMessage
                return page.render()
            })
    }
}
