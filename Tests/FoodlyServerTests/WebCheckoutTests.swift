import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The checkout review page and orders for later on the web, in process.
@Suite("Web: checkout review and orders for later")
struct WebCheckoutTests {
    static let csrf = WebOrderingTests.csrf

    static func html(_ response: Response) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    @Test func continueLeadsToAReviewThatPlacesNothingUntilPlaceOrder() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        try world.fillCart(ada)
        let cart = Self.html(world.app.send(.get, "/cart", headers: WebOrderingTests.headers(ada)))
        #expect(cart.contains(#"<form class="form checkout-form" method="get" action="/checkout">"#))
        let review = world.app.send(.get, "/checkout", headers: WebOrderingTests.headers(ada))
        #expect(review.status == 200)
        #expect(review.headers["Cache-Control"] == "no-store")
        let page = Self.html(review)
        #expect(page.contains("2 × Lentil Bowl"))
        #expect(page.contains(#"id="delivery-map""#) && page.contains("Lentil Place"), "the map of the way")
        #expect(page.contains("Nothing is charged online."))
        #expect(page.contains(#"<option value="asap" selected>As soon as possible</option>"#))
        #expect(page.contains("<optgroup label=\"Today\">") || page.contains("<optgroup label=\"Tomorrow\">"))
        #expect(page.contains(#"id="place-order""#) && page.contains(#"name="key""#))
        #expect((try CatalogAPI.object(world.send(.get, "/api/v1/orders", ada))["items"] as? [Any])?.isEmpty == true)
    }

    @Test func aSlotChosenOnTheReviewIsPlacedForLaterAndBackLandsOnTheOrder() throws {
        let kitchen = try ScheduledOrderTests.Kitchen()
        let world = kitchen.world
        let ada = try world.customer()
        try world.fillCart(ada)
        let slot = ScheduledOrderTests.slot(inAtLeast: 24 * 60)
        let value = ScheduledOrderTests.text(slot)
        let review = Self.html(
            world.app.send(.get, "/checkout?slot=\(Self.encoded(value))", headers: WebOrderingTests.headers(ada)))
        #expect(review.contains("Arriving Tomorrow, ") || review.contains("Arriving "), "the slot's window")
        #expect(review.contains("Ordered for later: the kitchen starts at"))
        #expect(review.contains(#"<input type="hidden" name="slot" value="\#(value)">"#))
        #expect(review.contains(#"<option value="\#(value)" selected>"#))

        let body = "key=web-later-1&notes=&slot=\(Self.encoded(value))&_csrf=\(Self.csrf)"
        let placed = world.app.send(.post, "/checkout", headers: WebOrderingTests.headers(ada, form: true), body: body)
        #expect(placed.status == 303)
        let location = try #require(placed.headers["Location"])
        let order = Self.html(world.app.send(.get, location, headers: WebOrderingTests.headers(ada)))
        #expect(order.contains("Thank you! Your order for later is placed."))
        #expect(order.contains("Ordered for later") && order.contains(#"id="change-time""#))
        #expect(order.contains(#"id="cancel-order""#))
        let kitchenPage = Self.html(world.app.send(.get, "/kitchen", headers: WebOrderingTests.headers(kitchen.staff)))
        #expect(kitchenPage.contains("No orders right now"), "the kitchen does not see it yet")

        // Back after placing: the review has nothing left to place and goes on to the order.
        let back = world.app.send(.get, "/checkout", headers: WebOrderingTests.headers(ada))
        #expect(back.status == 303)
        #expect(back.headers["Location"] == String(location.prefix { $0 != "?" }))
        let resent = world.app.send(.post, "/checkout", headers: WebOrderingTests.headers(ada, form: true), body: body)
        #expect(resent.headers["Location"] == location, "the stale form again shows the same order")
        #expect((try CatalogAPI.object(world.send(.get, "/api/v1/orders", ada))["items"] as? [Any])?.count == 1)
    }

    @Test func aSlotThatCannotBeBookedIsExplainedAndPlacesNothing() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        try world.fillCart(ada)
        let odd = ScheduledOrderTests.text(ScheduledOrderTests.slot(inAtLeast: 120).addingTimeInterval(420))
        let review = Self.html(
            world.app.send(.get, "/checkout?slot=\(Self.encoded(odd))", headers: WebOrderingTests.headers(ada)))
        #expect(review.contains(#"id="slot-error""#) && review.contains("quarter hour"))
        #expect(review.contains(#"id="place-order" disabled"#))
        let refused = world.app.send(
            .post, "/checkout", headers: WebOrderingTests.headers(ada, form: true),
            body: "key=web-odd&notes=&slot=\(Self.encoded(odd))&_csrf=\(Self.csrf)")
        #expect(refused.refusalStatus == 422)
        #expect(Self.html(refused).contains("Choose a time on the quarter hour"))
        #expect((try CatalogAPI.object(world.send(.get, "/api/v1/orders", ada))["items"] as? [Any])?.isEmpty == true)
    }

    @Test func theOrderPageChangesTheTimeOfAnOrderForLater() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        try world.fillCart(ada)
        let slot = ScheduledOrderTests.slot(inAtLeast: 120)
        let id = try #require(
            try CatalogAPI.object(ScheduledOrderTests.place(world, ada, for: slot))["id"] as? String)
        let later = ScheduledOrderTests.text(slot.addingTimeInterval(1800))
        let moved = world.app.send(
            .post, "/orders/\(id)/schedule", headers: WebOrderingTests.headers(ada, form: true),
            body: "slot=\(Self.encoded(later))&_csrf=\(Self.csrf)")
        #expect(moved.status == 303)
        #expect(moved.headers["Location"] == "/orders/\(id)#order-time")
        let order = try CatalogAPI.object(world.send(.get, "/api/v1/orders/\(id)", ada))
        #expect(order["scheduledFor"] as? String == later)
        let refused = world.app.send(
            .post, "/orders/\(id)/schedule", headers: WebOrderingTests.headers(ada, form: true),
            body: "slot=asap&_csrf=\(Self.csrf)")
        #expect(refused.refusalStatus == 422)
        #expect(Self.html(refused).contains(#"id="schedule-error""#))
        let eve = try world.customer("Eve")
        let stranger = world.app.send(
            .post, "/orders/\(id)/schedule", headers: WebOrderingTests.headers(eve, form: true),
            body: "slot=\(Self.encoded(later))&_csrf=\(Self.csrf)")
        #expect(stranger.status == 404)
    }
}
