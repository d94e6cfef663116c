import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Browsing without an account: a restaurant's or a dish's page opens for anyone (a link shared with a friend); Add
/// and the bar at the bottom ask a guest to sign in, and Log in or Create account lands them back on that page.
/// `next` names only such a page, never another site or an action.
@Suite("Web: browsing as a guest")
struct WebGuestTests {
    let world: OrderingWorld

    init() throws {
        world = try OrderingWorld()
    }

    /// A guest's browser: a CSRF cookie (forms need it), no session.
    static let guest: HTTPHeaders = ["Cookie": "foodly_csrf=\(WebOrderingTests.csrf)", "Accept": "text/html"]

    func html(_ response: Response) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    @Test func aGuestSeesTheMenuAndADishAndIsAskedToSignInToAdd() throws {
        let restaurant = "/restaurants/\(world.restaurantID)"
        let menu = world.app.send(.get, restaurant, headers: Self.guest)
        #expect(menu.status == 200)
        let page = html(menu)
        #expect(page.contains("Lentil Bowl") && page.contains("Adults need around 2,000 kcal a day"))
        #expect(page.contains(#"href="/login?next=\#(restaurant)" aria-label="Sign in to add Lentil Bowl""#))
        #expect(page.contains(#"id="guestbar""#) && page.contains("Sign in to order"))
        #expect(!page.contains(#"action="/cart/items""#) && !page.contains("favourite-restaurant-"))
        #expect(!page.contains(#"class="tabbar""#), "no tabs lead a guest to pages that need an account")

        let dishPath = "/dishes/\(try #require(world.dishes["Lentil Bowl"]))"
        let dish = world.app.send(.get, dishPath, headers: Self.guest)
        #expect(dish.status == 200)
        #expect(html(dish).contains(#"href="/login?next=\#(dishPath)""#) && html(dish).contains("Nutri-Score"))
        #expect(world.app.send(.get, "/restaurants/nope", headers: Self.guest).status == 404)

        // Signed in, the same page has the Add forms and no guest bar.
        let ada = try world.customer()
        let signedIn = html(world.app.send(.get, restaurant, headers: WebOrderingTests.headers(ada)))
        #expect(signedIn.contains(#"action="/cart/items""#) && !signedIn.contains(#"id="guestbar""#))
        #expect(signedIn.contains(#"class="tabbar""#))
    }

    @Test func logInOrCreateAnAccountLandsBackOnThePage() throws {
        _ = try world.customer()
        let restaurant = "/restaurants/\(world.restaurantID)"
        let login = html(world.app.send(.get, "/login?next=\(restaurant)", headers: Self.guest))
        #expect(login.contains(#"<input type="hidden" name="next" value="\#(restaurant)">"#))
        #expect(login.contains(#"href="/register?next=\#(restaurant)""#))
        var form = Self.guest
        form.set("Content-Type", "application/x-www-form-urlencoded")
        let back = world.app.send(
            .post, "/login", headers: form,
            body: "email=ada%40example.com&password=abcdef1%21&next=\(restaurant)&_csrf=\(WebOrderingTests.csrf)")
        #expect(back.status == 303 && back.headers["Location"] == restaurant)

        let dishPath = "/dishes/\(try #require(world.dishes["Churros"]))"
        let register = html(world.app.send(.get, "/register?next=\(dishPath)", headers: Self.guest))
        #expect(register.contains(#"name="next" value="\#(dishPath)""#) && register.contains("/login?next=\(dishPath)"))
        let created = world.app.send(
            .post, "/register", headers: form,
            body: "fullName=Grace+Hopper&email=grace%40example.com&password=abcdef1%21&next=\(dishPath)"
                + "&_csrf=\(WebOrderingTests.csrf)")
        #expect(created.status == 303 && created.headers["Location"] == dishPath)

        // A refused login keeps where to go back to.
        let wrong = world.app.send(
            .post, "/login", headers: form,
            body: "email=ada%40example.com&password=wrong&next=\(restaurant)&_csrf=\(WebOrderingTests.csrf)")
        #expect(html(wrong).contains(#"name="next" value="\#(restaurant)""#))
    }

    @Test(arguments: [
        "https://evil.example/", "//evil.example/x", "/cart", "/restaurants/a/b", "/restaurants/../admin",
        "/restaurants/", "/dishes/a%0D%0ASet-Cookie:x", "/admin/orders/1",
    ])
    func nextNamesOnlyACatalogPage(_ next: String) throws {
        _ = try world.customer()
        var form = Self.guest
        form.set("Content-Type", "application/x-www-form-urlencoded")
        let encoded = next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let signedIn = world.app.send(
            .post, "/login", headers: form,
            body: "email=ada%40example.com&password=abcdef1%21&next=\(encoded)&_csrf=\(WebOrderingTests.csrf)")
        #expect(signedIn.status == 303 && signedIn.headers["Location"] == "/", "\(next)")
        #expect(!html(world.app.send(.get, "/login?next=\(encoded)", headers: Self.guest)).contains(#"name="next""#))
    }
}
