import FoodlyApp
import FoodlyCore
import FoodlyStore
import Foundation
import Testing

@Suite("Catalog service: import, detail, generator")
struct CatalogImportServiceTests {
    @Test func aListWithOneBadRestaurantImportsNothing() throws {
        let world = try CatalogWorld()
        var bad = CatalogWorld.restaurant("Broken Bowls")
        bad["phone"] = "not a phone"
        do {
            try world.add([CatalogWorld.restaurant("Good Greens"), bad])
            Issue.record("a list with a bad restaurant was imported")
        } catch let failure as ValidationFailure {
            #expect(failure.issues.map(\.field) == ["[1].phone"])
        }
        #expect(try world.catalog.restaurantCount() == 0)
        #expect(try world.catalog.categories().isEmpty)
        #expect(try world.catalog.restaurants(RestaurantQuery()).listings.isEmpty)
        let rows = try world.database.read { try $0.query("SELECT id FROM dishes", []) }
        #expect(rows.isEmpty)
    }

    @Test func aRefusedImportLeavesEarlierImportsAlone() throws {
        let world = try CatalogWorld()
        let first = try world.add([CatalogWorld.restaurant("First")])
        var fried = CatalogWorld.dish("Churros")
        fried["nutrition"] = [
            "kcal": 450, "proteinG": 5, "carbsG": 50, "sugarsG": 30, "fatG": 25, "saturatedFatG": 9.5, "fiberG": 2,
            "saltG": 0.5, "fruitVegLegumePercent": 0,
        ]
        let refused = CatalogWorld.restaurant("Fry Shack", menu: [["section": "Sweets", "dishes": [fried]]])
        #expect(throws: ValidationFailure.self) { try world.add([CatalogWorld.restaurant("Second"), refused]) }
        #expect(try world.catalog.restaurantCount() == 1)
        let second = try world.add([CatalogWorld.restaurant("Second"), CatalogWorld.restaurant("Third")])
        #expect(second.count == 2)
        #expect(Set(first + second).count == 3)
        #expect(try world.catalog.restaurantCount() == 3)
    }

    @Test func aSingleObjectImportsToo() throws {
        let world = try CatalogWorld()
        let ids = try world.catalog.importRestaurants(
            try CatalogWorld.json(CatalogWorld.restaurant("Solo")), by: .commandLine)
        #expect(ids.count == 1)
        #expect(try world.catalog.restaurant(ids[0], from: nil)?.0.restaurant.name == "Solo")
    }

