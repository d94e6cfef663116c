import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The numbers and reviews pages without JavaScript: the figures of a known day, a bad range named under its field,
/// a day's orders, a reply written and taken back through the forms and shown on the restaurant page.
@Suite("Web: the restaurant's numbers and reviews")
struct WebNumbersTests {
    @Test func theNumbersPageShowsTheRangesFiguresAndRefusesABadRangeOnThePage() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let owner = try NumbersAPITests.member(world, admin, "boss", .owner)
        let customer = try world.customer()
        let order = try NumbersAPITests.placed(world, customer)
        try NumbersAPITests.set(
            world, order.id, .delivered, placed: "19:00", promised: "19:40",
            steps: [(.placed, "19:00"), (.accepted, "19:00"), (.ready, "19:12"), (.delivered, "19:50")])
        let get = { (path: String) in world.app.send(.get, path, headers: WebOrderingTests.headers(owner)) }
        #expect(WebStaffTests.html(get("/kitchen")).contains(#"href="/kitchen/numbers""#))

        let page = WebStaffTests.html(get("/kitchen/numbers?from=2026-11-14&to=2026-11-20"))
        #expect(page.contains(#"id="sales-chart""#) && page.contains(Money.format(order.subtotal)))
        #expect(page.contains("12 min") && page.contains("100% of orders past their arrival window"))
        #expect(page.contains(#"href="/kitchen/numbers/day?date=2026-11-20""#))
        #expect(page.contains("/api/v1/merchant/orders/export?from=2026-11-14&amp;to=2026-11-20"))
        let empty = WebStaffTests.html(get("/kitchen/numbers?from=2026-10-01&to=2026-10-07"))
        #expect(empty.contains(#"id="numbers-empty""#) && !empty.contains(#"id="sales-chart""#))

        let refused = get("/kitchen/numbers?from=2026-11-20&to=2026-11-01")
        #expect(refused.refusalStatus == 422)
        let refusal = WebStaffTests.html(refused)
        #expect(refusal.contains(#"id="range-to-error""#) && refusal.contains("The last day comes before the first."))
        #expect(refusal.contains(#"value="2026-11-01""#), "what was typed stays")

        let day = WebStaffTests.html(get("/kitchen/numbers/day?date=2026-11-20"))
        #expect(day.contains(#"id="sold-"#) && day.contains("2× Lentil Bowl") && day.contains("Late"))
        #expect(day.contains("prepared in 12 min") && day.contains(#"href="/kitchen/numbers/day?date=2026-11-21""#))

        let cook = try NumbersAPITests.member(world, admin, "carl", .staff)
        let plain = world.app.send(.get, "/kitchen/numbers", headers: WebOrderingTests.headers(cook))
        #expect(plain.status == 403 && WebStaffTests.html(plain).contains("Only the restaurant's owners and managers"))
    }

    @Test func aReplyWrittenOnTheReviewsPageShowsOnTheRestaurantPage() throws {
        let world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let owner = try NumbersAPITests.member(world, admin, "boss", .owner)
        let customer = try world.customer()
        let order = try world.deliveredOrder(customer)
        let reviewed = world.send(
            .post, "/api/v1/orders/\(order)/review", customer, ["rating": 3, "comment": "Cold <b>fries</b>"],
            headers: CatalogAPI.json)
        #expect(reviewed.status == 201)
        let post = { (path: String, body: String) in
            world.app.send(
                .post, path, headers: WebOrderingTests.headers(owner, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }
        let reviews = WebStaffTests.html(
            world.app.send(.get, "/kitchen/reviews", headers: WebOrderingTests.headers(owner)))
        #expect(reviews.contains("Cold &lt;b&gt;fries&lt;/b&gt;") && reviews.contains("3 of 5 stars"))

        let empty = post("/kitchen/reviews/\(order)/reply", "text=+++")
        #expect(empty.refusalStatus == 422 && WebStaffTests.html(empty).contains(#"id="reply-\#(order)-error""#))
        let replied = post("/kitchen/reviews/\(order)/reply", "text=Sorry+Ada%2C+next+one+is+on+us.")
        #expect(replied.status == 303 && replied.headers["Location"] == "/kitchen/reviews?done=replied#review-\(order)")
        let restaurant = WebStaffTests.html(
            world.app.send(
                .get, "/restaurants/\(world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        #expect(restaurant.contains(#"id="reviews""#) && restaurant.contains("Sorry Ada, next one is on us."))
        #expect(restaurant.contains("Ada L."))
        let removed = post("/kitchen/reviews/\(order)/reply/remove", "")
        #expect(removed.status == 303)
        let after = WebStaffTests.html(
            world.app.send(
                .get, "/restaurants/\(world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        #expect(!after.contains("Sorry Ada") && after.contains("Cold &lt;b&gt;fries&lt;/b&gt;"))
    }
}
