import FoodlyApp
import FoodlyCore
import FoodlyStore
import Foundation
import Testing

@Suite("Catalog service: area, filters, sorting, pages")
struct CatalogServiceTests {
    /// Radius 3 km unless said: two just inside, two just outside, one far with a wide area, one far and small.
    private static func neighbourhood(_ world: CatalogWorld) throws {
        try world.add([
            CatalogWorld.restaurant("North Inside", at: CatalogWorld.point(2.95, bearing: 0), radiusKm: 3),
            CatalogWorld.restaurant("East Inside", at: CatalogWorld.point(2.9, bearing: 90), radiusKm: 3),
            CatalogWorld.restaurant("South Outside", at: CatalogWorld.point(3.05, bearing: 180), radiusKm: 3),
            CatalogWorld.restaurant("West Outside", at: CatalogWorld.point(3.1, bearing: 270), radiusKm: 3),
            CatalogWorld.restaurant("Wide Reach", at: CatalogWorld.point(10, bearing: 45), radiusKm: 12),
            CatalogWorld.restaurant("Far Away", at: CatalogWorld.point(20, bearing: 225), radiusKm: 5),
        ])
    }

    @Test func nearAPointOnlyRestaurantsWhoseAreaCoversItAreListed() throws {
        let world = try CatalogWorld()
        try Self.neighbourhood(world)
        let page = try world.catalog.restaurants(RestaurantQuery(point: CatalogWorld.customer, sort: .distance))
        #expect(page.listings.map(\.restaurant.name) == ["East Inside", "North Inside", "Wide Reach"])
        #expect(!page.hasMore)
        let distances = page.listings.map { $0.distanceKm ?? -1 }
        for (distance, expected) in zip(distances, [2.9, 2.95, 10]) {
            #expect(abs(distance - expected) < 1e-6, "\(distance) km, expected \(expected)")
        }
        #expect(page.listings[0].deliveryFee == 244)  // 199 + 50 × 0.9
        #expect(page.listings[2].deliveryFee == 599)  // 199 + 50 × 8
        #expect(page.listings[0].eta.min == 30)  // 15 + 2.9 × 1.3 km at 18 km/h (12.6) + 5 = 32.6
    }

    /// A metre either side of the edge, in every direction: the area index (32-bit floats in SQLite's R*Tree) must
    /// not lose anyone the exact distance accepts.
    @Test(arguments: [0.0, 45, 90, 135, 180, 225, 270, 315])
    func theEdgeOfTheAreaIsExactInEveryDirection(bearing: Double) throws {
        let world = try CatalogWorld()
        try world.add([
            CatalogWorld.restaurant("Inside", at: CatalogWorld.point(2.999, bearing: bearing), radiusKm: 3),
            CatalogWorld.restaurant("Outside", at: CatalogWorld.point(3.001, bearing: bearing + 180), radiusKm: 3),
        ])
        #expect(try world.names(RestaurantQuery(point: CatalogWorld.customer)) == ["Inside"])
    }

    @Test func withoutAPointEveryRestaurantIsListedWithoutDistanceAtTheBaseFee() throws {
        let world = try CatalogWorld()
        try Self.neighbourhood(world)
        let page = try world.catalog.restaurants(RestaurantQuery(sort: .distance))
        #expect(Set(page.listings.map(\.restaurant.name)).count == 6)
        #expect(page.listings.allSatisfy { $0.distanceKm == nil && $0.deliveryFee == 199 })
    }

    /// Taveuni, Fiji, straddles the 180th meridian: a customer 2 km east of a restaurant has longitude −179.99.
    @Test func theDeliveryAreaWorksAcrossTheAntimeridian() throws {
        let world = try CatalogWorld()
        let restaurant = GeoPoint(latitude: -16.8, longitude: 179.99)
        try world.add([CatalogWorld.restaurant("Taveuni Greens", at: restaurant, radiusKm: 5)])
        let customer = GeoPoint(latitude: -16.8, longitude: -179.995)
        #expect(restaurant.distanceKm(to: customer) < 2)
        #expect(try world.names(RestaurantQuery(point: customer)) == ["Taveuni Greens"])
    }

