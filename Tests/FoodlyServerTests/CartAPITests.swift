import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Cart API")
struct CartAPITests {
    @Test func addingChangingAndRemovingLinesPricesFromTheCatalog() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let empty = try world.cart(token)
        #expect(empty.restaurant == nil && empty.problems.map(\.code) == ["cart_empty"])

        // A client-sent price is ignored: the catalog's $12.50 counts.
        let added = world.send(
            .post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Bowl"]!, "quantity": 2, "price": 1])
        #expect(added.status == 200)
        let cart: CartBody = try added.decoded()
        let line = try #require(cart.items.first)
        #expect(line.unitPrice == 1250 && line.lineTotal == 2500 && cart.pricing.subtotal == 2500)
        #expect(cart.nutrition.kcal == 240 && cart.currency == "USD")
        #expect(cart.problems.map(\.code) == ["address_missing"])

        let more: CartBody = try world.send(
            .post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Bowl"]!, "quantity": 1]
        ).decoded()
        #expect(more.items.first?.quantity == 3)
        let patched = world.send(.patch, "/api/v1/cart/items/\(world.dishes["Lentil Bowl"]!)", token, ["quantity": 1])
        #expect(try patched.decoded(CartBody.self).items.first?.quantity == 1)
        let removed = world.send(.delete, "/api/v1/cart/items/\(world.dishes["Lentil Bowl"]!)", token)
        #expect(try removed.decoded(CartBody.self).items.isEmpty)
    }

    @Test(arguments: [0, 51, -1])
    func quantitiesOutsideOneToFiftyAreRefused(_ quantity: Int) throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        let response = world.send(
            .post, "/api/v1/cart/items", token, ["dishId": world.dishes["Lentil Bowl"]!, "quantity": quantity])
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).code == "invalid_quantity")
        #expect(try world.cart(token).items.isEmpty)
    }

    @Test func anotherRestaurantsDishIsAConflictAndUnknownDishesAreNotFound() throws {
        let world = try OrderingWorld()
        let other = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Other Place")])[0]
        let page: RestaurantDetail = try world.app.send(.get, "/api/v1/restaurants/\(other)").decoded()
        let otherDish = try #require(page.menu.first?.dishes.first?.id)
        let token = try world.customer()
        try world.fillCart(token)
        let conflict = world.send(.post, "/api/v1/cart/items", token, ["dishId": otherDish, "quantity": 1])
        #expect(conflict.status == 409)
        #expect(try CatalogAPI.problem(conflict).code == "cart_restaurant_conflict")
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": "nope", "quantity": 1]).status == 404)
        #expect(world.send(.patch, "/api/v1/cart/items/nope", token, ["quantity": 1]).status == 404)
        // After emptying, the other restaurant is fine.
        #expect(world.send(.delete, "/api/v1/cart", token).status == 204)
        #expect(world.send(.post, "/api/v1/cart/items", token, ["dishId": otherDish, "quantity": 1]).status == 200)
    }

    @Test func theCartSurvivesLoggingOutAndIsPrivate() throws {
        let world = try OrderingWorld()
        let token = try world.customer("Grace")
        try world.fillCart(token)
        #expect(world.send(.delete, "/api/v1/sessions/current", token).status == 204)
        #expect(world.send(.get, "/api/v1/cart", token).status == 401)
        let login = world.app.send(
            .post, "/api/v1/sessions", headers: CatalogAPI.json,
            body: CatalogAPI.body(["email": "grace@example.com", "password": "abcdef1!"]))
        let again = try login.decoded(AuthResponse.self).token
        #expect(try world.cart(again).items.count == 1)
        let stranger = try world.customer("Eve")
        #expect(try world.cart(stranger).items.isEmpty)
    }

    @Test func couponsAreRefusedWithTheirReasonAndAppliedWhenValid() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token, quantity: 1)  // $12.50
        let unknown = world.send(.put, "/api/v1/cart/coupon", token, ["code": "NOPE"])
        #expect(unknown.status == 422)
        #expect(try CatalogAPI.problem(unknown).code == "coupon_unknown")
        let coupons = CouponService(environment: world.app.environment)
        try coupons.create(
            CouponDraft(
                code: "save5", description: "$5 off over $25", kind: "fixed", amount: 500, minimumSubtotal: 2500),
            by: .commandLine)
        let tooSmall = world.send(.put, "/api/v1/cart/coupon", token, ["code": "Save5"])
        #expect(tooSmall.status == 422)
        #expect(try CatalogAPI.problem(tooSmall).code == "coupon_minimum_not_met")
        try world.fillCart(token, quantity: 2)  // now $37.50
        let applied: CartBody = try world.send(.put, "/api/v1/cart/coupon", token, ["code": "save5"]).decoded()
        #expect(applied.coupon?.code == "SAVE5" && applied.pricing.discount == 500 && applied.problems.isEmpty)
        let removed: CartBody = try world.send(.delete, "/api/v1/cart/coupon", token).decoded()
        #expect(removed.coupon == nil)
    }

    @Test func tipAndAddressAreChecked() throws {
        let world = try OrderingWorld()
        let token = try world.customer()
        try world.fillCart(token)
        let tipped: CartBody = try world.send(.put, "/api/v1/cart/tip", token, ["amount": 300]).decoded()
        #expect(tipped.pricing.tip == 300)
        #expect(world.send(.put, "/api/v1/cart/tip", token, ["amount": -1]).status == 422)
        #expect(world.send(.put, "/api/v1/cart/tip", token, ["amount": 10_001]).status == 422)
        var far = OrderingWorld.address
        far["latitude"] = CatalogAPI.customer.latitude + 1
        let outside = world.send(.put, "/api/v1/cart/address", token, far)
        #expect(outside.status == 422)
        #expect(try CatalogAPI.problem(outside).code == "outside_delivery_area")
        var broken = OrderingWorld.address
        broken["line1"] = ""
        #expect(world.send(.put, "/api/v1/cart/address", token, broken).status == 422)
    }
}
