import FoodlyCore
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyApp
@testable import FoodlyStore

/// A process that holds only some regions lists, searches and shows only their restaurants, follows their changes
/// alone, and refuses a point or restaurant of another region with that region's name.
@Suite("Catalog: regions")
struct CatalogRegionTests {
    /// 100 km east of the customer: a city of its own.
    static let elsewhere = CatalogWorld.point(100, bearing: 90)

    /// A world with two restaurants in `west` at the customer and one in `east` 100 km away, and a catalog over the
    /// same database holding only `west`.
    static func world() throws -> (CatalogWorld, west: CatalogService, ids: [ID<Restaurant>]) {
        let world = try CatalogWorld()
        var near = CatalogWorld.restaurant("Green Bowl")
        near["region"] = "west"
        var second = CatalogWorld.restaurant("Lentil House", at: CatalogWorld.point(1, bearing: 0))
        second["region"] = "west"
        var far = CatalogWorld.restaurant("Far Salads", at: elsewhere)
        far["region"] = "east"
        let ids = try world.add([near, second, far])
        let environment = AppEnvironment(
            database: world.database, clock: world.clock, catalogCache: CatalogCache(), regions: ["west"])
        return (world, CatalogService(environment: environment), ids)
    }

    @Test func aRegionalProcessListsAndSearchesOnlyItsRegion() throws {
        let (world, west, _) = try CatalogRegionTests.world()
        let search = SearchService(
            environment: AppEnvironment(
                database: world.database, clock: world.clock, catalogCache: CatalogCache(), regions: ["west"]))
        #expect(
            try west.restaurants(RestaurantQuery()).listings.map(\.restaurant.name) == ["Green Bowl", "Lentil House"])
        #expect(
            try west.restaurants(RestaurantQuery(point: CatalogWorld.customer)).listings.map(\.restaurant.name)
                == ["Green Bowl", "Lentil House"])
        #expect(try search.search(SearchQuery(text: "salads")).restaurants.isEmpty, "the east is not held")
        #expect(try world.names(RestaurantQuery()).count == 3, "a process of every region holds all three")
    }

    @Test func aPointOfAnotherRegionIsRefusedWithItsName() throws {
        let (world, west, _) = try CatalogRegionTests.world()
        #expect(throws: OtherRegion.point(servedBy: "east", served: ["west"])) {
            try west.restaurants(RestaurantQuery(point: CatalogRegionTests.elsewhere))
        }
        let search = SearchService(
            environment: AppEnvironment(
                database: world.database, clock: world.clock, catalogCache: CatalogCache(), regions: ["west"]))
        #expect(throws: OtherRegion.self) {
            try search.search(SearchQuery(text: "salads", point: CatalogRegionTests.elsewhere))
        }
        #expect(throws: OtherRegion.self, "a category only the other region has is not refused as unknown") {
            try search.isKnownCategory("bowls", near: CatalogRegionTests.elsewhere)
        }
        // Nobody delivers to the middle of nowhere: an empty answer, not a refusal.
        let nowhere = CatalogWorld.point(50, bearing: 90)
        #expect(try west.restaurants(RestaurantQuery(point: nowhere)).listings.isEmpty)
        #expect(try world.names(RestaurantQuery(point: CatalogRegionTests.elsewhere)) == ["Far Salads"])
    }

    @Test func aRestaurantOfAnotherRegionIsRefusedWithItsName() throws {
        let (_, west, ids) = try CatalogRegionTests.world()
        #expect(try west.page(of: ids[0], from: nil)?.listing.restaurant.region == "west")
        #expect(throws: OtherRegion.restaurant(in: "east", served: ["west"])) {
            try west.page(of: ids[2], from: nil)
        }
        #expect(try west.page(of: ID("no-such-restaurant"), from: nil) == nil)
    }

    @Test func changesFollowTheHeldRegionsOnlyInPlace() throws {
        let (world, _, ids) = try CatalogRegionTests.world()
        let cache = CatalogCache()
        let west = CatalogService(
            environment: AppEnvironment(
                database: world.database, clock: world.clock, catalogCache: cache, regions: ["west"]))
        _ = try west.restaurants(RestaurantQuery())
        // A change in the east and a new restaurant in each region.
        let store = SQLCatalogStore(database: world.database)
        let farDish = try #require(try store.dishes(restaurantID: ids[2]).first)
        #expect(try store.setAvailable(false, dishID: farDish.id))
        var newWest = CatalogWorld.restaurant("New West", at: CatalogWorld.point(2, bearing: 180))
        newWest["region"] = "west"
        var newEast = CatalogWorld.restaurant("New East", at: CatalogRegionTests.elsewhere)
        newEast["region"] = "east"
        try world.add([newWest, newEast])
        #expect(
            try west.restaurants(RestaurantQuery()).listings.map(\.restaurant.name)
                == ["Green Bowl", "Lentil House", "New West"])
        #expect(cache.wholeLoads == 1, "the changes were applied in place")
        #expect(throws: OtherRegion.self) {
            try west.restaurants(RestaurantQuery(point: CatalogRegionTests.elsewhere))
        }
    }

    @Test func anotherRegionsBulkChangeDoesNotForceAWholeLoad() throws {
        let (world, _, _) = try CatalogRegionTests.world()
        let version = try SQLCatalogStore(database: world.database).version()
        // More restaurants of the east than a change may hold before a whole load is cheaper.
        let many = (0...SQLCatalogStore.maxChangedRestaurants).map { number -> CatalogWorld.Object in
            var restaurant = CatalogWorld.restaurant("East \(number)", at: CatalogRegionTests.elsewhere)
            restaurant["region"] = "east"
            return restaurant
        }
        try world.add(many)
        let west = SQLCatalogStore(database: world.database, regions: ["west"])
        let changes = try #require(try west.changes(since: version), "applied in place, not a whole load")
        #expect(changes.restaurants.isEmpty)
        #expect(try SQLCatalogStore(database: world.database).changes(since: version) == nil)
    }

    @Test func theRegionWithTheMostRestaurantsDeliveringThereIsNamed() throws {
        let point = CatalogWorld.customer
        let areas = [("north", 1.0), ("south", 2.0), ("south", 3.0), ("here", 0.5), ("far", 9.0)].map { region, km in
            RegionArea(region: region, centre: CatalogWorld.point(km, bearing: 45), radiusKm: 5)
        }
        #expect(RegionCoverage(areas.filter { $0.region != "here" }).region(serving: point) == "south")
        #expect(RegionCoverage(areas.filter { $0.region != "south" }).region(serving: point) == "here")
        #expect(RegionCoverage(areas.filter { $0.region == "far" }).region(serving: point) == nil, "9 km is too far")
        let tie = [
            RegionArea(region: "b", centre: point, radiusKm: 1), RegionArea(region: "a", centre: point, radiusKm: 1),
        ]
        #expect(RegionCoverage(tie).region(serving: point) == "a", "a tie goes to the first by name")
    }

    @Test func theStoreGivesTheAreasOutsideItsRegions() throws {
        let (world, _, _) = try CatalogRegionTests.world()
        let areas = try SQLCatalogStore(database: world.database, regions: ["west"]).areasOutsideRegions()
        #expect(areas == [RegionArea(region: "east", centre: CatalogRegionTests.elsewhere, radiusKm: 5)])
        #expect(try SQLCatalogStore(database: world.database).areasOutsideRegions().isEmpty, "every region is held")
    }
}
