import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Options on the web app, in process and without JavaScript: the editor from the kitchen screen (add and remove
/// rows, a save refused field by field, plain staff see, another restaurant's dish is not found), and a customer
/// choosing on the dish page (a required dish links there; a refused choice is shown on it; the cart, the order and
/// the kitchen screen show the choices).
@Suite("Web: dish options")
struct WebOptionsTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    static func post(_ app: TestApp, _ token: String, _ path: String, _ fields: [(String, String)]) -> Response {
        let body = (fields + [("_csrf", WebOrderingTests.csrf)]).map { name, value in
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._"))
            return "\(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")="
                + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }.joined(separator: "&")
        return app.send(.post, path, headers: WebOrderingTests.headers(token, form: true), body: body)
    }

    /// The editor's fields for a "Size" group of one option, as posted.
    static let size: [(String, String)] = [
        ("groups[0].id", ""), ("groups[0].name", "Size"), ("groups[0].minChoices", "1"),
        ("groups[0].maxChoices", "1"), ("groups[0].options[0].id", ""), ("groups[0].options[0].name", "Large"),
        ("groups[0].options[0].priceDelta", "1.50"), ("groups[0].options[0].nutrition.kcal", "200"),
    ]

    @Test func theEditorAddsRowsWithoutSavingRefusesFieldByFieldAndSaves() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let path = "/kitchen/menu/dishes/\(crew.bowl)/options"
        #expect(Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(crew.owner))).contains(path))
        let empty = Self.html(app.send(.get, path, headers: WebOrderingTests.headers(crew.owner)))
        #expect(empty.contains("No option groups yet.") && empty.contains(#"value="add-group""#))
        let added = Self.post(app, crew.owner, path, [("action", "add-group")])
        #expect(added.status == 200 && Self.html(added).contains(#"name="groups[0].name""#))
        let another = Self.post(app, crew.owner, path, Self.size + [("action", "add-option-0")])
        #expect(Self.html(another).contains(#"name="groups[0].options[1].name""#))
        #expect((try crew.menuBowl()["optionGroups"] as? [[String: Any]])?.isEmpty == true, "rows are not saved")

        var minAboveMax = Self.size
        minAboveMax[2] = ("groups[0].minChoices", "2")
        minAboveMax[6] = ("groups[0].options[0].priceDelta", "a lot")
        let refused = Self.post(app, crew.owner, path, minAboveMax + [("action", "save")])
        #expect(refused.refusalStatus == 422)
        #expect(Self.html(refused).contains(#"id="field-groups[0]-options[0]-priceDelta-error""#))
        let minOnly = Self.post(
            app, crew.owner, path,
            Self.size.map { $0.0 == "groups[0].minChoices" ? ($0.0, "2") : $0 } + [("action", "save")])
        #expect(minOnly.refusalStatus == 422)
        let page = Self.html(minOnly)
        #expect(page.contains(#"id="field-groups[0]-minChoices-error""#) && page.contains("is above the most"))
        #expect((try crew.menuBowl()["optionGroups"] as? [[String: Any]])?.isEmpty == true, "nothing saved")

        let saved = Self.post(app, crew.owner, path, Self.size + [("action", "save")])
        #expect(saved.status == 303 && saved.headers["Location"] == path + "?done=saved")
        let groups = try #require(try crew.menuBowl()["optionGroups"] as? [[String: Any]])
        let option = try #require((groups.first?["options"] as? [[String: Any]])?.first)
        #expect(option["name"] as? String == "Large" && option["priceDelta"] as? Int == 150)
        #expect((option["nutrition"] as? [String: Any])?["kcal"] as? Double == 200)
    }

    @Test func plainStaffSeeAnotherRestaurantsOwnerFindsNothing() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        _ = try crew.saveOptions()
        let path = "/kitchen/menu/dishes/\(crew.bowl)/options"
        let seen = app.send(.get, path, headers: WebOrderingTests.headers(crew.cook))
        #expect(seen.status == 200)
        let page = Self.html(seen)
        #expect(page.contains(#"id="options-read-only""#) && page.contains("Large") && !page.contains("<form"))
        #expect(Self.post(app, crew.cook, path, Self.size + [("action", "save")]).status == 403)
        #expect(app.send(.get, path, headers: WebOrderingTests.headers(crew.otherOwner)).status == 404)
        #expect(Self.post(app, crew.otherOwner, path, Self.size + [("action", "save")]).status == 404)
        #expect((try crew.menuBowl()["optionGroups"] as? [[String: Any]])?.count == 2, "unchanged")
    }

    @Test func aCustomerChoosesOnTheDishPageAndEveryScreenShowsTheChoice() throws {
        let crew = try OptionAPITests.Crew()
        let app = crew.world.app
        let ids = try crew.saveOptions()
        let customer = try crew.world.customer()
        let menu = Self.html(
            app.send(.get, "/restaurants/\(crew.world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        #expect(menu.contains(#"href="/dishes/\#(crew.bowl)#options""#))
        let dish = Self.html(app.send(.get, "/dishes/\(crew.bowl)", headers: WebOrderingTests.headers(customer)))
        #expect(dish.contains("<legend") && dish.contains("Size (choose 1)") && dish.contains(#"type="radio""#))
        #expect(dish.contains("Extras (optional, up to 2)") && dish.contains(#"type="checkbox""#))

        let sizeField = "option-" + (try #require(try Self.groupIDs(crew).first))
        let extrasField = "option-" + (try #require(try Self.groupIDs(crew).last))
        let missing = Self.post(
            app, customer, "/cart/items",
            [("dishId", crew.bowl), ("quantity", "1"), (extrasField, ids["Feta"] ?? "")])
        #expect(missing.refusalStatus == 422)
        let refused = Self.html(missing)
        #expect(refused.contains(#"id="options-error""#) && refused.contains("Choose a Size."))
        #expect(refused.contains(#"value="\#(ids["Feta"] ?? "")" checked"#))

        let added = Self.post(
            app, customer, "/cart/items",
            [
                ("dishId", crew.bowl), ("quantity", "1"), (sizeField, ids["Large"] ?? ""),
                (extrasField, ids["Feta"] ?? ""), (extrasField, ids["Olives"] ?? ""),
            ])
        #expect(added.status == 303)
        let cart = Self.html(app.send(.get, "/cart", headers: WebOrderingTests.headers(customer)))
        #expect(cart.contains("Size: Large; Extras: Feta, Olives") && cart.contains("$15.50"))
        #expect(crew.world.send(.put, "/api/v1/cart/address", customer, OrderingWorld.address).status == 200)
        let placed = try CatalogAPI.object(crew.world.place(customer))
        let id = try #require(placed["id"] as? String)
        let order = Self.html(app.send(.get, "/orders/\(id)", headers: WebOrderingTests.headers(customer)))
        #expect(order.contains("Size: Large; Extras: Feta, Olives"))
        let kitchen = Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(crew.cook)))
        #expect(kitchen.contains("Size: Large; Extras: Feta, Olives"))
    }

    static func groupIDs(_ crew: OptionAPITests.Crew) throws -> [String] {
        (try crew.menuBowl()["optionGroups"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
}
