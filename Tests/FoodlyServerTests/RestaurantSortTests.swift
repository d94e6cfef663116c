import FoodlyAPI
import FoodlyApp
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Restaurant lists sorted by delivery time and by delivery fee, through the API and on Home's sort chips.
@Suite("Restaurant lists: sorted by delivery time and fee")
struct RestaurantSortTests {
    let world: OrderingWorld

    /// Lentil Place (1 km, 15 minutes to prepare, the usual fee) and three more around the customer: a slow kitchen
    /// next door, a fast one farther away, and a dear one.
    init() throws {
        world = try OrderingWorld()
        var slowNear = CatalogAPI.restaurant("Slow Near", northKm: 0.5)
        slowNear["prepMinutes"] = 60
        var fastFar = CatalogAPI.restaurant("Fast Far", northKm: 2)
        fastFar["prepMinutes"] = 1
        var dearNear = CatalogAPI.restaurant("Dear Near", northKm: 0.8)
        dearNear["fees"] = ["deliveryBase": 599, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000]
        try CatalogAPI.seed(world.app, [slowNear, fastFar, dearNear])
    }

    func listed(_ sort: String) throws -> [RestaurantSummary] {
        let page: Page<RestaurantSummary> = try world.app.send(
            .get, "/api/v1/restaurants?\(CatalogAPITests.near)&sort=\(sort)"
        ).decoded()
        return page.items
    }

    @Test func theAPISortsBySoonestDeliveryAndByLowestFee() throws {
        let byTime = try listed("time")
        #expect(byTime.count == 4)
        #expect(byTime.map(\.etaMinutes.max) == byTime.map(\.etaMinutes.max).sorted())
        #expect(byTime.first?.name == "Fast Far" && byTime.last?.name == "Slow Near")
        let byFee = try listed("fee")
        #expect(byFee.map(\.deliveryFee) == byFee.map(\.deliveryFee).sorted())
        #expect(byFee.last?.name == "Dear Near")
        let refused: Problem = try world.app.send(.get, "/api/v1/restaurants?sort=cheapest").decoded(status: 400)
        #expect(refused.code == "invalid_query")
    }

    @Test func searchOrdersRestaurantsAndTheirDishesTheSameWay() throws {
        let byTime = try listed("time").map(\.name)
        let found: SearchResponse = try world.app.send(
            .get, "/api/v1/search?q=bowl&\(CatalogAPITests.near)&sort=time&limit=50"
        ).decoded()
        #expect(found.restaurants.map(\.name) == byTime, "the same order as the list")
        let dishOwners = found.dishes.map(\.restaurant.name)
        #expect(!dishOwners.isEmpty)
        #expect(
            dishOwners.map { byTime.firstIndex(of: $0) ?? -1 }
                == dishOwners.map { byTime.firstIndex(of: $0) ?? -1 }.sorted())
        // On the Search tab without words (a filter only), the cheapest delivery first.
        let ada = try world.customer()
        try world.fillCart(ada)
        let page = String(
            decoding: world.app.send(.get, "/search?diet=vegan&sort=fee", headers: WebOrderingTests.headers(ada)).body,
            as: UTF8.self)
        #expect(page.contains(#"<option value="fee" selected>Lowest delivery fee</option>"#))
        let byFee = try listed("fee").map(\.name)
        let shown = byFee.compactMap { name in page.range(of: ">\(name)<").map { (name, $0.lowerBound) } }
        #expect(shown.count == byFee.count, "every restaurant is listed")
        #expect(shown.map(\.1) == shown.map(\.1).sorted(), "in the order of their delivery fees")
    }

    @Test func homeOffersTheOrdersAsChipsAndListsInTheChosenOne() throws {
        let ada = try world.customer()
        try world.fillCart(ada)
        let page = String(
            decoding: world.app.send(.get, "/?sort=time", headers: WebOrderingTests.headers(ada)).body, as: UTF8.self)
        #expect(page.contains(#"id="sort-time" href="/?sort=time#sort" aria-current="page""#))
        #expect(page.contains(#"id="sort-fee" href="/?sort=fee#sort""#) && page.contains("Fastest delivery to you"))
        let order = ["Fast Far", "Lentil Place", "Slow Near"].map { page.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "fastest first")
        let bowls = String(
            decoding: world.app.send(.get, "/?category=bowls&sort=fee", headers: WebOrderingTests.headers(ada)).body,
            as: UTF8.self)
        #expect(bowls.contains(#"href="/?category=bowls&amp;sort=fee#category-bowls""#), "a category keeps the order")
    }
}
