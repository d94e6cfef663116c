import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import Foundation

/// The console's coupons (operators only): the list with a form for a new one, each coupon with its redemptions,
/// the form changing its validity and limits, and Expire now. Posts are CSRF-checked and answered with a redirect,
/// or the page again with each refused field's message under it.
struct CouponPages {
    let context: WebContext
    let coupons: CouponService

    func register(in web: inout WebRouter) {
        let pages = self
        web.adminPage("/admin/coupons") { request, _ in
            let csrf = CSRF(request: request)
            let page = try pages.listPage(request, csrf: csrf, form: CouponForm(values: ["kind": "percent"]))
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/coupons") { post, user in
            var form = CouponForm(post)
            return try pages.context.answer(
                post.request,
                act: {
                    let coupon = try pages.coupons.create(
                        try form.draft(in: BrowserTimeZone(post.request).zone), by: .account(user, as: .operator))
                    return .redirect(to: "/admin/coupons/\(coupon.code)?done=created")
                },
                again: { csrf, refusal in
                    // A code already taken is refused under the code field.
                    form.issues = refusal.issues(under: "code")
                    return try pages.listPage(post.request, csrf: csrf, form: form).render()
                })
        }
        web.adminPage("/admin/coupons/:code") { request, _ in
            let csrf = CSRF(request: request)
            var page = try pages.couponPage(try request.parameter("code"), request, csrf: csrf, form: nil)
            page.notice = request.query["done"].flatMap { CouponPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/coupons/:code/terms") { post, user in
            let code = try post.request.parameter("code")
            var form = CouponForm(post)
            return try pages.context.answer(
                post.request,
                act: {
                    let stored = try pages.coupons.coupon(code).overview.coupon
                    let terms = try form.terms(in: BrowserTimeZone(post.request).zone, keeping: stored)
                    let changed = try pages.coupons.setTerms(code, terms, by: user)
                    return .redirect(to: "/admin/coupons/\(changed.coupon.code)?done=changed")
                },
                again: { csrf, refusal in
                    form.issues = refusal.issues(under: "code")
                    return try pages.couponPage(code, post.request, csrf: csrf, form: form).render()
                })
        }
        web.adminForm("/admin/coupons/:code/expire") { post, user in
            let code = try post.request.parameter("code")
            return try pages.context.answer(
                post.request,
                act: {
                    let ended = try pages.coupons.expire(code, by: user)
                    return .redirect(to: "/admin/coupons/\(ended.coupon.code)?done=expired")
                },
                again: { csrf, refusal in
                    var page = try pages.couponPage(code, post.request, csrf: csrf, form: nil)
                    page.refusal = refusal.message
                    return page.render()
                })
        }
    }

    private func listPage(_ request: Request, csrf: CSRF, form: CouponForm) throws -> CouponsPage {
        CouponsPage(
            console: context.console, csrf: csrf, coupons: try coupons.coupons(), now: Date(),
            time: ClockTime(timeZone: BrowserTimeZone(request).zone), fields: form)
    }

    private func couponPage(_ code: String, _ request: Request, csrf: CSRF, form: CouponForm?) throws -> CouponPage {
        let zone = BrowserTimeZone(request).zone
        let (overview, redemptions) = try coupons.coupon(code)
        return CouponPage(
            console: context.console, csrf: csrf, overview: overview, redemptions: redemptions, now: Date(),
            time: ClockTime(timeZone: zone), fields: form ?? CouponForm(overview.coupon, in: zone))
    }
}
