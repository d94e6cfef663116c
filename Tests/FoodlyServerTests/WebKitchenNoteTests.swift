import FoodlyAPI
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// How many and a note for the kitchen on the dish page, without JavaScript: the form asks for both, a refused
/// add keeps what was typed, the cart shows and changes the note, and the order and the kitchen's ticket show it.
@Suite("Web: quantity and note per dish")
struct WebKitchenNoteTests {
    @Test func theDishPageAddsHowManyWithANoteThatReachesTheKitchen() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let customer = try crew.world.customer()
        let headers = WebOrderingTests.headers(customer)
        let page = WebOptionsTests.html(app.send(.get, "/dishes/\(crew.bowl)", headers: headers))
        #expect(page.contains(#"id="dish-quantity" name="quantity" value="1""#))
        #expect(page.contains(#"id="dish-note" name="note""#) && page.contains(#"maxlength="140""#))

        let tooLong = String(repeating: "x", count: KitchenNote.maxLength + 1)
        let refused = WebOptionsTests.post(
            app, customer, "/cart/items", [("dishId", crew.bowl), ("quantity", "3"), ("note", tooLong)])
        #expect(refused.refusalStatus == 422)
        let again = WebOptionsTests.html(refused)
        #expect(again.contains(#"id="options-error""#) && again.contains("140"))
        #expect(again.contains(#"value="3""#) && again.contains(#"value="\#(tooLong)""#))
        #expect(try crew.world.cart(customer).items.isEmpty, "nothing added")

        let added = WebOptionsTests.post(
            app, customer, "/cart/items",
            [("dishId", crew.bowl), ("quantity", "3"), ("note", "No onions"), ("return", "/dishes/\(crew.bowl)")])
        #expect(added.status == 303 && added.headers["Location"] == "/dishes/\(crew.bowl)?added=3")
        let back = WebOptionsTests.html(app.send(.get, "/dishes/\(crew.bowl)?added=3", headers: headers))
        #expect(back.contains("Added 3 × Lentil Bowl to your cart."))
        let line = try #require(try crew.world.cart(customer).items.first)
        #expect(line.quantity == 3 && line.note == "No onions")
        let cart = WebOptionsTests.html(app.send(.get, "/cart", headers: headers))
        #expect(cart.contains("Note: No onions") && cart.contains("Change the note"))
        #expect(cart.contains(#"action="/cart/items/\#(line.lineId)#cart-lines""#))

        let changed = WebOptionsTests.post(
            app, customer, "/cart/items/\(line.lineId)", [("note", "No onions, extra lemon")])
        #expect(changed.status == 303)
        let kept = try crew.world.cart(customer).items
        #expect(kept.map(\.note) == ["No onions, extra lemon"] && kept.map(\.quantity) == [3], "the quantity stays")

        #expect(crew.world.send(.put, "/api/v1/cart/address", customer, OrderingWorld.address).status == 200)
        let order: OrderBody = try crew.world.place(customer).decoded(status: 201)
        let shown = WebOptionsTests.html(app.send(.get, "/orders/\(order.id)", headers: headers))
        #expect(shown.contains("3 × Lentil Bowl") && shown.contains("Note: No onions, extra lemon"))
        let kitchen = WebOptionsTests.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(crew.cook)))
        #expect(kitchen.contains("Note: No onions, extra lemon"))
    }

    @Test func startingANewCartKeepsWhatTheAddAskedFor() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let customer = try crew.world.customer()
        let other = try CatalogAPI.seed(app, [CatalogAPI.restaurant("Other Place")])[0]
        let detail: RestaurantDetail = try app.send(.get, "/api/v1/restaurants/\(other)").decoded()
        let otherDish = try #require(detail.menu.first?.dishes.first?.id)
        try crew.world.fillCart(customer)
        let conflict = WebOptionsTests.html(
            WebOptionsTests.post(
                app, customer, "/cart/items", [("dishId", otherDish), ("quantity", "2"), ("note", "Well done")]))
        #expect(
            conflict.contains(#"name="note" value="Well done""#) && conflict.contains(#"name="quantity" value="2""#))
        let started = WebOptionsTests.post(
            app, customer, "/cart/items",
            [("dishId", otherDish), ("quantity", "2"), ("note", "Well done"), ("replace", "1")])
        #expect(started.status == 303)
        let cart = try crew.world.cart(customer)
        #expect(cart.items.map(\.quantity) == [2] && cart.items.map(\.note) == ["Well done"])
    }
}
