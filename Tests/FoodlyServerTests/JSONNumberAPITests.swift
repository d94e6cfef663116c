import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Valid JSON with a number its field cannot hold is 422 naming the field, not 400 `malformed_json` (hardening
/// item 5).
@Suite("API: numbers a field cannot hold")
struct JSONNumberAPITests {
    @Test(arguments: ["1.5", "9223372036854775808", "1e308"])
    func aQuantityThatIsNoIntegerIsNamed(quantity: String) throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let body = #"{"dishId":"\#(world.dishes["Lentil Bowl"] ?? "")","quantity":\#(quantity)}"#
        let response = world.app.send(.post, "/api/v1/cart/items", headers: CatalogAPI.bearer(ada), body: body)
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response) == ("validation_failed", ["quantity"]))
    }

    @Test func aLatitudePastEveryDoubleIsNamed() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let body = #"{"line1":"1 Market St","city":"San Francisco","latitude":1e400,"longitude":-122.4}"#
        let response = world.app.send(.put, "/api/v1/cart/address", headers: CatalogAPI.bearer(ada), body: body)
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response) == ("validation_failed", ["latitude"]))
    }
}
