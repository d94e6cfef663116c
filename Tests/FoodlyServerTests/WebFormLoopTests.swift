import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Walks every form post the web app registers and sends each an empty form (CSRF pair included) as the role its
/// screen is for, with path parameters naming real things where the world has them: every answer is a redirect or a
/// page, never a server error, and every refusal but "sign in", "not found" and a body that is not a form at all
/// is the page the form was on, shown again with the refusal (`WebContext.answer`), never the bare error page.
@Suite("Web: every form post answers through the form loop")
struct WebFormLoopTests {
    @Test func everyRegisteredFormPostAnswersARedirectOrItsPageAgain() throws {
        let world = try OrderingWorld()
        let customer = try world.customer("Owner")
        try world.fillCart(customer)
        let order = try CatalogAPI.object(world.place(customer))["id"] as? String ?? ""
        try world.fillCart(customer)  // the cart's forms are refused on a cart that holds something
        let (tokens, member) = try AuthorizationMatrixTests().tokens(world, owner: customer)
        let dish = world.dishes["Lentil Bowl"] ?? ""
        let values = [
            "id": order, "dishId": dish, "code": "WELCOME10", "date": DiaryDate(Date(), in: .gmt).text,
        ]
        let posts = world.app.responder.router.routes.filter { route in
            route.method == .post && !route.pattern.hasPrefix("/api/")
        }.map(\.pattern)
        #expect(posts.count > 40, "the web app's form posts are all registered on the router")
        var pagesAgain = 0
        for pattern in posts.sorted() {
            let path = pattern.split(separator: "/", omittingEmptySubsequences: false).map { part in
                guard part.hasPrefix(":") else { return String(part) }
                let name = String(part.dropFirst())
                if pattern.hasPrefix("/kitchen/menu/dishes/") || pattern.hasPrefix("/kitchen/dishes/") { return dish }
                if pattern.hasPrefix("/kitchen/staff/") { return member }
                if pattern.hasPrefix("/admin/restaurants/:id") { return world.restaurantID }
                return values[name] ?? "missing"
            }.joined(separator: "/")
            let who: AuthorizationMatrixTests.Who =
                pattern.hasPrefix("/admin")
                ? .admin
                : pattern.hasPrefix("/kitchen")
                    ? .restaurantOwner
                    : pattern.hasPrefix("/courier") ? .courier : .owner
            let token = tokens[who] ?? customer
            let response = world.app.send(
                .post, path, headers: WebOrderingTests.headers(token, form: true),
                body: "_csrf=\(WebOrderingTests.csrf)")
            let context = "POST \(path) as \(who.rawValue) → \(response.refusalStatus)"
            #expect(response.status < 500, "\(context)")
            if (300..<400).contains(response.status) {
                #expect(response.headers["Location"] != nil, "\(context)")
            } else if (400..<500).contains(response.refusalStatus), ![401, 404, 415].contains(response.refusalStatus) {
                #expect(response.status == 200, "\(context): a refusal the page explains answers 200")
                let page = String(decoding: response.body, as: UTF8.self)
                #expect(response.headers["Content-Type"]?.hasPrefix("text/html") == true, "\(context)")
                #expect(!page.contains(#"id="error-page""#), "\(context): the form's page again, not the error page")
                pagesAgain += 1
            }
        }
        #expect(pagesAgain > 25, "empty forms are refused on their own pages")
    }
}
