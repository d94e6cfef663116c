import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API fixture")
struct CatalogAPIFixtureTests {
    @Test func theFixtureRestaurantsImport() throws {
        let app = try TestApp()
        let ids = try CatalogAPI.seed(app, [CatalogAPI.restaurant("Alpha"), CatalogAPI.restaurant("Beta")])
        #expect(ids.count == 2)
        #expect(try CatalogAPI.restaurantCount(app) == 2)
        #expect(try CatalogAPI.token(app, role: .admin).count >= 43)
    }
}