    @Test func categoryAndDietFiltersCombine() throws {
        let world = try CatalogWorld()
        try world.add([
            CatalogWorld.restaurant(
                "Bowl Place", categories: ["bowls"],
                menu: [
                    ["section": "Bowls", "dishes": [CatalogWorld.dish("Tofu Bowl", diets: ["vegan", "vegetarian"])]]
                ]
            ),
            CatalogWorld.restaurant(
                "Soup Place", categories: ["soups"],
                menu: [
                    [
                        "section": "Soups",
                        "dishes": [
                            CatalogWorld.dish("Old Vegan Soup", diets: ["vegan"], available: false),
                            CatalogWorld.dish("Cheese Soup", diets: ["vegetarian"]),
                        ],
                    ]
                ]),
            CatalogWorld.restaurant(
                "Bowl and Soup", categories: ["bowls", "soups"],
                menu: [["section": "Mains", "dishes": [CatalogWorld.dish("Rice Bowl", diets: ["gluten_free"])]]]),
            CatalogWorld.restaurant(
                "Far Bowls", at: CatalogWorld.point(30, bearing: 0), categories: ["bowls"],
                menu: [["section": "Bowls", "dishes": [CatalogWorld.dish("Far Bowl", diets: ["vegan"])]]]),
        ])
        func names(_ category: String?, _ diet: Diet?, near point: GeoPoint? = nil) throws -> Set<String> {
            Set(try world.names(RestaurantQuery(point: point, category: category, diet: diet)))
        }
        #expect(try names("bowls", nil) == ["Bowl Place", "Bowl and Soup", "Far Bowls"])
        #expect(try names("soups", nil) == ["Soup Place", "Bowl and Soup"])
        #expect(try names(nil, .vegan) == ["Bowl Place", "Far Bowls"])  // an unavailable vegan soup does not count
        #expect(try names(nil, .vegetarian) == ["Bowl Place", "Soup Place"])
        #expect(try names("soups", .glutenFree) == ["Bowl and Soup"])
        #expect(try names("bowls", .vegan, near: CatalogWorld.customer) == ["Bowl Place"])
        #expect(try names("salads", nil).isEmpty)
        #expect(try names(nil, .keto).isEmpty)
    }

