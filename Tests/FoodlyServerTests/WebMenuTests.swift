import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The menu editor's pages, in process and without JavaScript: the dish form checks ("Check") and saves, every bad
/// field under its input with nothing saved, the up and down buttons reorder, plain staff see the menu without
/// controls, and another restaurant's dish is not found.
@Suite("Web: the menu editor")
struct WebMenuTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// A dish form's fields, URL-encoded, with `changes`.
    static func form(_ name: String, section: String = "Salads", _ changes: [String: String] = [:]) -> String {
        var fields = [
            "name": name, "section": section, "description": "Warm.", "price": "12.50", "portionGrams": "100",
            "nutrition.kcal": "120", "nutrition.proteinG": "8", "nutrition.carbsG": "12", "nutrition.sugarsG": "2",
            "nutrition.fatG": "3", "nutrition.saturatedFatG": "0.5", "nutrition.fiberG": "6", "nutrition.saltG": "0.3",
            "nutrition.fruitVegLegumePercent": "70", "nutriScoreCategory": "general", "available": "on",
        ]
        for (key, value) in changes { fields[key] = value }
        let allowed = CharacterSet.alphanumerics
        return fields.sorted { $0.key < $1.key }.map {
            "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&") + "&allergens=sesame&diets=vegan"
    }

    struct Kitchen {
        let app: TestApp
        let owner: String
        let restaurant: String

        init() throws {
            app = try TestApp()
            (owner, restaurant) = try MerchantAPI.restaurant(app, "Olive Bowls", owner: "olive@example.com")
        }

        func get(_ path: String, as token: String? = nil) -> Response {
            app.send(.get, path, headers: WebOrderingTests.headers(token ?? owner))
        }

        func post(_ path: String, _ body: String, as token: String? = nil) -> Response {
            app.send(
                .post, path, headers: WebOrderingTests.headers(token ?? owner, form: true),
                body: body + "&_csrf=\(WebOrderingTests.csrf)")
        }

        /// The dish names on the customer's restaurant page, in order.
        func customersSee() throws -> [String] {
            let page = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants/\(restaurant)"))
            return (page["menu"] as? [CatalogAPI.Object] ?? []).flatMap {
                ($0["dishes"] as? [CatalogAPI.Object] ?? []).compactMap { $0["name"] as? String }
            }
        }
    }

    @Test func theKitchenLinksToTheMenuAndAnEmptyMenuSaysSo() throws {
        let kitchen = try Kitchen()
        #expect(WebMenuTests.html(kitchen.get("/kitchen")).contains(#"href="/kitchen/menu""#))
        let page = WebMenuTests.html(kitchen.get("/kitchen/menu"))
        #expect(page.contains(#"id="menu-empty""#) && page.contains(#"href="/kitchen/menu/dishes/new""#))
    }

    @Test func checkGradesWithoutSavingAndSaveAddsTheDish() throws {
        let kitchen = try Kitchen()
        let checked = kitchen.post("/kitchen/menu/dishes/new", Self.form("Lentil Salad") + "&intent=check")
        #expect(checked.status == 200)
        let panel = Self.html(checked)
        #expect(panel.contains("Nutri-Score A") && panel.contains(#"id="menu-preview-listing""#))
        #expect(try kitchen.customersSee().isEmpty, "a check saves nothing")

        let salty = kitchen.post(
            "/kitchen/menu/dishes/new", Self.form("Salty Salad", ["nutrition.saltG": "1.4"]) + "&intent=check")
        #expect(Self.html(salty).contains("salt 1.4 g/100 g costs 6 points"))

        // Half typed (the live preview checks while the owner types): what is missing is shown, nothing refused.
        let halfTyped = kitchen.post("/kitchen/menu/dishes/new", Self.form("Salad", ["price": ""]) + "&intent=check")
        #expect(halfTyped.status == 200)
        #expect(Self.html(halfTyped).contains(#"id="field-price-error""#))
        #expect(try kitchen.customersSee().isEmpty, "a check saves nothing")

        let saved = kitchen.post("/kitchen/menu/dishes/new", Self.form("Lentil Salad") + "&intent=save")
        #expect(saved.status == 303)
        #expect(saved.headers["Location"]?.hasPrefix("/kitchen/menu?done=added#dish-") == true)
        #expect(try kitchen.customersSee() == ["Lentil Salad"])
    }

    @Test func badFieldsAreShownUnderTheirInputsAndNothingIsSaved() throws {
        let kitchen = try Kitchen()
        let price = kitchen.post("/kitchen/menu/dishes/new", Self.form("Salad", ["price": "-1"]) + "&intent=save")
        #expect(price.refusalStatus == 422)
        let page = Self.html(price)
        #expect(page.contains(#"id="field-price-error""#) && page.contains("Enter a price from $0.01 to $1000.00."))
        let kcal = kitchen.post(
            "/kitchen/menu/dishes/new", Self.form("Salad", ["nutrition.kcal": "900"]) + "&intent=save")
        #expect(kcal.refusalStatus == 422)
        #expect(Self.html(kcal).contains(#"id="field-nutrition-kcal-error""#))
        #expect(Self.html(kcal).contains("kcal 900 but the nutrients add up to 119 kcal"))
        let breaking = kitchen.post(
            "/kitchen/menu/dishes/new",
            Self.form(
                "Churros",
                [
                    "nutrition.kcal": "450", "nutrition.proteinG": "5", "nutrition.carbsG": "50",
                    "nutrition.sugarsG": "30", "nutrition.fatG": "25", "nutrition.saturatedFatG": "9.5",
                    "nutrition.fiberG": "2", "nutrition.saltG": "0.5", "nutrition.fruitVegLegumePercent": "0",
                ]) + "&intent=save")
        #expect(breaking.refusalStatus == 422)
        #expect(Self.html(breaking).contains("Not saved: Only 0 of 1 available foods (0%) are graded A or B"))
        #expect(try kitchen.customersSee().isEmpty)
    }

    @Test func upAndDownButtonsReorderWithoutJavaScript() throws {
        let kitchen = try Kitchen()
        for (name, section) in [("Lentil Salad", "Salads"), ("Pea Salad", "Salads"), ("Green Bowl", "Bowls")] {
            #expect(
                kitchen.post("/kitchen/menu/dishes/new", Self.form(name, section: section) + "&intent=save").status
                    == 303)
        }
        let moved = kitchen.post("/kitchen/menu/sections/move", "section=Bowls&direction=up")
        #expect(moved.status == 303 && moved.headers["Location"] == "/kitchen/menu?done=moved#menu-section-0")
        #expect(try kitchen.customersSee() == ["Green Bowl", "Lentil Salad", "Pea Salad"])
        let ids = try MenuAPITests.Owner.ids(kitchen.app, kitchen.owner)
        let down = kitchen.post("/kitchen/menu/dishes/\(ids["Lentil Salad"] ?? "")/move", "direction=down")
        #expect(down.status == 303)
        #expect(try kitchen.customersSee() == ["Green Bowl", "Pea Salad", "Lentil Salad"])
        let renamed = kitchen.post("/kitchen/menu/sections/rename", "section=Bowls&name=Warm%20bowls")
        #expect(renamed.status == 303)
        #expect(Self.html(kitchen.get("/kitchen/menu")).contains("Warm bowls"))
        let bad = kitchen.post("/kitchen/menu/sections/move", "section=Bowls&direction=sideways")
        #expect(bad.refusalStatus == 422 || bad.refusalStatus == 404)
    }

    @Test func plainStaffSeeTheMenuWithoutControlsAndAnotherRestaurantsDishIsNotFound() throws {
        let kitchen = try Kitchen()
        #expect(kitchen.post("/kitchen/menu/dishes/new", Self.form("Lentil Salad") + "&intent=save").status == 303)
        let id = try MenuAPITests.Owner.ids(kitchen.app, kitchen.owner)["Lentil Salad"] ?? ""
        let cook = try MerchantAPI.member(kitchen.app, "carl@example.com", "staff", invitedBy: kitchen.owner)
        let seen = Self.html(kitchen.get("/kitchen/menu", as: cook))
        #expect(seen.contains("Lentil Salad") && seen.contains(#"id="menu-staff-note""#))
        #expect(!seen.contains("/archive") && !seen.contains("/kitchen/menu/dishes/new"))
        #expect(kitchen.get("/kitchen/menu/dishes/\(id)", as: cook).status == 403)
        let edit = kitchen.post(
            "/kitchen/menu/dishes/\(id)", Self.form("Lentil Salad", ["price": "1"]) + "&intent=save", as: cook)
        #expect(edit.refusalStatus == 403)
        #expect(kitchen.post("/kitchen/menu/dishes/\(id)/archive", "", as: cook).refusalStatus == 403)
        let (rival, _) = try MerchantAPI.restaurant(kitchen.app, "Rival", owner: "rita@example.com", northKm: 1)
        #expect(kitchen.get("/kitchen/menu/dishes/\(id)", as: rival).status == 404)
        #expect(kitchen.post("/kitchen/menu/dishes/\(id)", Self.form("Mine") + "&intent=save", as: rival).status == 404)
        #expect(try kitchen.customersSee() == ["Lentil Salad"])
        let form = Self.html(kitchen.get("/kitchen/menu/dishes/\(id)"))
        #expect(form.contains(#"value="12.50""#) && form.contains(##"data-menu-preview="#menu-preview""##))
    }
}
