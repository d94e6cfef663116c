import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The regulars' forms in process, without JavaScript: hearts come back to the button, "Order again" lands on the
/// cart with its note (or the cart-conflict page), a tip after delivery comes back at `#tip`.
@Suite("Web: favourites, order again, tip after delivery")
struct WebRegularsTests {
    static let csrf = WebOrderingTests.csrf

    func post(_ world: OrderingWorld, _ path: String, _ token: String, _ body: String, json: Bool = false) -> Response {
        var headers = WebOrderingTests.headers(token, form: true)
        if json { headers.set("Accept", "application/json") }
        return world.app.send(.post, path, headers: headers, body: body + "&_csrf=\(Self.csrf)")
    }

    func page(_ world: OrderingWorld, _ path: String, _ token: String) -> String {
        String(decoding: world.app.send(.get, path, headers: WebOrderingTests.headers(token)).body, as: UTF8.self)
    }

    @Test func heartsToggleWithAndWithoutJavaScriptAndShowOnHome() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let restaurant = "/restaurants/\(world.restaurantID)"
        #expect(page(world, "/", token).contains("No favourites yet."))
        #expect(page(world, restaurant, token).contains(#"aria-pressed="false" aria-label="Favourite Lentil Place""#))

        let kept = post(
            world, "/favourites/restaurants/\(world.restaurantID)", token,
            "favourite=1&return=\(restaurant)%23favourite")
        #expect(kept.status == 303)
        #expect(kept.headers["Location"] == "\(restaurant)#favourite")
        #expect(page(world, restaurant, token).contains(#"aria-pressed="true" aria-label="Favourite Lentil Place""#))
        let home = page(world, "/", token)
        #expect(home.contains(#"id="favourites""#) && !home.contains("No favourites yet."))
        #expect(home.contains(#"href="/restaurants/\#(world.restaurantID)""#))

        let dish = try #require(world.dishes["Churros"])
        let json = post(world, "/favourites/dishes/\(dish)", token, "favourite=1&return=/", json: true)
        #expect(String(decoding: json.body, as: UTF8.self) == #"{"favourite":true}"#)
        try world.setAvailable(false, dish: "Churros")
        #expect(page(world, "/", token).contains("Sold out today"))
        try world.archive("Churros")
        #expect(page(world, "/", token).contains("No longer on the menu"))
        #expect(post(world, "/favourites/dishes/\(dish)", token, "favourite=0&return=/%23favourites").status == 303)
        #expect(!page(world, "/", token).contains("Churros"))

        for offsite in ["//evil.example/", "https://evil.example/", "/%0D%0ASet-Cookie:x", "/orders%23x", "/#a%0Ab"] {
            let back = post(
                world, "/favourites/restaurants/\(world.restaurantID)", token, "favourite=0&return=\(offsite)")
            #expect(back.headers["Location"] == "/", "\(offsite)")
        }
        let unknown = post(world, "/favourites/dishes/no-such-dish", token, "favourite=1&return=/")
        #expect(unknown.status == 404)
    }

    @Test func orderAgainLandsOnTheCartSayingWhatIsMissing() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        _ = world.send(
            .post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Salad"] ?? "", "quantity": 1])
        let id = try world.deliveredOrder(token)
        let orders = page(world, "/orders", token)
        #expect(orders.contains(#"action="/orders/\#(id)/reorder""#))
        #expect(page(world, "/orders/\(id)", token).contains(#"action="/orders/\#(id)/reorder""#))

        try world.setAvailable(false, dish: "Lentil Salad")
        let again = post(world, "/orders/\(id)/reorder", token, "")
        #expect(again.status == 303)
        #expect(again.headers["Location"] == "/cart?reordered=\(id)#reorder")
        let cart = page(world, "/cart?reordered=\(id)", token)
        #expect(cart.contains("In your cart: 2 dishes from order #"))
        #expect(cart.contains("Not added: Lentil Salad is sold out today."))
        #expect(!page(world, "/cart?reordered=\(id)", try world.customer("Eve")).contains("id=\"reorder\""))

        // A cart from another restaurant: the cart-conflict page, whose form starts a new cart with the order.
        let other = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Other Place")])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(other)"))
        let dish = try #require(
            ((detail["menu"] as? [[String: Any]])?.first?["dishes"] as? [[String: Any]])?.first?["id"] as? String)
        _ = world.send(.delete, "/api/v1/cart", token)
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": dish, "quantity": 1]).status == 200)
        let conflict = post(world, "/orders/\(id)/reorder", token, "")
        #expect(conflict.refusalStatus == 409)
        let html = String(decoding: conflict.body, as: UTF8.self)
        #expect(html.contains("Start a new cart with the dishes of order #"))
        #expect(html.contains(#"action="/orders/\#(id)/reorder""#) && html.contains(#"name="replace" value="1""#))
        #expect(post(world, "/orders/\(id)/reorder", token, "replace=1").status == 303)
        #expect(page(world, "/cart", token).contains("Lentil Bowl"))
    }

    @Test func aTipIsRaisedOnTheOrderPageUntilTheWindowCloses() throws {
        let stripe = try LocalStripe()
        let world = try OrderingWorld(payments: stripe.provider)
        let token = try world.customer()
        let card = try world.card("4242424242424242", for: token, at: stripe)
        let id = try world.deliveredOrder(token, card: card)
        let order = page(world, "/orders/\(id)", token)
        #expect(order.contains("Add a tip for your courier") && order.contains(#"id="tip-300""#))

        let raised = post(world, "/orders/\(id)/tip", token, "amount=300")
        #expect(raised.status == 303 && raised.headers["Location"] == "/orders/\(id)#tip")
        let after = page(world, "/orders/\(id)", token)
        #expect(after.contains("Your tip: $3.00."))
        #expect(after.contains(#"id="tip-300" aria-pressed="true""#) && !after.contains(#"id="tip-200""#))

        let lower = post(world, "/orders/\(id)/tip", token, "amount=200")
        #expect(lower.refusalStatus == 422)
        #expect(
            String(decoding: lower.body, as: UTF8.self).contains("Your tip is $3.00; you can raise it, not lower it."))

        // Past the usual amounts (through the API, say), larger ones are still offered.
        #expect(post(world, "/orders/\(id)/tip", token, "amount=2500").status == 303)
        let generous = page(world, "/orders/\(id)", token)
        #expect(generous.contains(#"id="tip-2500" aria-pressed="true""#) && generous.contains(#"id="tip-3000""#))

        // Paid on delivery: the tip is the courier's in person; no chips, the total stays.
        let cash = try world.deliveredOrder(token)
        let inPerson = page(world, "/orders/\(cash)", token)
        #expect(inPerson.contains("Tip your courier in person") && !inPerson.contains(#"id="tip-300""#))
        let refused = post(world, "/orders/\(cash)/tip", token, "amount=300")
        #expect(refused.refusalStatus == 409 && String(decoding: refused.body, as: UTF8.self).contains("in person"))

        let old = try world.deliveredOrder(token, hoursAgo: 25, card: card)
        #expect(!page(world, "/orders/\(old)", token).contains(#"id="tip""#), "no tip form after 24 hours")
        let late = post(world, "/orders/\(old)/tip", token, "amount=500")
        #expect(late.refusalStatus == 409)
        #expect(
            String(decoding: late.body, as: UTF8.self).contains(
                "A tip can be added or raised until 24 hours after delivery."))
        #expect(post(world, "/orders/\(id)/tip", try world.customer("Eve"), "amount=500").status == 404)
    }
}
