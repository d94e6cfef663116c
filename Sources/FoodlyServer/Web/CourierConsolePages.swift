import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The console's couriers on the web (operators only): the roster with a change form per courier and the
/// onboarding form, and the day's courier cover hour by hour (a plain GET form; a bad date is named under its field
/// with today shown, 422). Posts are CSRF-checked and answered with a 303 back to the courier, or the page again
/// with a bad field under it (422) or a refusal at the top.
struct CourierConsolePages {
    let context: WebContext
    let couriers: CourierService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/couriers") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.page(csrf, request, user)
            page.notice = request.query["done"].flatMap { ConsoleCouriersPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminPage("/admin/couriers/hours") { request, user in
            let zone = BrowserTimeZone(request).zone
            let asked = String((request.query["date"] ?? "").prefix(10))
            do {
                let day = try pages.couriers.dutyDay(asked, in: zone, by: user)
                return pages.context.page(
                    CourierCoverPage(context: pages.context, day: day, timeZone: zone, asked: day.date.text).render())
            } catch let failure as ValidationFailure {
                let page = CourierCoverPage(
                    context: pages.context, day: try pages.couriers.dutyDay("", in: zone, by: user), timeZone: zone,
                    asked: asked, issue: failure.issues.first)
                return pages.context.page(page.render(), refusedWith: 422)
            }
        }
        // Before the courier form: `dispatch` is not a courier's id.
        web.adminForm("/admin/couriers/dispatch") { post, user in
            let typed = String((post["maxActiveDeliveries"] ?? "").prefix(10))
            return try pages.context.answer(
                post.request,
                act: {
                    guard let count = Int(typed.trimmingCharacters(in: .whitespaces)) else {
                        throw ValidationFailure(DispatchRule.issues(DispatchSettings(maxActiveDeliveries: 0)))
                    }
                    _ = try pages.couriers.setDispatchSettings(DispatchSettings(maxActiveDeliveries: count), by: user)
                    return .redirect(to: "/admin/couriers?done=dispatch#dispatch-form")
                },
                again: { csrf, refusal in
                    var page = try pages.page(csrf, post.request, user)
                    page.dispatchIssues = refusal.issues
                    return page.render()
                })
        }
        web.adminForm("/admin/couriers/:id") { post, user in
            let id = ID<Courier>(try post.request.parameter("id"))
            let vehicle = String((post["vehicle"] ?? "").prefix(20))
            let phone = String((post["phone"] ?? "").prefix(80))
            return try pages.context.answer(
                post.request,
                act: {
                    _ = try pages.couriers.update(
                        id, vehicle: vehicle, phone: phone, active: post["active"] == "on", by: user)
                    return .redirect(to: "/admin/couriers?done=changed#courier-\(id.rawValue)")
                },
                again: { csrf, refusal in
                    var page = try pages.page(csrf, post.request, user)
                    page.refusedChange = (id, vehicle, phone, refusal.issues(under: "phone"))
                    return page.render()
                })
        }
        web.adminForm("/admin/couriers") { post, user in
            let email = String((post["email"] ?? "").prefix(AccountRules.maxEmailLength * 2))
            let phone = String((post["phone"] ?? "").prefix(80))
            return try pages.context.answer(
                post.request,
                act: {
                    guard let vehicle = Vehicle(rawValue: post["vehicle"] ?? "") else {
                        throw ValidationFailure([
                            FieldError(field: "vehicle", code: "unknown_value", message: "Use bicycle, scooter or car.")
                        ])
                    }
                    let centre = GeoPoint(
                        latitude: Neighbourhood.cityCentre.latitude, longitude: Neighbourhood.cityCentre.longitude)
                    let courier = try pages.couriers.create(
                        email: email, phone: phone, vehicle: vehicle, location: centre, by: user)
                    return .redirect(to: "/admin/couriers?done=onboarded#courier-\(courier.id.rawValue)")
                },
                again: { csrf, refusal in
                    var page = try pages.page(csrf, post.request, user)
                    page.onboardEmail = email
                    page.onboardPhone = phone
                    page.onboardIssues = refusal.issues
                    page.refusal = refusal.sentence
                    return page.render()
                })
        }
    }

    private func page(_ csrf: CSRF, _ request: Request, _ user: UserAccount) throws -> ConsoleCouriersPage {
        let zone = BrowserTimeZone(request).zone
        var page = ConsoleCouriersPage(
            context: context, csrf: csrf, couriers: try couriers.roster(in: zone, by: user), timeZone: zone)
        page.dispatch = try couriers.dispatchSettings(by: user)
        return page
    }
}
