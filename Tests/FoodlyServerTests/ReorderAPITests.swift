import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// `POST /api/v1/orders/{id}/reorder`: a past order's dishes back in the cart, saying what is missing (sold out,
/// archived) or costs something else now, with the cart's rule of one restaurant per cart.
@Suite("Order again (API)")
struct ReorderAPITests {
    typealias Object = [String: Any]

    /// An order of two Lentil Bowls and a Lentil Salad, delivered.
    func pastOrder(_ world: OrderingWorld, _ token: String) throws -> String {
        _ = world.send(
            .post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Salad"] ?? "", "quantity": 1])
        return try world.deliveredOrder(token)
    }

    func reorder(_ world: OrderingWorld, _ id: String, _ token: String, _ body: Object = [:]) -> Response {
        world.send(.post, "/api/v1/orders/\(id)/reorder", token, body)
    }

    static func lines(_ answer: Object) -> [String: Int] {
        let items = (answer["cart"] as? Object)?["items"] as? [Object] ?? []
        return Dictionary(
            uniqueKeysWithValues: items.map { ($0["name"] as? String ?? "", $0["quantity"] as? Int ?? 0) })
    }

    @Test func theSameDishesGoBackInTheCartWithWhatIsMissingAndWhatCostsMore() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try pastOrder(world, token)
        let same = try CatalogAPI.object(reorder(world, id, token))
        #expect(Self.lines(same) == ["Lentil Salad": 1, "Lentil Bowl": 2])
        #expect((same["missing"] as? [Object])?.isEmpty == true && (same["repriced"] as? [Object])?.isEmpty == true)
        #expect(world.send(.delete, "/api/v1/cart", token).status == 204)

        try world.setAvailable(false, dish: "Lentil Salad")
        try world.reprice("Lentil Bowl", to: 1400)
        let changed = try CatalogAPI.object(reorder(world, id, token))
        #expect(Self.lines(changed) == ["Lentil Bowl": 2])
        let missing = try #require(changed["missing"] as? [Object])
        #expect(missing.map { $0["code"] as? String } == ["sold_out"])
        #expect(missing.first?["message"] as? String == "Lentil Salad is sold out today.")
        let repriced = try #require(changed["repriced"] as? [Object])
        #expect(
            repriced.map { [$0["name"] as? String ?? "", "\($0["was"] ?? "")", "\($0["now"] ?? "")"] } == [
                ["Lentil Bowl", "1250", "1400"]
            ])
        let cart = try #require(changed["cart"] as? Object)
        #expect((cart["pricing"] as? [String: Int])?["subtotal"] == 2800, "priced now")
        #expect((cart["address"] as? Object)?["line1"] as? String == "1 Market St", "the order's address")

        // Again into the same restaurant's cart: each line holds at least what the order had, and pressing again
        // (or a retried request) does not double it; a bigger line is kept.
        _ = world.send(.patch, "/api/v1/cart/items/\(world.dishes["Lentil Bowl"] ?? "")", token, ["quantity": 1])
        #expect(Self.lines(try CatalogAPI.object(reorder(world, id, token))) == ["Lentil Bowl": 2])
        #expect(Self.lines(try CatalogAPI.object(reorder(world, id, token))) == ["Lentil Bowl": 2], "not doubled")
        _ = world.send(.patch, "/api/v1/cart/items/\(world.dishes["Lentil Bowl"] ?? "")", token, ["quantity": 7])
        #expect(Self.lines(try CatalogAPI.object(reorder(world, id, token))) == ["Lentil Bowl": 7])

        // Archived: no longer on the menu.
        try world.archive("Lentil Salad")
        let archived = try CatalogAPI.object(reorder(world, id, token))
        #expect((archived["missing"] as? [Object])?.map { $0["code"] as? String } == ["archived"])
    }

    @Test func aCartFromAnotherRestaurantIsKeptUnlessReplaced() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try pastOrder(world, token)
        let other = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Other Place")])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(other)"))
        let dish = try #require(((detail["menu"] as? [Object])?.first?["dishes"] as? [Object])?.first?["id"] as? String)
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": dish, "quantity": 1]).status == 200)
        try CouponService(environment: world.app.environment).create(
            CouponDraft(code: "SAVE5", description: "$5 off", kind: "fixed", amount: 500), by: .commandLine)
        #expect(world.send(.put, "/api/v1/cart/coupon", token, ["code": "SAVE5"]).status == 200)

        let refused = reorder(world, id, token)
        #expect(try refused.status == 409 && CatalogAPI.problem(refused).code == "cart_restaurant_conflict")
        let kept = try CatalogAPI.object(world.send(.get, "/api/v1/cart", token))
        #expect((kept["items"] as? [Object])?.map { $0["dishId"] as? String } == [dish], "nothing changed")

        let replaced = try CatalogAPI.object(reorder(world, id, token, ["replace": true]))
        #expect(Self.lines(replaced) == ["Lentil Salad": 1, "Lentil Bowl": 2])
        #expect(((replaced["cart"] as? Object)?["restaurant"] as? Object)?["id"] as? String == world.restaurantID)
        let coupon = (replaced["cart"] as? Object)?["coupon"]
        #expect(coupon == nil || coupon is NSNull, "the other restaurant's coupon went with its lines")
    }

    @Test func nothingOrderableLeavesTheCartAsItWas() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try pastOrder(world, token)
        try world.setAvailable(false, dish: "Lentil Salad")
        try world.setAvailable(false, dish: "Lentil Bowl")
        let answer = try CatalogAPI.object(reorder(world, id, token))
        #expect(Self.lines(answer).isEmpty)
        #expect((answer["missing"] as? [Object])?.count == 2)
        #expect(
            ((answer["cart"] as? Object)?["problems"] as? [Object])?.map { $0["code"] as? String } == ["cart_empty"])
    }

    @Test func anAddressTheRestaurantNoLongerReachesIsNamedByTheCart() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try pastOrder(world, token)
        var far = OrderingWorld.address
        far["latitude"] = CatalogAPI.customer.latitude + 0.3
        #expect(world.send(.put, "/api/v1/cart/address", token, far).status == 200)
        let answer = try CatalogAPI.object(reorder(world, id, token))
        #expect(Self.lines(answer) == ["Lentil Salad": 1, "Lentil Bowl": 2])
        let problems = ((answer["cart"] as? Object)?["problems"] as? [Object])?.map { $0["code"] as? String }
        #expect(problems == ["outside_delivery_area"])
    }

    @Test func anotherCustomersOrderIsNotFound() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let id = try pastOrder(world, token)
        let other = try world.customer("Grace")
        #expect(reorder(world, id, other).status == 404)
        #expect(reorder(world, "no-such-order", token).status == 404)
        let cart = try CatalogAPI.object(world.send(.get, "/api/v1/cart", other))
        #expect((cart["items"] as? [Object])?.isEmpty == true)
    }
}