    @Test func sortingByDistanceRatingAndPopularity() throws {
        let world = try CatalogWorld()
        let mondayOnly = ["mon": [["11:00", "15:00"]]]
        let ids = try world.add([
            CatalogWorld.restaurant("Often Rated", at: CatalogWorld.point(1.5, bearing: 0)),
            CatalogWorld.restaurant("Top Rated", at: CatalogWorld.point(0.5, bearing: 90)),
            CatalogWorld.restaurant("Unrated", at: CatalogWorld.point(2.5, bearing: 180)),
            CatalogWorld.restaurant("Closed Now", at: CatalogWorld.point(1, bearing: 270), hours: mondayOnly),
        ])
        try world.rate(ids[0], sum: 40, count: 10)  // 4.0
        try world.rate(ids[1], sum: 10, count: 2)  // 5.0
        try world.rate(ids[3], sum: 300, count: 100)  // 3.0, but closed on Friday
        let near = CatalogWorld.customer
        #expect(
            try world.names(RestaurantQuery(point: near, sort: .distance)) == [
                "Top Rated", "Closed Now", "Often Rated", "Unrated",
            ])
        #expect(
            try world.names(RestaurantQuery(point: near, sort: .rating)) == [
                "Top Rated", "Often Rated", "Closed Now", "Unrated",
            ])
        #expect(
            try world.names(RestaurantQuery(point: near, sort: .popular)) == [
                "Often Rated", "Top Rated", "Unrated", "Closed Now",
            ])
        let ratings = try world.catalog.restaurants(RestaurantQuery(sort: .rating)).listings.map(\.restaurant.rating)
        #expect(ratings == [5.0, 4.0, 3.0, nil])
    }

    @Test func pagesOfTwoOverFiveRestaurantsAre2Then2Then1WithoutRepeats() throws {
        let world = try CatalogWorld()
        try world.add(
            (1...5).map {
                CatalogWorld.restaurant("Place \($0)", at: CatalogWorld.point(Double($0), bearing: 10), radiusKm: 10)
            })
        var seen: [String] = []
        var sizes: [Int] = []
        var more: [Bool] = []
        for offset in [0, 2, 4] {
            let page = try world.catalog.restaurants(
                RestaurantQuery(point: CatalogWorld.customer, sort: .distance, limit: 2, offset: offset))
            seen += page.listings.map(\.restaurant.name)
            sizes.append(page.listings.count)
            more.append(page.hasMore)
        }
        #expect(sizes == [2, 2, 1])
        #expect(more == [true, true, false])
        #expect(seen == (1...5).map { "Place \($0)" })
        let past = try world.catalog.restaurants(RestaurantQuery(limit: 2, offset: 5))
        #expect(past.listings.isEmpty && !past.hasMore)
    }

    /// Popular: most reviewed first; at equal reviews the better grade; then the nearer; then the name.
    @Test func popularBreaksTiesByGradeThenDistanceThenName() throws {
        let world = try CatalogWorld()
        let ids = try world.add([
            CatalogWorld.restaurant("Grade B Near", at: CatalogWorld.point(0.5, bearing: 0)),
            CatalogWorld.restaurant("Grade A Far", at: CatalogWorld.point(2, bearing: 90)),
            CatalogWorld.restaurant("Twin West", at: CatalogWorld.point(1.5, bearing: 200)),
            CatalogWorld.restaurant("Twin East", at: CatalogWorld.point(1.5, bearing: 200)),
            CatalogWorld.restaurant("Grade A Near", at: CatalogWorld.point(1, bearing: 300)),
            CatalogWorld.restaurant("More Reviews Far", at: CatalogWorld.point(2.9, bearing: 45)),
        ])
        for id in ids { try world.rate(id, sum: 12, count: 3) }
        try world.rate(ids[5], sum: 12, count: 4)
        _ = try world.database.write { connection in
            try connection.execute(
                "UPDATE restaurants SET nutri_grade = 'B' WHERE id = $1", [.text(ids[0].rawValue)])
            try CatalogQueries(connection).record(.restaurantEdited, restaurants: [ids[0]])
        }
        #expect(
            try world.names(RestaurantQuery(point: CatalogWorld.customer, sort: .popular)) == [
                "More Reviews Far", "Grade A Near", "Twin East", "Twin West", "Grade A Far", "Grade B Near",
            ])
    }

    /// Short pages keep their first candidates in order as they come; long ones sort them all: both must agree.
    @Test func deepPagesListTheSameOrderAsShortOnes() throws {
        let world = try CatalogWorld()
        let ids = try world.add(
            (1...300).map {
                CatalogWorld.restaurant(
                    "Place \($0)", at: CatalogWorld.point(Double($0 % 97) / 20, bearing: Double($0 * 37 % 360)),
                    radiusKm: 20)
            })
        for (index, id) in ids.enumerated() where index.isMultiple(of: 7) {
            try world.rate(id, sum: 3 + index % 3, count: 1 + index % 4)
        }
        for sort in RestaurantSort.allCases {
            let long = try (0..<3).flatMap { page in
                try world.names(
                    RestaurantQuery(point: CatalogWorld.customer, sort: sort, limit: 100, offset: page * 100))
            }
            let short = try (0..<15).flatMap { page in
                try world.names(RestaurantQuery(point: CatalogWorld.customer, sort: sort, limit: 20, offset: page * 20))
            }
            #expect(Set(long).count == 300, "\(sort)")
            #expect(short == long, "\(sort)")
        }
        let nearestFirst = try world.catalog.restaurants(
            RestaurantQuery(point: CatalogWorld.customer, sort: .distance, limit: 100, offset: 150)
        ).listings.map { $0.distanceKm ?? -1 }
        #expect(nearestFirst.count == 100 && nearestFirst == nearestFirst.sorted())
    }

    @Test func categoriesAreTheSlugsInUseWithNames() throws {
        let world = try CatalogWorld()
        #expect(try world.catalog.categories().isEmpty)
        try world.add([
            CatalogWorld.restaurant("Juice Bar", categories: ["juices-smoothies", "bowls"]),
            CatalogWorld.restaurant("Falafel House", categories: ["middle-eastern", "bowls"]),
        ])
        let categories = try world.catalog.categories()
        #expect(categories.map(\.slug) == ["bowls", "juices-smoothies", "middle-eastern"])
        #expect(categories.map(\.name) == ["Bowls", "Juices & smoothies", "Middle eastern"])
    }

    @Test func aChangeIsListedByTheNextRequestInThisAndEveryOtherProcess() throws {
        let world = try CatalogWorld()
        try world.add([CatalogWorld.restaurant("First Place")])
        // Another process on the same database: its own environment and in-memory catalog.
        let other = CatalogService(environment: AppEnvironment(database: world.database, clock: world.clock))
        #expect(try world.names(RestaurantQuery()) == ["First Place"])
        #expect(try other.restaurants(RestaurantQuery()).listings.map(\.restaurant.name) == ["First Place"])

        let second = try world.add([CatalogWorld.restaurant("Second Place", categories: ["soups"])])
        try world.rate(second[0], sum: 5, count: 1)
        #expect(try world.names(RestaurantQuery()) == ["Second Place", "First Place"])
        #expect(
            try other.restaurants(RestaurantQuery()).listings.map(\.restaurant.name) == ["Second Place", "First Place"])
        #expect(try other.categories().map(\.slug).contains("soups"))
    }
}
