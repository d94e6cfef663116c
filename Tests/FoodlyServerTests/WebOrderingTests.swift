import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The cart and orders pages, in process: forms need the CSRF pair, pages need a session, orders are private.
@Suite("Web: cart and orders pages")
struct WebOrderingTests {
    static let csrf = String(repeating: "c", count: 43)

    static func headers(_ token: String, form: Bool = false) -> HTTPHeaders {
        var headers: HTTPHeaders = ["Cookie": "foodly_session=\(token); foodly_csrf=\(csrf)", "Accept": "text/html"]
        if form { headers.set("Content-Type", "application/x-www-form-urlencoded") }
        return headers
    }

    @Test func signedOutVisitorsAreSentToLogInAndFormsNeedTheCSRFPair() throws {
        let world = try OrderingWorld()
        #expect(
            world.app.send(.get, "/cart", headers: ["Cookie": "foodly_onboarded=1"]).headers["Location"] == "/login")
        let token = try world.customer()
        let dish = world.dishes["Lentil Bowl"]!
        let forged = world.app.send(
            .post, "/cart/items", headers: Self.headers(token, form: true), body: "dishId=\(dish)&quantity=1")
        #expect(forged.status == 403)
        let added = world.app.send(
            .post, "/cart/items", headers: Self.headers(token, form: true),
            body: "dishId=\(dish)&quantity=1&return=/restaurants/\(world.restaurantID)&_csrf=\(Self.csrf)")
        #expect(added.status == 303)
        #expect(added.headers["Location"] == "/restaurants/\(world.restaurantID)")
        let offsite = world.app.send(
            .post, "/cart/items", headers: Self.headers(token, form: true),
            body: "dishId=\(dish)&quantity=1&return=//evil.example/&_csrf=\(Self.csrf)")
        #expect(offsite.headers["Location"] == "/cart", "never redirect off the site")
        // A line break would end the Location field: libmicrohttpd then drops it and the 303 leads nowhere.
        for broken in ["%0D%0ASet-Cookie:%20x=1", "%0A", "%0D", "%09x", "%20x", "x/../../login"] {
            let split = world.app.send(
                .post, "/cart/items", headers: Self.headers(token, form: true),
                body: "dishId=\(dish)&quantity=1&return=/restaurants/\(world.restaurantID)\(broken)&_csrf=\(Self.csrf)")
            #expect(split.status == 303)
            #expect(split.headers["Location"] == "/cart", "return \(broken)")
        }
        let page = world.app.send(.get, "/cart", headers: Self.headers(token))
        #expect(page.status == 200)
        #expect(String(decoding: page.body, as: UTF8.self).contains("Lentil Bowl"))
    }

    @Test func aRefusedCouponIsShownOnTheCartWithItsReason() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let refused = world.app.send(
            .post, "/cart/coupon", headers: Self.headers(token, form: true), body: "code=%3Cb%3Enope&_csrf=\(Self.csrf)"
        )
        #expect(refused.refusalStatus == 422)
        let html = String(decoding: refused.body, as: UTF8.self)
        #expect(html.contains("There is no coupon with this code."))
        #expect(html.contains("&lt;b&gt;nope"), "the typed code comes back escaped")
        #expect(!html.contains("<b>nope"))
    }

    @Test func checkoutPlacesOneOrderPerFormAndOrdersArePrivate() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        try world.fillCart(ada)
        let body = "key=form-key-1&notes=&_csrf=\(Self.csrf)"
        let first = world.app.send(.post, "/checkout", headers: Self.headers(ada, form: true), body: body)
        #expect(first.status == 303)
        let location = try #require(first.headers["Location"])
        let again = world.app.send(.post, "/checkout", headers: Self.headers(ada, form: true), body: body)
        #expect(again.headers["Location"] == location, "the same form again shows the same order")
        try world.fillCart(ada)
        let keyless = world.app.send(
            .post, "/checkout", headers: Self.headers(ada, form: true), body: "notes=&_csrf=\(Self.csrf)")
        #expect(keyless.refusalStatus == 400, "a form without its key places nothing")
        let path = String(location.prefix { $0 != "?" })
        #expect(world.app.send(.get, path, headers: Self.headers(ada)).status == 200)
        let eve = try world.customer("Eve")
        #expect(world.app.send(.get, path, headers: Self.headers(eve)).status == 404)
        let list = String(decoding: world.app.send(.get, "/orders", headers: Self.headers(ada)).body, as: UTF8.self)
        #expect(list.contains("Lentil Place"))
    }
}

