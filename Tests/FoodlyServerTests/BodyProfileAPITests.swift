import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The stored body profile: saving it sets the energy target in one step, a refused value saves nothing, a typed
/// number overrides the target but keeps the profile, forgetting it keeps the target, and each customer sees only
/// their own. Runs on SQLite and PostgreSQL.
@Suite("Body profile API")
struct BodyProfileAPITests {
    static var profile: [String: Any] {
        [
            "goal": "lose", "sex": "female", "age": 34, "heightCm": 168, "weightKg": 72, "activity": "light",
            "paceKgPerWeek": 0.5, "goalWeightKg": 64,
        ]
    }

    static func read(_ world: OrderingWorld, _ token: String) throws -> [String: Any] {
        let response = world.send(.get, "/api/v1/me/body-profile", token)
        #expect(response.status == 200)
        return try CatalogAPI.object(response)
    }

    static func me(_ world: OrderingWorld, _ token: String) throws -> [String: Any] {
        try CatalogAPI.object(world.send(.get, "/api/v1/me", token))
    }

    @Test func savingAProfileMakesItsTargetTheCustomersAndKeepsIt() throws {
        let world = try OrderingWorld()
        let ada = try world.customer("Ada")
        let empty = try Self.read(world, ada)
        #expect(empty["profile"] is NSNull && empty["target"] is NSNull && empty["dailyKcalTarget"] is NSNull)

        let saved = world.send(.put, "/api/v1/me/body-profile", ada, Self.profile, headers: CatalogAPI.json)
        #expect(saved.status == 200)
        let answer = try CatalogAPI.object(saved)
        let target = try #require(answer["target"] as? [String: Any])
        // Mifflin-St Jeor: 10 × 72 + 6.25 × 168 − 5 × 34 − 161 = 1,439; × 1.375 = 1,979; − 550 = 1,429 → 1,430.
        #expect(target["kcal"] as? Int == 1430)
        #expect(target["proteinG"] as? Int == 86)
        #expect(answer["dailyKcalTarget"] as? Int == 1430)
        #expect(try Self.me(world, ada)["dailyKcalTarget"] as? Int == 1430)
        let again = try Self.read(world, ada)
        #expect((again["profile"] as? [String: Any])?["weightKg"] as? Double == 72)
        #expect((again["profile"] as? [String: Any])?["goalWeightKg"] as? Double == 64)

        // A number typed afterwards is the target; the profile stays, with what it works out to.
        #expect(
            world.send(.patch, "/api/v1/me", ada, ["dailyKcalTarget": 1600], headers: CatalogAPI.json).status == 200)
        let typed = try Self.read(world, ada)
        #expect(typed["dailyKcalTarget"] as? Int == 1600)
        #expect((typed["target"] as? [String: Any])?["kcal"] as? Int == 1430)

        // Someone else sees nothing of it.
        let bob = try world.customer("Bob")
        #expect(try Self.read(world, bob)["profile"] is NSNull)

        // Forgetting removes the body data and keeps the energy target.
        #expect(world.send(.delete, "/api/v1/me/body-profile", ada).status == 204)
        let forgotten = try Self.read(world, ada)
        #expect(forgotten["profile"] is NSNull && forgotten["target"] is NSNull)
        #expect(forgotten["dailyKcalTarget"] as? Int == 1600)
        #expect(world.send(.delete, "/api/v1/me/body-profile", ada).status == 204)
    }

    @Test func aRefusedProfileNamesEachValueAndSavesNothing() throws {
        let world = try OrderingWorld()
        let ada = try world.customer()
        #expect(world.send(.put, "/api/v1/me/body-profile", ada, Self.profile, headers: CatalogAPI.json).status == 200)
        var wrong = Self.profile
        wrong["age"] = 15
        wrong["goalWeightKg"] = 40
        wrong["paceKgPerWeek"] = 2
        let refused = world.send(.put, "/api/v1/me/body-profile", ada, wrong, headers: CatalogAPI.json)
        #expect(refused.status == 422)
        let fields = try #require(try CatalogAPI.object(refused)["errors"] as? [[String: Any]]).compactMap {
            $0["field"] as? String
        }
        #expect(Set(fields) == ["age", "goalWeightKg", "paceKgPerWeek"])
        let kept = try Self.read(world, ada)
        #expect((kept["profile"] as? [String: Any])?["age"] as? Int == 34)
        #expect(kept["dailyKcalTarget"] as? Int == 1430)
        #expect(
            world.send(.put, "/api/v1/me/body-profile", ada, ["goal": "lose"], headers: CatalogAPI.json).status == 422)
        #expect(world.send(.get, "/api/v1/me/body-profile", "not-a-token").status == 401)
    }
}
