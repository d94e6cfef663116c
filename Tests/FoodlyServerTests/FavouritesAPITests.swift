import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// `/api/v1/me/favourites`: each customer's own restaurants and dishes, kept and let go idempotently, at most 200;
/// sold-out and archived dishes stay listed, marked.
@Suite("Favourites (API)")
struct FavouritesAPITests {
    typealias Object = [String: Any]

    func favourites(_ world: OrderingWorld, _ token: String) throws -> (restaurants: [String], dishes: [Object]) {
        let body = try CatalogAPI.object(world.send(.get, "/api/v1/me/favourites", token))
        let restaurants = (body["restaurants"] as? [Object] ?? []).compactMap { $0["id"] as? String }
        return (restaurants, body["dishes"] as? [Object] ?? [])
    }

    @Test func keptAndLetGoPerCustomer() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let grace = try world.customer("Grace")
        let bowl = try #require(world.dishes["Lentil Bowl"])
        for path in ["restaurants/\(world.restaurantID)", "dishes/\(bowl)"] {
            #expect(world.send(.put, "/api/v1/me/favourites/\(path)", ada).status == 204)
            #expect(world.send(.put, "/api/v1/me/favourites/\(path)", ada).status == 204, "again changes nothing")
        }
        let kept = try favourites(world, ada)
        #expect(kept.restaurants == [world.restaurantID])
        #expect(kept.dishes.map { $0["id"] as? String } == [bowl])
        #expect(kept.dishes.first?["available"] as? Bool == true && kept.dishes.first?["archived"] as? Bool == false)
        #expect(((kept.dishes.first?["restaurant"] as? Object)?["name"] as? String) == "Lentil Place")

        let none = try favourites(world, grace)
        #expect(none.restaurants.isEmpty && none.dishes.isEmpty, "another customer's favourites are their own")
        #expect(world.send(.delete, "/api/v1/me/favourites/restaurants/\(world.restaurantID)", grace).status == 204)
        #expect(try favourites(world, ada).restaurants == [world.restaurantID], "nobody else lets mine go")

        #expect(world.send(.delete, "/api/v1/me/favourites/restaurants/\(world.restaurantID)", ada).status == 204)
        #expect(world.send(.delete, "/api/v1/me/favourites/dishes/\(bowl)", ada).status == 204)
        #expect(world.send(.delete, "/api/v1/me/favourites/dishes/\(bowl)", ada).status == 204)
        let empty = try favourites(world, ada)
        #expect(empty.restaurants.isEmpty && empty.dishes.isEmpty)
    }

    @Test func unknownAndArchivedCannotBeKeptButStayListedOnceKept() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        #expect(world.send(.put, "/api/v1/me/favourites/restaurants/no-such-place", ada).status == 404)
        #expect(world.send(.put, "/api/v1/me/favourites/dishes/no-such-dish", ada).status == 404)
        for name in ["Lentil Salad", "Tofu Bowl"] {
            #expect(world.send(.put, "/api/v1/me/favourites/dishes/\(world.dishes[name] ?? "")", ada).status == 204)
        }
        try world.setAvailable(false, dish: "Lentil Salad")
        try world.archive("Tofu Bowl")
        let marked = Dictionary(
            uniqueKeysWithValues: try favourites(world, ada).dishes.map {
                ($0["name"] as? String ?? "", [$0["available"] as? Bool, $0["archived"] as? Bool])
            })
        #expect(marked == ["Lentil Salad": [false, false], "Tofu Bowl": [false, true]])
        let archived = world.send(.put, "/api/v1/me/favourites/dishes/\(world.dishes["Tofu Bowl"] ?? "")", ada)
        #expect(archived.status == 404, "an archived dish is not kept anew")
        #expect(
            world.send(.delete, "/api/v1/me/favourites/dishes/\(world.dishes["Tofu Bowl"] ?? "")", ada).status == 204)
        #expect(try favourites(world, ada).dishes.map { $0["name"] as? String } == ["Lentil Salad"])
    }

    @Test func twoHundredIsTheMost() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        let bowl = try #require(world.dishes["Lentil Bowl"])
        #expect(world.send(.put, "/api/v1/me/favourites/dishes/\(bowl)", ada).status == 204)
        let user = try #require(try AccountService(environment: world.app.environment).authenticate(token: ada))
        try world.app.database.write { connection in
            for index in 1..<Favourites.limit {
                try FavouriteQueries(connection).insert(
                    userID: user.id, kind: .restaurant, id: "gone-\(index)", at: Date())
            }
        }
        let refused = world.send(.put, "/api/v1/me/favourites/restaurants/\(world.restaurantID)", ada)
        #expect(refused.status == 422)
        #expect(try CatalogAPI.problem(refused).code == "too_many_favourites")
        #expect(world.send(.put, "/api/v1/me/favourites/dishes/\(bowl)", ada).status == 204, "one kept already")
        #expect(world.send(.delete, "/api/v1/me/favourites/dishes/\(bowl)", ada).status == 204)
        #expect(world.send(.put, "/api/v1/me/favourites/restaurants/\(world.restaurantID)", ada).status == 204)
    }
}