/// The kitchen and courier screens and the Search tab's refusals, in process.
@Suite("Web: kitchen, courier and search pages")
struct WebCrewPagesTests {
    static let csrf = WebOrderingTests.csrf

    @Test func workScreensAreForTheirRolesAndTheirMovesFollowTheLifecycle() throws {
        let crew = try LifecycleAPITests.Crew()
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let headers = { (token: String) in WebOrderingTests.headers(token) }
        let form = { (token: String) in WebOrderingTests.headers(token, form: true) }
        #expect(crew.world.app.send(.get, "/kitchen", headers: headers(customer)).status == 403)
        #expect(crew.world.app.send(.get, "/courier", headers: headers(crew.kitchen)).status == 403)
        let kitchen = crew.world.app.send(.get, "/kitchen", headers: headers(crew.kitchen))
        #expect(kitchen.status == 200)
        #expect(String(decoding: kitchen.body, as: UTF8.self).contains("/kitchen/orders/\(id)/accept"))

        let body = "_csrf=\(Self.csrf)"
        #expect(crew.world.app.send(.post, "/kitchen/orders/\(id)/accept", headers: form(crew.kitchen)).status == 403)
        #expect(
            crew.world.app.send(.post, "/kitchen/orders/\(id)/fly", headers: form(crew.kitchen), body: body).status
                == 404)
        #expect(
            crew.world.app.send(.post, "/kitchen/orders/\(id)/ready", headers: form(crew.kitchen), body: body)
                .refusalStatus == 409)
        #expect(
            crew.world.app.send(.post, "/kitchen/orders/\(id)/accept", headers: form(crew.otherKitchen), body: body)
                .status == 404)
        let accepted = crew.world.app.send(
            .post, "/kitchen/orders/\(id)/accept", headers: form(crew.kitchen), body: body)
        #expect(accepted.status == 303)
        #expect(
            crew.world.app.send(.post, "/courier/deliveries/\(id)/pickup", headers: form(rider), body: body)
                .refusalStatus == 409)
        let deliveries = String(
            decoding: crew.world.app.send(.get, "/courier", headers: headers(rider)).body, as: UTF8.self)
        #expect(deliveries.contains("#1001") && deliveries.contains("The kitchen is preparing it."))
    }

    @Test func theSearchTabExplainsARefusedQueryInsteadOfFailing() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let long = String(repeating: "a", count: 101)
        let page = world.app.send(.get, "/search?q=\(long)", headers: WebOrderingTests.headers(token))
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("We could not search for that") && html.contains("Use at most 100 characters."))
        let unknown = world.app.send(.get, "/search?q=bowl&category=pizza", headers: WebOrderingTests.headers(token))
        #expect(String(decoding: unknown.body, as: UTF8.self).contains("There is no category"))
    }

    @Test func aDishPageShowsItsLabelAndAnUnknownDishIsAPageNotFound() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try #require(world.dishes["Lentil Bowl"])
        let page = world.app.send(.get, "/dishes/\(id)", headers: WebOrderingTests.headers(token))
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        for part in ["Nutrition", "of which saturates", "Nutri-Score", "Contains", "Sesame", "Ingredients"] {
            #expect(html.contains(part), "\(part)")
        }
        let unknown = world.app.send(.get, "/dishes/no-such-dish", headers: WebOrderingTests.headers(token))
        #expect(unknown.status == 404)
        #expect(String(decoding: unknown.body, as: UTF8.self).contains("We couldn't find that page"))
        // An Add from the dish page comes back to it, saying how many went in; anything else goes to the cart.
        for (back, location) in [("/dishes/\(id)", "/dishes/\(id)?added=1"), ("https://evil.example/", "/cart")] {
            let added = world.app.send(
                .post, "/cart/items", headers: WebOrderingTests.headers(token, form: true),
                body:
                    "_csrf=\(Self.csrf)&dishId=\(id)&quantity=1&return=\(back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            )
            #expect(added.status == 303)
            #expect(added.headers["Location"] == location)
        }
    }
}
