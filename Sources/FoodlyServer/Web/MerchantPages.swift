import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// Restaurants joining: the application form and its status under Profile. A plain form (CSRF-checked) answered
/// with a redirect to the status, or the form again with every bad field named (422) by `MerchantService.apply`,
/// the API's own reading rules; a refusal of the whole application (one already waiting) is shown on the page.
struct MerchantPages {
    let context: WebContext
    let merchants: MerchantService

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/profile/restaurant") { request, user in
            let csrf = CSRF(request: request)
            let page = RestaurantApplicationPage(
                context: pages.context, csrf: csrf, user: user,
                latest: try pages.merchants.applications(for: user).first, sent: request.query["done"] == "sent")
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/profile/restaurant") { post, user in
            let form = RestaurantApplicationForm(post.fields)
            let csrf = CSRF(request: post.request)
            var page = RestaurantApplicationPage(
                context: pages.context, csrf: csrf, user: user,
                latest: try pages.merchants.applications(for: user).first, form: form)
            do {
                _ = try pages.merchants.apply(form.json, by: user)
                return .redirect(to: "/profile/restaurant?done=sent")
            } catch let failure as ValidationFailure {
                page.issues = failure.issues
                return pages.context.page(page.render(), status: 422, csrf: csrf)
            } catch let error as MerchantError {
                let refusal = InlineRefusal(error)
                page.refusal = refusal.message
                return pages.context.page(page.render(), refused: refusal, csrf: csrf)
            }
        }
    }
}
