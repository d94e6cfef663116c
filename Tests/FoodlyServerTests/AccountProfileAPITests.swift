import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Account API: profile")
struct AccountProfileAPITests {
    static var home: [String: Any] {
        [
            "line1": "1 Market St", "city": "San Francisco", "postcode": "94105", "latitude": 37.7936,
            "longitude": -122.3958, "instructions": "Ring twice",
        ]
    }

    /// PATCH /api/v1/me with a JSON object.
    func patch(_ app: TestApp, _ token: String, _ changes: [String: Any]) -> Response {
        app.send(.patch, "/api/v1/me", headers: CatalogAPI.bearer(token), body: CatalogAPI.body(changes))
    }

    /// GET /api/v1/me as a JSON object.
    func me(_ app: TestApp, _ token: String) throws -> [String: Any] {
        let response = app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token))
        try #require(response.status == 200)
        return try CatalogAPI.object(response)
    }

    @Test func everyProfileFieldCanBeSetAndIsShownAfterwards() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let response = patch(
            app, token,
            [
                "phone": "(415) 555-0123", "address": Self.home, "dailyKcalTarget": 1800,
                "diets": ["low_carb", "vegetarian"], "avoidAllergens": ["peanuts", "gluten"], "showCalories": false,
            ])
        #expect(response.status == 200)
        let patched = try CatalogAPI.object(response)
        let user = try me(app, token)
        #expect(CatalogAPI.body(patched) == CatalogAPI.body(user))
        #expect(user["phone"] as? String == "+14155550123")
        #expect(user["dailyKcalTarget"] as? Int == 1800)
        #expect(user["diets"] as? [String] == ["vegetarian", "low_carb"])
        #expect(user["avoidAllergens"] as? [String] == ["gluten", "peanuts"])
        #expect(user["showCalories"] as? Bool == false)
        #expect(user["fullName"] as? String == "Ada Lovelace")
        let address = try #require(user["address"] as? [String: Any])
        #expect(address["line1"] as? String == "1 Market St")
        #expect(address["line2"] is NSNull)
        #expect(address["city"] as? String == "San Francisco")
        #expect(address["postcode"] as? String == "94105")
        #expect(address["latitude"] as? Double == 37.7936)
        #expect(address["longitude"] as? Double == -122.3958)
        #expect(address["instructions"] as? String == "Ring twice")
    }

    @Test func nullClearsAFieldWhileAbsentFieldsStay() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        #expect(
            patch(app, token, ["phone": "+44 20 7946 0958", "dailyKcalTarget": 2100, "address": Self.home]).status
                == 200)
        #expect(patch(app, token, ["phone": NSNull()]).status == 200)
        var user = try me(app, token)
        #expect(user["phone"] is NSNull)
        #expect(user["dailyKcalTarget"] as? Int == 2100)
        #expect(user["address"] is [String: Any])
        #expect(patch(app, token, ["address": NSNull(), "dailyKcalTarget": NSNull()]).status == 200)
        user = try me(app, token)
        #expect(user["address"] is NSNull)
        #expect(user["dailyKcalTarget"] is NSNull)
        #expect(patch(app, token, [:]).status == 200)
    }

    @Test func everyInvalidFieldIsReportedAndNothingIsSaved() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        #expect(patch(app, token, ["phone": "+14155550123", "dailyKcalTarget": 2000]).status == 200)
        let before = try me(app, token)
        var badAddress = Self.home
        badAddress["latitude"] = 200
        let response = patch(
            app, token,
            [
                "fullName": "Ada King", "phone": "555-0123", "address": badAddress, "diets": ["paleo"],
                "dailyKcalTarget": 100,
            ])
        #expect(response.status == 422)
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "validation_failed")
        #expect(Set(problem.fields) == ["phone", "address.latitude", "diets[0]", "dailyKcalTarget"])
        #expect(CatalogAPI.body(try me(app, token)) == CatalogAPI.body(before))
    }

    @Test func validFieldsAreRefusedAlongWithAnyInvalidOne() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let before = try me(app, token)
        let response = patch(
            app, token, ["fullName": "Ada King", "showCalories": false, "avoidAllergens": ["milk", "shellfish"]])
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).fields == ["avoidAllergens[1]"])
        #expect(CatalogAPI.body(try me(app, token)) == CatalogAPI.body(before))
    }

    @Test func aValueOfTheWrongTypeIs422NamingTheField() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let response = patch(app, token, ["dailyKcalTarget": "lots"])
        #expect(response.status == 422)
        #expect(try CatalogAPI.problem(response).fields == ["dailyKcalTarget"])
    }

    @Test func editingTheProfileNeedsATokenAndJSON() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let anonymous = app.send(
            .patch, "/api/v1/me", headers: CatalogAPI.json, body: CatalogAPI.body(["showCalories": false]))
        #expect(anonymous.status == 401)
        let plain = app.send(
            .patch, "/api/v1/me", headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/plain"],
            body: #"{"showCalories":false}"#)
        #expect(plain.status == 415)
        #expect(try me(app, token)["showCalories"] as? Bool == true)
    }

    @Test func clientsCannotChooseTheirRoleOrChangeTheirEmailThroughTheProfile() throws {
        let app = try TestApp()
        let registered = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body([
                "fullName": "Ada Lovelace", "email": "ada@example.com", "password": AccountAPI.password,
                "role": "admin",
            ]))
        #expect(registered.status == 201)
        let token = try #require(try CatalogAPI.object(registered)["token"] as? String)
        let response = patch(app, token, ["role": "admin", "email": "eve@example.com", "id": "other"])
        #expect(response.status == 200)
        let user = try me(app, token)
        #expect(user["role"] as? String == "customer")
        #expect(user["email"] as? String == "ada@example.com")
        #expect(user["id"] as? String != "other")
    }

    @Test func markupInANameIsKeptAsPlainText() throws {
        let app = try TestApp()
        let name = "<script>alert(1)</script> Smith"
        let token = try AccountAPI.register(app, name: name)
        let response = app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token))
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(try CatalogAPI.object(response)["fullName"] as? String == name)
        let renamed = patch(app, token, ["fullName": "Bobby \"Tables\" <b>O'Brien</b>"])
        #expect(renamed.status == 200)
        #expect(try me(app, token)["fullName"] as? String == "Bobby \"Tables\" <b>O'Brien</b>")
    }
}
