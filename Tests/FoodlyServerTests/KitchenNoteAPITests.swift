import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// A note for the kitchen on one dish ("no onions"): its own cart line, kept from the cart to the order, the
/// kitchen's ticket and "Order again"; bad notes refused with nothing changed.
@Suite("Notes for the kitchen per dish")
struct KitchenNoteAPITests {
    /// Sends a wire body as `token`.
    static func send<Body: Encodable>(
        _ world: OrderingWorld, _ method: HTTPMethod, _ path: String, _ token: String, _ body: Body
    ) throws -> Response {
        var headers = CatalogAPI.bearer(token)
        headers.set("Content-Type", "application/json")
        return world.app.send(
            method, path, headers: headers, body: String(decoding: try JSONCoding.encode(body), as: UTF8.self))
    }

    @Test func aNoteMakesItsOwnLineAndTravelsToTheKitchenAndBackToTheCart() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let bowl = try #require(world.dishes["Lentil Bowl"])
        let plain: CartBody = try Self.send(
            world, .post, "/api/v1/cart/items", token, AddCartItemRequest(dishId: bowl, quantity: 1)
        ).decoded()
        #expect(plain.items.map(\.note) == [nil] && plain.items.map(\.lineId) == [bowl])

        // Spaces trimmed and runs made one; the same note again adds to its line.
        _ = try Self.send(
            world, .post, "/api/v1/cart/items", token,
            AddCartItemRequest(dishId: bowl, quantity: 2, note: "  no   onions ")
        ).decoded(CartBody.self)
        let noted: CartBody = try Self.send(
            world, .post, "/api/v1/cart/items", token, AddCartItemRequest(dishId: bowl, quantity: 1, note: "no onions")
        ).decoded()
        #expect(noted.items.map(\.quantity) == [1, 3])
        #expect(noted.items.map(\.note) == [nil, "no onions"])
        let notedID = noted.items[1].lineId
        #expect(notedID.hasPrefix(bowl + "!") && notedID.count == bowl.count + 9)
        #expect(noted.pricing.subtotal == 4 * 1250)

        // The key names the line: its quantity changes without touching the plain one.
        let fewer: CartBody = try Self.send(
            world, .patch, "/api/v1/cart/items/\(notedID)", token, QuantityRequest(quantity: 2)
        ).decoded()
        #expect(fewer.items.map(\.quantity) == [1, 2] && fewer.items[1].note == "no onions")

        #expect(world.send(.put, "/api/v1/cart/address", token, OrderingWorld.address).status == 200)
        let order: OrderBody = try world.place(token).decoded(status: 201)
        #expect(order.items.map(\.note) == [nil, "no onions"])
        #expect(order.items.map(\.lineId) == [bowl, notedID])
        let receipt = try #require(try world.app.mailbox.messages(to: "ada@example.com").last)
        #expect(receipt.text.contains("2 × Lentil Bowl") && receipt.text.contains("\n    Note: no onions\n"))

        let cook = try RestaurantConsoleAPITests.staff(
            world, admin: try CatalogAPI.token(world.app, role: .admin), "cook")
        let ticket: Page<OrderBody> = try world.send(.get, "/api/v1/kitchen/orders", cook).decoded()
        #expect(ticket.items.first { $0.id == order.id }?.items.map(\.note) == [nil, "no onions"])

        let again = world.send(.post, "/api/v1/orders/\(order.id)/reorder", token)
        #expect(again.status == 200, "\(String(decoding: again.body, as: UTF8.self))")
        let cart = try world.cart(token)
        #expect(cart.items.map(\.note) == [nil, "no onions"] && cart.items.map(\.quantity) == [1, 2])
    }

    @Test func aNewNoteGivesTheLineANewKeyAndJoinsALineWithThatNote() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let bowl = try #require(world.dishes["Lentil Bowl"])
        _ = try Self.send(
            world, .post, "/api/v1/cart/items", token,
            AddCartItemRequest(dishId: bowl, quantity: 2, note: "extra lemon")
        ).decoded(CartBody.self)
        let two: CartBody = try Self.send(
            world, .post, "/api/v1/cart/items", token, AddCartItemRequest(dishId: bowl, quantity: 1)
        ).decoded()
        let lemon = two.items[0].lineId

        let renamed: CartBody = try Self.send(
            world, .patch, "/api/v1/cart/items/\(lemon)", token, QuantityRequest(quantity: 2, note: "no salt")
        ).decoded()
        #expect(renamed.items.map(\.note) == ["no salt", nil] && renamed.items[0].lineId != lemon)
        #expect(world.send(.patch, "/api/v1/cart/items/\(lemon)", token, ["quantity": 1]).status == 404)

        // Clearing the note makes it the plain line's twin: one line of three.
        let joined: CartBody = try Self.send(
            world, .patch, "/api/v1/cart/items/\(renamed.items[0].lineId)", token,
            QuantityRequest(quantity: 2, note: "")
        ).decoded()
        #expect(joined.items.map(\.quantity) == [3] && joined.items.map(\.note) == [nil])
        #expect(joined.items.map(\.lineId) == [bowl])
    }

    @Test(arguments: [
        String(repeating: "a", count: KitchenNote.maxLength + 1), "no onions\nand no garlic", "no\u{202E}onions",
    ])
    func aNoteTooLongOrWithHiddenCharactersIsRefusedAndNothingChanges(_ note: String) throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let bowl = try #require(world.dishes["Lentil Bowl"])
        try world.fillCart(token, quantity: 1)
        let refused = try Self.send(
            world, .post, "/api/v1/cart/items", token, AddCartItemRequest(dishId: bowl, quantity: 1, note: note))
        let problem: Problem = try refused.decoded(status: 422)
        #expect(problem.errors?.map(\.field) == ["note"])
        let patched = try Self.send(
            world, .patch, "/api/v1/cart/items/\(bowl)", token, QuantityRequest(quantity: 3, note: note))
        #expect(try patched.decoded(status: 422, as: Problem.self).errors?.map(\.field) == ["note"])
        let cart = try world.cart(token)
        #expect(cart.items.map(\.quantity) == [1] && cart.items.map(\.note) == [nil])
    }

    @Test func theLongestNoteIsKeptWhole() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let note = String(repeating: "é", count: KitchenNote.maxLength)
        let cart: CartBody = try Self.send(
            world, .post, "/api/v1/cart/items", token,
            AddCartItemRequest(dishId: try #require(world.dishes["Lentil Bowl"]), quantity: 1, note: note)
        ).decoded()
        #expect(cart.items.first?.note == note)
    }
}
