import FoodlyCore
import FoodlyStore
import Foundation

/// Makes synthetic catalogs of any size for benchmarks: restaurants spread evenly (about one per km²) over a
/// square around the demo city, so a point is covered by a similar number of restaurants at every size. With
/// several regions, each is a city of its own (`city-1`, `city-2`, …) with an equal share of the restaurants on a
/// square of its own, the cities 100 km apart from edge to edge, in a row eastwards.
public struct CatalogGenerator: Sendable {
    private let environment: AppEnvironment

    /// Creates a generator.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Inserts `restaurants` restaurants with `dishesPerRestaurant` dishes each, restaurant `i` in city
    /// `i % regions + 1`, in batches of 500; `progress` is told how many are done after each batch. Deterministic for
    /// a given size. One region is the region `default`.
    public func generate(
        restaurants: Int, dishesPerRestaurant: Int, regions: Int = 1, progress: (Int) -> Void = { _ in }
    ) throws {
        let store = SQLCatalogStore(database: environment.database)
        let templates = try CatalogGenerator.dishTemplates()
        let sideKm = max(10, (Double(restaurants) / Double(regions)).squareRoot())
        let cities = (0..<regions).map { city in
            CatalogGenerator.city(city, of: regions, sideKm: sideKm)
        }
        var generator = SeededGenerator(seed: UInt64(restaurants) &* 31 &+ UInt64(dishesPerRestaurant))
        var done = 0
        while done < restaurants {
            let batch = (done..<min(restaurants, done + 500)).map { index in
                makeRestaurant(
                    index, dishes: dishesPerRestaurant, templates, city: cities[index % regions], sideKm: sideKm,
                    &generator)
            }
            _ = try store.insert(batch, makeID: environment.makeID, at: environment.clock.now())
            done += batch.count
            progress(done)
        }
    }

    /// The name and centre of city `number` (from 0) of `count`: the demo city first, then eastwards.
    private static func city(_ number: Int, of count: Int, sideKm: Double) -> (region: String, centre: GeoPoint) {
        let kmPerDegree = GeoPoint.earthRadiusKm * .pi / 180
        let latitude = Neighbourhood.cityCentre.latitude
        let eastKm = Double(number) * (sideKm + 100)
        return (
            count == 1 ? RegionName.default : "city-\(number + 1)",
            GeoPoint(
                latitude: latitude,
                longitude: Neighbourhood.cityCentre.longitude + eastKm / (kmPerDegree * cos(latitude * .pi / 180)))
        )
    }

    private func makeRestaurant(
        _ index: Int, dishes: Int, _ templates: [ImportedRestaurant.Dish], city: (region: String, centre: GeoPoint),
        sideKm: Double, _ generator: inout SeededGenerator
    ) -> ImportedRestaurant {
        let centre = city.centre
        let kmPerDegree = GeoPoint.earthRadiusKm * .pi / 180
        let north = (Double.random(in: 0..<1, using: &generator) - 0.5) * sideKm
        let east = (Double.random(in: 0..<1, using: &generator) - 0.5) * sideKm
        let location = GeoPoint(
            latitude: centre.latitude + north / kmPerDegree,
            longitude: centre.longitude + east / (kmPerDegree * cos(centre.latitude * .pi / 180)))
        let categories = CatalogGenerator.categories
        let category = categories[index % categories.count]
        let menu = (0..<dishes).map { number -> ImportedRestaurant.Dish in
            var dish = templates[(index + number) % templates.count]
            dish.name = GeneratedDishText.name(using: &generator)
            dish.description = GeneratedDishText.description(using: &generator)
            dish.price += (number % 7) * 50
            return dish
        }
        return ImportedRestaurant(
            name: "Test Kitchen \(index + 1)", cuisine: category.capitalized, description: "A generated restaurant.",
            phone: "+14155550100", categories: [category], imageURL: nil, address: "\(index + 1) Generated St",
            region: city.region, location: location, deliveryRadiusKm: Double.random(in: 3...6, using: &generator),
            timeZone: TimeZone(identifier: "America/Los_Angeles") ?? .gmt, prepMinutes: 10 + index % 15,
            openingHours: .always,
            fees: DeliveryFees(deliveryBase: 199, deliveryPerKm: 50, freeDeliveryOver: 3000, minimumOrder: 1000),
            taxRateBps: 863, offersPickup: index % 3 == 0,
            menu: [ImportedRestaurant.Section(name: "Menu", dishes: menu)])
    }

    private static let categories = ["bowls", "salads", "soups", "vegan", "grill", "poke", "thai", "mexican"]

    /// A few wholesome dishes, graded once.
    private static func dishTemplates() throws -> [ImportedRestaurant.Dish] {
        let rows: [(String, Int, Double, DishNutrition)] = [
            (
                "Green Bowl", 1250, 350,
                DishNutrition(
                    kcal: 480, proteinG: 22, carbsG: 52, sugarsG: 6, fatG: 18, saturatedFatG: 3, fiberG: 10, saltG: 1.1,
                    fruitVegLegumePercent: 60)
            ),
            (
                "Lentil Soup", 850, 400,
                DishNutrition(
                    kcal: 300, proteinG: 18, carbsG: 40, sugarsG: 5, fatG: 6, saturatedFatG: 1, fiberG: 12, saltG: 1.0,
                    fruitVegLegumePercent: 70)
            ),
            (
                "Chicken Salad", 1350, 320,
                DishNutrition(
                    kcal: 390, proteinG: 34, carbsG: 18, sugarsG: 6, fatG: 20, saturatedFatG: 4, fiberG: 6, saltG: 1.2,
                    fruitVegLegumePercent: 55)
            ),
        ]
        return try rows.map { name, price, grams, nutrition in
            ImportedRestaurant.Dish(
                name: name, description: "", price: price, portionGrams: grams,
                nutrition: nutrition, nutriScoreCategory: .general,
                nutriScore: try NutriScore.compute(nutrition.per100g(portionGrams: grams)), allergens: [], diets: [],
                available: true, imageURL: nil)
        }
    }
}

/// A small deterministic random number generator (SplitMix64), so generated catalogs are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
