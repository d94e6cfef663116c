import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API: admin import")
struct CatalogAdminAPITests {
    private static func post(_ app: TestApp, _ body: String, token: String?) -> Response {
        app.send(
            .post, "/api/v1/admin/restaurants", headers: token.map(CatalogAPI.bearer) ?? CatalogAPI.json, body: body)
    }

    @Test func withoutATokenItIs401AndStoresNothing() throws {
        let app = try TestApp()
        let response = Self.post(app, CatalogAPI.body(CatalogAPI.restaurant("Green Bowl")), token: nil)
        #expect(response.status == 401)
        #expect(try CatalogAPI.problem(response).code == "unauthenticated")
        let forged = Self.post(app, CatalogAPI.body(CatalogAPI.restaurant("Green Bowl")), token: "not-a-token")
        #expect(forged.status == 401)
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test(arguments: [Role.customer, .staff, .courier])
    func anotherRoleIs403AndStoresNothing(role: Role) throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: role)
        let response = Self.post(app, CatalogAPI.body(CatalogAPI.restaurant("Green Bowl")), token: token)
        #expect(response.status == 403)
        #expect(try CatalogAPI.problem(response).code == "forbidden")
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test func anEmptyListIs422AndStoresNothing() throws {
        let app = try TestApp()
        let response = Self.post(app, "[]", token: try CatalogAPI.token(app, role: .admin))
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).code == "validation_failed")
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test func anAdminImportsARestaurantThatIsThenListed() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        let response = Self.post(app, CatalogAPI.body(CatalogAPI.restaurant("Green Bowl")), token: token)
        #expect(response.status == 201)
        let created = try CatalogAPI.object(response)
        let id = try #require(created["id"] as? String)
        #expect(created["name"] as? String == "Green Bowl")
        #expect((created["menu"] as? [[String: Any]])?.first?["section"] as? String == "Bowls")
        let list = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants?\(CatalogAPITests.near)"))
        let items = try #require(list["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String } == [id])
        let detail = app.send(.get, "/api/v1/restaurants/\(id)")
        #expect(detail.status == 200)
        #expect(try CatalogAPI.object(detail)["name"] as? String == "Green Bowl")
    }

    @Test func anAdminImportsAListAllTogether() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        let body = CatalogAPI.body([CatalogAPI.restaurant("Alpha"), CatalogAPI.restaurant("Beta")])
        let response = Self.post(app, body, token: token)
        #expect(response.status == 201)
        #expect(try CatalogAPI.restaurantCount(app) == 2)
    }

    @Test func anInvalidRestaurantIs422NamingEachJSONPathAndStoresNothing() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        var dish = CatalogAPI.dish("Tofu Bowl")
        dish["price"] = 0
        dish["allergens"] = ["gluten-free"]
        var bad = CatalogAPI.restaurant(
            "Broken", menu: [["section": "Bowls", "dishes": [CatalogAPI.dish("Rice"), dish]]])
        bad["name"] = ""
        bad["location"] = ["address": "1 Market St", "latitude": 200, "longitude": -122.4]
        let response = Self.post(app, CatalogAPI.body(bad), token: token)
        #expect(response.status == 422)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "validation_failed")
        #expect(
            problem.fields == [
                "name", "location.latitude", "menu[0].dishes[1].price", "menu[0].dishes[1].allergens[0]",
            ])
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test func aListWithABadSecondRestaurantIs422WithIndexedPathsAndStoresNothing() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        var bad = CatalogAPI.restaurant("Broken")
        bad["timeZone"] = "Mars/Olympus_Mons"
        let response = Self.post(app, CatalogAPI.body([CatalogAPI.restaurant("Good"), bad]), token: token)
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).fields == ["[1].timeZone"])
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test func aMenuFailingTheListingRuleIs422NamingEachDish() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        let menu: [CatalogAPI.Object] = [
            [
                "section": "Sweets",
                "dishes": [
                    CatalogAPI.dish("Fruit Salad"), CatalogAPI.dish("Churros", fried: true),
                    CatalogAPI.dish("Doughnut", fried: true),
                ],
            ]
        ]
        let response = Self.post(app, CatalogAPI.body(CatalogAPI.restaurant("Fry Shack", menu: menu)), token: token)
        #expect(response.status == 422)
        let object = try CatalogAPI.object(response)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.compactMap { $0["field"] as? String } == ["menu", "menu[0].dishes[1]", "menu[0].dishes[2]"])
        #expect(errors.compactMap { $0["code"] as? String } == ["listing_rule", "grade_e", "grade_e"])
        #expect((errors.last?["message"] as? String)?.contains("Doughnut") == true)
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }

    @Test func brokenBodiesAre400Or415() throws {
        let app = try TestApp()
        let token = try CatalogAPI.token(app, role: .admin)
        let malformed = Self.post(app, #"{"name": "Green"#, token: token)
        #expect(malformed.status == 400)
        #expect(try CatalogAPI.problem(malformed).code == "malformed_json")
        let plain = app.send(
            .post, "/api/v1/admin/restaurants",
            headers: ["Content-Type": "text/plain", "Authorization": "Bearer \(token)"],
            body: CatalogAPI.body(CatalogAPI.restaurant("Green Bowl")))
        #expect(plain.status == 415)
        let scalar = Self.post(app, "42", token: token)
        #expect(scalar.status == 422)
        #expect(try CatalogAPI.restaurantCount(app) == 0)
    }
}
