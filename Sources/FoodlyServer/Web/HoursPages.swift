import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The hours page from the kitchen screen and the kitchen screen's pause control. Plain forms (CSRF-checked)
/// answered with a redirect back to the part that changed, or the page again with every bad field named (422) by
/// `HoursService`, the API's own rules, nothing saved; a refusal (plain staff editing hours) is shown with its
/// status.
struct HoursPages {
    let context: WebContext
    let hours: HoursService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/kitchen/hours") { request, user in
            let csrf = CSRF(request: request)
            var page = HoursPage(context: pages.context, csrf: csrf, schedule: try pages.hours.schedule(for: user))
            page.notice = request.query["done"].flatMap { HoursPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/kitchen/hours") { post, user in
            try pages.change(post, user, form: "hours", done: "hours#hours-form") { page in
                page.hoursValues = Dictionary(
                    uniqueKeysWithValues: HoursFieldset.fieldNames.map { ($0, HoursPages.bounded(post[$0], 8)) })
                _ = try pages.hours.setHours(HoursFieldset.days { HoursPages.bounded(post[$0], 8) }, by: user)
            }
        }
        web.signedInForm("/kitchen/closures") { post, user in
            try pages.change(post, user, form: "closures", done: "closure#closures") { page in
                let values = [
                    "first": HoursPages.bounded(post["first"], 10), "last": HoursPages.bounded(post["last"], 10),
                    "reason": HoursPages.bounded(post["reason"], Closure.maxReasonLength * 2),
                ]
                page.closureValues = values
                _ = try pages.hours.addClosure(
                    first: values["first"] ?? "", last: values["last"] ?? "", reason: values["reason"] ?? "", by: user)
            }
        }
        web.signedInForm("/kitchen/closures/:id/remove") { post, user in
            let id = try post.request.parameter("id")
            return try pages.change(post, user, form: "closures", done: "unclosed#closures") { _ in
                try pages.hours.removeClosure(id, by: user)
            }
        }
        web.signedInForm("/kitchen/prep") { post, user in
            try pages.change(post, user, form: "prep", done: "prep#prep-form") { page in
                let text = HoursPages.bounded(post["prepMinutes"], 8)
                page.prepValue = text
                guard let minutes = Int(text) else {
                    throw ValidationFailure(Restaurant.prepMinutesIssues(0))
                }
                _ = try pages.hours.setPrepMinutes(minutes, by: user)
            }
        }
        web.signedInForm("/kitchen/pickup") { post, user in
            try pages.change(post, user, form: "pickup", done: "pickup#pickup-form") { _ in
                _ = try pages.hours.setOffersPickup(post["offersPickup"] == "on", by: user)
            }
        }
        web.signedInForm("/kitchen/pause") { post, user in
            try LifecyclePages.kitchenForm(post, user, pages.context, back: "/kitchen#pause") {
                let choice = post["minutes"] ?? ""
                _ = try pages.hours.pause(minutes: choice == "reopen" ? nil : Int(choice) ?? 0, by: user)
            }
        }
        web.signedInForm("/kitchen/resume") { post, user in
            try LifecyclePages.kitchenForm(post, user, pages.context, back: "/kitchen#pause") {
                _ = try pages.hours.resume(by: user)
            }
        }
    }

    /// A posted field trimmed to at most `limit` characters past which the rules refuse it anyway.
    private static func bounded(_ value: String?, _ limit: Int) -> String {
        String((value ?? "").prefix(limit + 1))
    }

    /// Makes a change and redirects to the page saying `done`; a bad field or a refusal shows the page again with
    /// it, the posted values kept (`make` records them on the page before it may throw).
    private func change(
        _ post: WebForm, _ user: UserAccount, form: String, done: String, _ make: (inout HoursPage) throws -> Void
    ) throws -> Response {
        var page = HoursPage(
            context: context, csrf: CSRF(request: post.request), schedule: try hours.schedule(for: user))
        return try context.answer(
            post.request,
            act: {
                try make(&page)
                return .redirect(to: "/kitchen/hours?done=\(done)")
            },
            again: { _, refusal in
                page.issues = refusal.issues
                if refusal.issues.isEmpty { page.refusal = refusal.message } else { page.failedForm = form }
                return page.render()
            })
    }
}