    @Test func theDetailKeepsEveryFieldAndGroupsDishesBySectionInMenuOrder() throws {
        let world = try CatalogWorld()
        var tofu = CatalogWorld.dish("Tofu Bowl", diets: ["vegan", "gluten_free"])
        tofu["imageUrl"] = "/static/dishes/tofu.svg"
        tofu["portionGrams"] = 100.5
        let menu: [CatalogWorld.Object] = [
            ["section": "Bowls", "dishes": [tofu, CatalogWorld.dish("Rice Bowl", available: false)]],
            ["section": "Soups", "dishes": [CatalogWorld.dish("Lentil Soup")]],
            ["section": "Salads", "dishes": [CatalogWorld.dish("Kale Salad"), CatalogWorld.dish("Bean Salad")]],
        ]
        let location = CatalogWorld.point(4, bearing: 0)
        var object = CatalogWorld.restaurant("Green Bowl", at: location, menu: menu)
        object["openingHours"] = ["fri": [["18:00", "02:00"]], "sun": [["00:00", "24:00"]]]
        object["fees"] = ["deliveryBase": 250, "deliveryPerKm": 45, "minimumOrder": 0]
        let id = try #require(try world.add([object]).first)
        let (listing, dishes) = try #require(try world.catalog.restaurant(id, from: CatalogWorld.customer))
        let restaurant = listing.restaurant
        #expect(restaurant.id == id)
        #expect(restaurant.location == location)
        #expect(restaurant.timeZone.identifier == "America/Los_Angeles")
        #expect(restaurant.openingHours.days[4] == [OpeningHours.Period(opens: 1080, closes: 120)])
        #expect(restaurant.openingHours.days[6] == [OpeningHours.Period(opens: 0, closes: 1440)])
        #expect(restaurant.openingHours.days[0].isEmpty)
        #expect(
            restaurant.fees
                == DeliveryFees(deliveryBase: 250, deliveryPerKm: 45, freeDeliveryOver: nil, minimumOrder: 0))
        #expect(restaurant.taxRateBps == 863)
        #expect(restaurant.nutriGrade == .a)
        #expect(restaurant.rating == nil && restaurant.ratingCount == 0)
        #expect(abs((listing.distanceKm ?? 0) - 4) < 1e-6)
        #expect(listing.deliveryFee == 340)  // 250 + 45 × 2
        #expect(!listing.isOpen)  // Friday 00:00 in San Francisco: Friday opens at 18:00, Thursday is closed
        #expect(dishes.map(\.name) == ["Tofu Bowl", "Rice Bowl", "Lentil Soup", "Kale Salad", "Bean Salad"])
        #expect(dishes.map(\.section) == ["Bowls", "Bowls", "Soups", "Salads", "Salads"])
        #expect(dishes.allSatisfy { $0.restaurantID == id && !$0.id.rawValue.isEmpty })
        #expect(Set(dishes.map(\.id)).count == 5)
        let first = dishes[0]
        #expect(first.diets == [.vegan, .glutenFree])
        #expect(first.allergens == [.sesame])
        #expect(first.imageURL == "/static/dishes/tofu.svg")
        #expect(first.portionGrams == 100.5)
        #expect(first.price == 1250)
        #expect(first.nutriGrade == .a)
        #expect(first.nutriScoreCategory == .general)
        #expect(first.nutrition.saturatedFatG == 0.5 && first.nutrition.saltG == 0.3)
        #expect(dishes.map(\.available) == [true, false, true, true, true])
        #expect(try world.catalog.restaurant(ID("no-such-id"), from: nil) == nil)
    }

    @Test func theGeneratorMakesRestaurantsThatAllPassTheImportRules() throws {
        let world = try CatalogWorld()
        var reported: [Int] = []
        try CatalogGenerator(environment: world.environment).generate(
            restaurants: 50, dishesPerRestaurant: 3, progress: { reported.append($0) })
        #expect(reported == [50])
        #expect(try world.catalog.restaurantCount() == 50)
        let listings = try world.catalog.restaurants(RestaurantQuery(limit: 100)).listings
        #expect(Set(listings.map(\.restaurant.name)).count == 50)
        for listing in listings {
            let restaurant = listing.restaurant
            let (_, dishes) = try #require(try world.catalog.restaurant(restaurant.id, from: nil))
            #expect(dishes.count == 3)
            #expect(PhoneNumber.normalize(restaurant.phone) == restaurant.phone)
            #expect((0.1...50).contains(restaurant.deliveryRadiusKm))
            #expect(!restaurant.categories.isEmpty && (1...180).contains(restaurant.prepMinutes))
            #expect(restaurant.location.distanceKm(to: CatalogWorld.customer) < 50)
            let available = dishes.filter(\.available)
            let good = available.filter { $0.nutriGrade <= .b }
            #expect(Double(good.count) >= RestaurantImporter.listingShare * Double(available.count))
            #expect(restaurant.nutriGrade == Restaurant.medianGrade(available.map(\.nutriGrade)))
            for dish in dishes {
                #expect(dish.nutrition.issues().isEmpty, "\(dish.name)")
                let score = try NutriScore.compute(
                    dish.nutrition.per100g(portionGrams: dish.portionGrams), category: dish.nutriScoreCategory)
                #expect(score.grade == dish.nutriGrade, "\(dish.name)")
                #expect((1...100_000).contains(dish.price))
            }
        }
    }

    @Test func theGeneratorIsDeterministicForASize() throws {
        func places() throws -> [String: GeoPoint] {
            let world = try CatalogWorld()
            try CatalogGenerator(environment: world.environment).generate(restaurants: 12, dishesPerRestaurant: 2)
            let items = try world.catalog.restaurants(RestaurantQuery(limit: 100)).listings
            return Dictionary(uniqueKeysWithValues: items.map { ($0.restaurant.name, $0.restaurant.location) })
        }
        let first = try places()
        #expect(first.count == 12)
        #expect(try places() == first)
    }
}
