import FoodlyApp
import FoodlyCore
import Testing

@Suite("Search follows the catalog without a restart")
struct SearchFreshnessTests {
    @Test func availabilityChangesAndImportsShowInTheNextSearch() throws {
        let world = try CatalogWorld()
        try world.add([
            CatalogWorld.restaurant(
                "Lentil House", menu: [["section": "Mains", "dishes": [CatalogWorld.dish("Lentil Stew")]]])
        ])
        let search = SearchService(environment: world.environment)
        // Another process: its own in-memory catalog over the same database.
        let other = SearchService(environment: AppEnvironment(database: world.database, clock: world.clock))
        func dishes(_ service: SearchService, _ text: String) throws -> [String] {
            try service.search(SearchQuery(text: text)).dishes.map(\.dish.name)
        }
        #expect(try dishes(search, "lentl stew") == ["Lentil Stew"])
        #expect(try dishes(other, "lentil") == ["Lentil Stew"])

        let stew = try #require(try search.search(SearchQuery(text: "stew")).dishes.first?.dish.id)
        #expect(try world.catalog.setDishAvailable(false, dishID: stew))
        #expect(try dishes(search, "lentil stew").isEmpty)
        #expect(try dishes(other, "lentil stew").isEmpty)
        #expect(try !world.catalog.setDishAvailable(false, dishID: ID("no-such-dish")))

        try world.catalog.setDishAvailable(true, dishID: stew)
        try world.add([
            CatalogWorld.restaurant(
                "Stew Bar", menu: [["section": "Mains", "dishes": [CatalogWorld.dish("Lentil Stew Deluxe")]]])
        ])
        #expect(try Set(dishes(other, "lentil stew")) == ["Lentil Stew", "Lentil Stew Deluxe"])
    }
}
