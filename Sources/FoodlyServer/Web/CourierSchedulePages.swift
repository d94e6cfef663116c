import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The courier's weekly schedule on the web: the page, and its form (CSRF-checked) answered with a redirect back
/// saying it is saved, or the page again with every bad period named (422) by `CourierService.setSchedule`, the
/// API's own rules, nothing saved.
struct CourierSchedulePages {
    let context: WebContext
    let couriers: CourierService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/courier/schedule") { request, user in
            let csrf = CSRF(request: request)
            var page = CourierSchedulePage(
                context: pages.context, csrf: csrf, values: HoursFieldset.values(try pages.couriers.schedule(for: user))
            )
            if request.query["done"] == "saved" { page.notice = "Your week is saved." }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/courier/schedule") { post, user in
            let values = Dictionary(
                uniqueKeysWithValues: HoursFieldset.fieldNames.map { ($0, String((post[$0] ?? "").prefix(9))) })
            return try pages.context.answer(
                post.request,
                act: {
                    _ = try pages.couriers.setSchedule(HoursFieldset.days { values[$0] ?? "" }, by: user)
                    return .redirect(to: "/courier/schedule?done=saved")
                },
                again: { csrf, refusal in
                    CourierSchedulePage(context: pages.context, csrf: csrf, values: values, issues: refusal.issues)
                        .render()
                })
        }
    }
}
