import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The saved-address pages and the cart's address choice, in process and without JavaScript: Find lists matches
/// as links, a pick fills the form, Save needs a picked address, the cart offers saved addresses and names the
/// restaurants that deliver to one its restaurant does not reach.
@Suite("Web: saved addresses")
struct WebAddressTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func findListsMatchesAPickFillsTheFormAndSaveNeedsOne() throws {
        let world = try AddressAPITests.world()
        let token = try world.customer()
        let headers = WebOrderingTests.headers(token)
        let found = Self.html(world.app.send(.get, "/profile/addresses/new?q=1+markt+st", headers: headers))
        #expect(found.contains("Matching addresses") && found.contains("1 Market St"))
        let pick = try #require(found.range(of: #"\?pick=\d+"#, options: .regularExpression)).lowerBound
        let link = String(found[pick...].prefix { $0 != "#" })
        let picked = Self.html(world.app.send(.get, "/profile/addresses/new" + link, headers: headers))
        #expect(picked.contains(#"value="1 Market St""#) && picked.contains(#"value="94105""#))
        let noPick = world.app.send(
            .post, "/profile/addresses", headers: WebOrderingTests.headers(token, form: true),
            body: "label=home&address.line1=1+Market+St&address.city=SF&_csrf=\(WebOrderingTests.csrf)")
        #expect(noPick.refusalStatus == 422)
        #expect(Self.html(noPick).contains("Find your address and pick it from the list"))
        let saved = world.app.send(
            .post, "/profile/addresses", headers: WebOrderingTests.headers(token, form: true),
            body: "label=home&address.line1=1+Market+St&address.city=San+Francisco&address.latitude=37.788"
                + "&address.longitude=-122.4075&_csrf=\(WebOrderingTests.csrf)")
        #expect(saved.status == 303 && saved.headers["Location"] == "/profile/addresses?done=saved")
        let list = Self.html(world.app.send(.get, "/profile/addresses?done=saved", headers: headers))
        #expect(list.contains("Your address is saved.") && list.contains("Default") && list.contains("1 Market St"))
        let other = try world.customer("Bob")
        let id = try #require(
            (try CatalogAPI.object(world.send(.get, "/api/v1/me/addresses", token))["addresses"] as? [[String: Any]])?
                .first?["id"] as? String)
        #expect(
            world.app.send(.get, "/profile/addresses/\(id)/edit", headers: WebOrderingTests.headers(other)).status
                == 404)
        let deleted = world.app.send(
            .post, "/profile/addresses/\(id)/delete", headers: WebOrderingTests.headers(other, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(deleted.status == 404, "another customer's address")
    }

    @Test func theCartOffersSavedAddressesAndNamesWhoDeliversElsewhere() throws {
        let world = try AddressAPITests.world()
        let token = try world.customer()
        try world.fillCart(token)
        var oakland = AddressAPITests.valid
        oakland["label"] = "work"
        oakland["address"] = ["line1": "1400 Broadway", "city": "Oakland", "latitude": 37.804, "longitude": -122.271]
        let work = world.send(.post, "/api/v1/me/addresses", token, oakland, headers: CatalogAPI.json)
        let id = try #require(try CatalogAPI.object(work)["id"] as? String)
        let cart = Self.html(world.app.send(.get, "/cart", headers: WebOrderingTests.headers(token)))
        #expect(cart.contains(#"value="saved:\#(id)""#) && cart.contains("Work: 1400 Broadway"))
        // Saved from the cart outside its restaurant's area: the cart says so; an id not the customer's is ignored.
        let told = Self.html(world.app.send(.get, "/cart?outside=\(id)", headers: WebOrderingTests.headers(token)))
        #expect(told.contains(#"id="cart-elsewhere""#))
        let unknown = world.app.send(.get, "/cart?outside=someone-else", headers: WebOrderingTests.headers(token))
        #expect(unknown.status == 200 && !Self.html(unknown).contains(#"id="cart-elsewhere""#))
        let refused = world.app.send(
            .post, "/cart/address", headers: WebOrderingTests.headers(token, form: true),
            body: "place=saved:\(id)&_csrf=\(WebOrderingTests.csrf)")
        #expect(refused.refusalStatus == 422)
        let page = Self.html(refused)
        #expect(page.contains("Lentil Place does not deliver to 1400 Broadway."))
        #expect(page.contains("No restaurant delivers there yet."))
        let elsewhere = world.app.send(
            .post, "/cart/address", headers: WebOrderingTests.headers(try world.customer("Bob"), form: true),
            body: "place=saved:\(id)&_csrf=\(WebOrderingTests.csrf)")
        #expect(elsewhere.status == 404, "another customer's saved address")
    }

    @Test func anAddressOutsideTheCartsRestaurantNamesTheNearestThatDeliverThere() throws {
        let world = try OrderingWorld()
        _ = try CatalogAPI.seed(
            world.app,
            [CatalogAPI.restaurant("North Bowls", northKm: 20), CatalogAPI.restaurant("Far Bowls", northKm: 23)])
        let token = try world.customer()
        try world.fillCart(token)
        let north = CatalogAPI.customer.latitude + 21 / 111.195
        let body: [String: Any] = [
            "label": "other",
            "address": [
                "line1": "9 North Rd", "city": "Northtown", "latitude": north,
                "longitude": CatalogAPI.customer.longitude,
            ],
        ]
        let id = try #require(
            try CatalogAPI.object(world.send(.post, "/api/v1/me/addresses", token, body, headers: CatalogAPI.json))[
                "id"]
                as? String)
        let refused = world.app.send(
            .post, "/cart/address", headers: WebOrderingTests.headers(token, form: true),
            body: "place=saved:\(id)&_csrf=\(WebOrderingTests.csrf)")
        let page = Self.html(refused)
        #expect(page.contains("Lentil Place does not deliver to 9 North Rd."))
        let north1 = try #require(page.range(of: "North Bowls</a> · 1.0 km away"))
        let far = try #require(page.range(of: "Far Bowls</a> · 2.0 km away"))
        #expect(north1.lowerBound < far.lowerBound, "nearest first")
    }
}
