import FoodlyTestSupport
import Foundation
import Testing

@Suite("Catalog API: a daily target from a body profile")
struct NutritionTargetAPITests {
    static func target(_ app: TestApp, _ body: [String: Any]) throws -> (status: Int, body: [String: Any]) {
        let response = app.send(
            .post, "/api/v1/nutrition/target", headers: CatalogAPI.json, body: CatalogAPI.body(body))
        return (response.status, try CatalogAPI.object(response))
    }

    /// 1,780 kcal at rest × 1.55 = 2,759; losing 0.5 kg a week takes off 550.
    @Test func anyoneGetsATargetWorkedOutFromTheirProfile() throws {
        let app = try TestApp()
        let answer = try Self.target(
            app,
            [
                "goal": "lose", "sex": "male", "age": 30, "heightCm": 180, "weightKg": 80, "activity": "moderate",
                "paceKgPerWeek": 0.5,
            ])
        #expect(answer.status == 200)
        #expect(answer.body["kcal"] as? Int == 2210)
        #expect(answer.body["maintenanceKcal"] as? Int == 2759)
        #expect(answer.body["restingKcal"] as? Int == 1780)
        #expect(answer.body["proteinG"] as? Int == 96)
        #expect(answer.body["raisedToFloor"] as? Bool == false)
    }

    @Test func aGoalUnderAHealthyWeightAndAMissingPaceAreNamedKindly() throws {
        let app = try TestApp()
        let answer = try Self.target(
            app,
            [
                "goal": "lose", "sex": "female", "age": 30, "heightCm": 165, "weightKg": 60, "activity": "light",
                "goalWeightKg": 45,
            ])
        #expect(answer.status == 422)
        let errors = try #require(answer.body["errors"] as? [[String: String]])
        #expect(Set(errors.compactMap { $0["field"] }) == ["paceKgPerWeek", "goalWeightKg"])
        #expect(errors.contains { $0["code"] == "below_healthy_weight" && $0["message"]?.contains("50.4 kg") == true })
    }

    @Test func anUnknownGoalIsRefusedNamingTheField() throws {
        let app = try TestApp()
        let answer = try Self.target(
            app, ["goal": "bulk", "sex": "female", "age": 30, "heightCm": 165, "weightKg": 60, "activity": "light"])
        #expect(answer.status == 422)
        let errors = try #require(answer.body["errors"] as? [[String: String]])
        #expect(errors.first?["field"] == "goal")
    }
}
