import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The store's catalog edits refuse what is not there (or is full), write nothing then, and log no change.
@Suite("Catalog edits: unknown, archived and full")
struct CatalogEditTests {
    @Test func editsOfWhatIsNotThereChangeNothing() throws {
        let world = try CatalogWorld()
        let id = try #require(try world.add([CatalogWorld.restaurant("Green Bowl")]).first)
        let store = SQLCatalogStore(database: world.database)
        let dish = try #require(try store.dishes(restaurantID: id).first)
        let details = try RestaurantImporter.restaurants(from: CatalogWorld.json(CatalogWorld.restaurant("Other")))[0]
        let version = try store.version()
        #expect(try store.updateRestaurant(ID("no-such-restaurant"), to: details) == false)
        #expect(
            try store.addDish(details.dishes[0], section: "Bowls", id: ID("new-dish"), to: ID("no-such-restaurant"))
                == false)
        #expect(try store.updateDish(ID("no-such-dish"), to: details.dishes[0], section: "Bowls") == false)
        #expect(try store.setAvailable(false, dishID: ID("no-such-dish")) == false)
        #expect(try store.version() == version, "no change logged")

        #expect(try store.archiveDish(dish.id))
        let archived = try store.version()
        #expect(try store.updateDish(dish.id, to: details.dishes[0], section: "Bowls") == false)
        #expect(try store.setAvailable(true, dishID: dish.id) == false)
        #expect(try store.archiveDish(dish.id) == false)
        #expect(try store.version() == archived, "an archived dish is not edited")
        #expect(try store.dishes(restaurantID: id).isEmpty)
    }

    @Test func aFullMenuTakesNoMoreDishes() throws {
        let world = try CatalogWorld()
        let dishes = (1...ImportedRestaurant.maxDishes).map { CatalogWorld.dish("Bowl \($0)") }
        let id = try #require(
            try world.add([CatalogWorld.restaurant("Big Menu", menu: [["section": "Bowls", "dishes": dishes]])]).first)
        let store = SQLCatalogStore(database: world.database)
        let extra = try RestaurantImporter.restaurants(from: CatalogWorld.json(CatalogWorld.restaurant("Other")))[0]
            .dishes[0]
        #expect(try store.addDish(extra, section: "Bowls", id: ID("one-too-many"), to: id) == false)
        let first = try #require(try store.dishes(restaurantID: id).first)
        #expect(try store.archiveDish(first.id))
        #expect(try store.addDish(extra, section: "Bowls", id: ID("now-room"), to: id), "archived ones do not count")
        #expect(try store.dishes(restaurantID: id).count == ImportedRestaurant.maxDishes)
    }
}
