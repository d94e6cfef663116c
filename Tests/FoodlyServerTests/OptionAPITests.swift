import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// A dish's option groups through the API: written by the restaurant's owners and managers (all or nothing), seen
/// on the restaurant page at once, chosen by customers on lines of their own, priced with their deltas, kept on the
/// order as they were and shown to the kitchen; and every unhappy path with a clear answer. Runs on SQLite and
/// PostgreSQL.
@Suite("Options API: option groups from the merchant to the kitchen")
struct OptionAPITests {
    typealias Object = [String: Any]

    /// The world, its admin, and tokens of the restaurant's owner, its plain staff and another restaurant's owner.
    struct Crew {
        let world: OrderingWorld
        let owner: String
        let cook: String
        let otherOwner: String
        let bowl: String

        init() throws {
            let world = try OrderingWorld()
            self.world = world
            let admin = try CatalogAPI.token(world.app, role: .admin)
            let elsewhere = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Elsewhere", northKm: 30)])[0]
            func staff(_ name: String, _ restaurant: String, _ role: String) throws -> String {
                let created = try AccountService(environment: world.app.environment).register(
                    Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"),
                    role: .staff, signIn: true)
                let assigned = world.send(
                    .post, "/api/v1/admin/staff", admin,
                    ["email": "\(name)@example.com", "restaurantId": restaurant, "role": role])
                #expect(assigned.status == 204)
                return created.token
            }
            owner = try staff("boss", world.restaurantID, "owner")
            cook = try staff("cook", world.restaurantID, "staff")
            otherOwner = try staff("rival", elsewhere, "owner")
            bowl = world.dishes["Lentil Bowl"] ?? ""
        }

        /// "Size" (required, one of Small −$2 / Large +$1.50) and "Extras" (optional, up to 2 of three).
        static var groups: [Object] {
            [
                [
                    "name": "Size", "minChoices": 1, "maxChoices": 1,
                    "options": [
                        ["name": "Small", "priceDelta": -200, "nutrition": delta(kcal: -150)],
                        ["name": "Large", "priceDelta": 150, "nutrition": delta(kcal: 200)],
                    ],
                ],
                [
                    "name": "Extras", "minChoices": 0, "maxChoices": 2,
                    "options": [
                        ["name": "Feta", "priceDelta": 100, "nutrition": delta(kcal: 80)],
                        ["name": "Olives", "priceDelta": 50, "nutrition": delta(kcal: 40)],
                        ["name": "Egg", "priceDelta": 120],
                    ],
                ],
            ]
        }

        static func delta(kcal: Double) -> Object {
            [
                "kcal": kcal, "proteinG": 0, "carbsG": 0, "sugarsG": 0, "fatG": 0, "saturatedFatG": 0, "fiberG": 0,
                "saltG": 0, "grams": 0,
            ]
        }

        /// Saves `groups` on the bowl as the owner; the option ids by name.
        func saveOptions(_ groups: [Object] = Crew.groups) throws -> [String: String] {
            let saved = world.send(.put, "/api/v1/merchant/dishes/\(bowl)/options", owner, ["groups": groups])
            #expect(saved.status == 200, "\(String(decoding: saved.body, as: UTF8.self))")
            var ids: [String: String] = [:]
            for group in try CatalogAPI.object(saved)["groups"] as? [Object] ?? [] {
                for option in group["options"] as? [Object] ?? [] {
                    ids[option["name"] as? String ?? ""] = option["id"] as? String
                }
            }
            return ids
        }

        /// Adds the bowl with `options` (names) for `token`.
        func add(_ token: String, _ options: [String], ids: [String: String], quantity: Int = 1) -> Response {
            world.send(
                .post, "/api/v1/cart/items", token,
                ["dishId": bowl, "quantity": quantity, "options": options.map { ids[$0] ?? $0 }])
        }

        /// The bowl as the restaurant page's menu shows it.
        func menuBowl() throws -> Object {
            let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(world.restaurantID)"))
            let dishes = (detail["menu"] as? [Object] ?? []).flatMap { $0["dishes"] as? [Object] ?? [] }
            return try #require(dishes.first { $0["id"] as? String == bowl })
        }
    }

    static func fields(_ response: Response) throws -> [String] {
        (try CatalogAPI.object(response)["errors"] as? [Object] ?? []).compactMap { $0["field"] as? String }
    }

    static func codes(_ response: Response) throws -> [String] {
        (try CatalogAPI.object(response)["errors"] as? [Object] ?? []).compactMap { $0["code"] as? String }
    }

    @Test func theOwnerSavesGroupsThatTheMenuShowsOnTheNextRequest() throws {
        let crew = try Crew()
        #expect((try crew.menuBowl()["optionGroups"] as? [Object])?.isEmpty == true)
        let ids = try crew.saveOptions()
        let groups = try #require(try crew.menuBowl()["optionGroups"] as? [Object])
        #expect(groups.map { $0["name"] as? String } == ["Size", "Extras"])
        #expect(groups.map { $0["required"] as? Bool } == [true, false])
        #expect(
            (groups[1]["options"] as? [Object])?.map { $0["name"] as? String } == ["Feta", "Olives", "Egg"])
        // Plain staff see them; ids sent back are kept, so a second save with them changes no id.
        let seen = crew.world.send(.get, "/api/v1/merchant/dishes/\(crew.bowl)/options", crew.cook)
        #expect(seen.status == 200)
        #expect(try CatalogAPI.object(seen)["canEdit"] as? Bool == false)
        var kept = Crew.groups
        kept[0]["options"] = [["id": ids["Large"] ?? "", "name": "Large", "priceDelta": 175]]
        let again = try crew.saveOptions(kept)
        #expect(again["Large"] == ids["Large"] && again["Small"] == nil)
    }

    @Test func badGroupsNameTheirFieldsAndSaveNothing() throws {
        let crew = try Crew()
        _ = try crew.saveOptions()
        let path = "/api/v1/merchant/dishes/\(crew.bowl)/options"
        let minAboveMax = crew.world.send(
            .put, path, crew.owner,
            [
                "groups": [
                    ["name": "Sauce", "minChoices": 3, "maxChoices": 2, "options": [["name": "A", "priceDelta": 0]]]
                ]
            ])
        #expect(minAboveMax.status == 422)
        #expect(try Self.fields(minAboveMax) == ["groups[0].minChoices", "groups[0].maxChoices"])
        let bad = crew.world.send(
            .put, path, crew.owner,
            [
                "groups": [
                    [
                        "name": "", "minChoices": 0, "maxChoices": 1,
                        "options": [["name": String(repeating: "x", count: 61), "priceDelta": 1_000_000]],
                    ],
                    ["id": "not-ours", "name": "B", "minChoices": 0, "maxChoices": 1, "options": [Object]()],
                ]
            ])
        #expect(bad.status == 422)
        #expect(
            try Self.fields(bad) == [
                "groups[0].name", "groups[0].options[0].name", "groups[0].options[0].priceDelta", "groups[1].id",
                "groups[1].options",
            ])
        // Nothing was saved: the menu still has the two groups from before.
        #expect((try crew.menuBowl()["optionGroups"] as? [Object])?.count == 2)
    }

    @Test func onlyTheRestaurantsOwnersAndManagersEdit() throws {
        let crew = try Crew()
        let path = "/api/v1/merchant/dishes/\(crew.bowl)/options"
        let byCook = crew.world.send(.put, path, crew.cook, ["groups": Crew.groups])
        #expect(byCook.status == 403)
        #expect(try CatalogAPI.object(byCook)["code"] as? String == "editors_only")
        #expect(crew.world.send(.put, path, crew.otherOwner, ["groups": Crew.groups]).status == 404)
        #expect(crew.world.send(.get, path, crew.otherOwner).status == 404)
        let customer = try crew.world.customer()
        #expect(crew.world.send(.put, path, customer, ["groups": Crew.groups]).status == 403)
        #expect((try crew.menuBowl()["optionGroups"] as? [Object])?.isEmpty == true)
    }

    @Test func linesAreKeyedByDishAndOptionsAndPricedWithTheirDeltas() throws {
        let crew = try Crew()
        let ids = try crew.saveOptions()
        let customer = try crew.world.customer()
        #expect(crew.add(customer, ["Large", "Feta", "Olives"], ids: ids).status == 200)
        #expect(crew.add(customer, ["Small"], ids: ids).status == 200)
        let same = crew.add(customer, ["Olives", "Feta", "Large"], ids: ids)
        let lines = try #require(try CatalogAPI.object(same)["items"] as? [Object])
        #expect(lines.count == 2)
        // $12.50 + $1.50 + $1.00 + $0.50, twice; $12.50 − $2.00 once.
        #expect(lines.map { $0["unitPrice"] as? Int } == [1550, 1050])
        #expect(lines.map { $0["quantity"] as? Int } == [2, 1])
        let chosen = (lines[0]["options"] as? [Object] ?? []).map { "\($0["group"] ?? ""): \($0["name"] ?? "")" }
        #expect(chosen == ["Size: Large", "Extras: Feta", "Extras: Olives"])
        let base = try #require(try crew.menuBowl()["kcal"] as? Double)
        #expect(lines[0]["kcal"] as? Double == base + 320)
        // A line is changed by its lineId; the dish id alone names the line without options (there is none).
        let key = try #require(lines[1]["lineId"] as? String)
        #expect(crew.world.send(.patch, "/api/v1/cart/items/\(key)", customer, ["quantity": 3]).status == 200)
        #expect(crew.world.send(.delete, "/api/v1/cart/items/\(crew.bowl)", customer).status == 404)
    }

    @Test func aChoiceTheDishRefusesIsA422AndAddsNothing() throws {
        let crew = try Crew()
        let ids = try crew.saveOptions()
        let customer = try crew.world.customer()
        let missing = crew.add(customer, ["Feta"], ids: ids)
        #expect(missing.status == 422)
        #expect(try Self.codes(missing) == ["choice_missing"])
        #expect(try CatalogAPI.object(missing)["detail"] as? String == "Choose a Size.")
        let tooMany = crew.add(customer, ["Large", "Feta", "Olives", "Egg"], ids: ids)
        #expect(try Self.codes(tooMany) == ["too_many_choices"])
        let twoSizes = crew.add(customer, ["Large", "Small"], ids: ids)
        #expect(try Self.codes(twoSizes) == ["too_many_choices"])
        // An option of another dish.
        let salad = crew.world.dishes["Lentil Salad"] ?? ""
        let elsewhere = crew.world.send(
            .put, "/api/v1/merchant/dishes/\(salad)/options", crew.owner,
            [
                "groups": [
                    [
                        "name": "Dressing", "minChoices": 0, "maxChoices": 1,
                        "options": [["name": "On the side", "priceDelta": 0]],
                    ]
                ]
            ])
        let sideID = try #require(
            ((try CatalogAPI.object(elsewhere)["groups"] as? [Object])?.first?["options"] as? [Object])?.first?["id"]
                as? String)
        let foreign = crew.add(customer, ["Large", sideID], ids: ids)
        #expect(try Self.codes(foreign) == ["unknown_option"])
        #expect(
            (try CatalogAPI.object(crew.world.send(.get, "/api/v1/cart", customer))["items"] as? [Object])?.isEmpty
                == true)
    }

    @Test func theOrderKeepsTheChoicesAsTheyWereAndTheKitchenSeesThem() throws {
        let crew = try Crew()
        let ids = try crew.saveOptions()
        let customer = try crew.world.customer()
        #expect(crew.add(customer, ["Large", "Feta", "Olives"], ids: ids).status == 200)
        #expect(crew.world.send(.put, "/api/v1/cart/address", customer, OrderingWorld.address).status == 200)
        let quote = try CatalogAPI.object(crew.world.send(.post, "/api/v1/cart/quote", customer, Object()))
        #expect(((quote["cart"] as? Object)?["items"] as? [Object])?.first?["unitPrice"] as? Int == 1550)
        let placed = crew.world.place(customer)
        #expect(placed.status == 201)
        let order = try CatalogAPI.object(placed)
        let id = try #require(order["id"] as? String)
        // A later edit (Large renamed and repriced) does not change the order.
        var edited = Crew.groups
        edited[0]["options"] = [["id": ids["Large"] ?? "", "name": "Huge", "priceDelta": 900]]
        _ = try crew.saveOptions(edited)
        let again = try CatalogAPI.object(crew.world.send(.get, "/api/v1/orders/\(id)", customer))
        let line = try #require((again["items"] as? [Object])?.first)
        #expect(line["unitPrice"] as? Int == 1550)
        #expect((line["options"] as? [Object])?.map { $0["name"] as? String } == ["Large", "Feta", "Olives"])
        let kitchen = try CatalogAPI.object(crew.world.send(.get, "/api/v1/kitchen/orders", crew.cook))
        let kitchenLine = try #require(
            ((kitchen["items"] as? [Object])?.first { $0["id"] as? String == id }?["items"] as? [Object])?.first)
        #expect((kitchenLine["options"] as? [Object])?.map { $0["name"] as? String } == ["Large", "Feta", "Olives"])
    }

    @Test func anOptionCarriesItsAllergensAndTheDietsItBreaksToTheMenuTheCartAndTheOrder() throws {
        let crew = try Crew()
        var groups = Crew.groups
        var extras = try #require(groups[1]["options"] as? [Object])
        extras[0]["allergens"] = ["milk"]
        extras[0]["unsuitableFor"] = ["vegan"]
        groups[1]["options"] = extras
        let ids = try crew.saveOptions(groups)
        let seen: DishOptionsBody = try crew.world.send(
            .get, "/api/v1/merchant/dishes/\(crew.bowl)/options", crew.cook
        ).decoded()
        #expect(seen.groups[1].options.map(\.allergens) == [[.milk], [], []])
        #expect(seen.groups[1].options.map(\.unsuitableFor) == [[.vegan], [], []])
        // The public menu (its JSON is written by hand) has the same keys.
        let menuFeta = try #require(
            ((try crew.menuBowl()["optionGroups"] as? [Object])?[1]["options"] as? [Object])?.first)
        #expect(menuFeta["allergens"] as? [String] == ["milk"] && menuFeta["unsuitableFor"] as? [String] == ["vegan"])
        let customer = try crew.world.customer()
        #expect(crew.add(customer, ["Large", "Feta"], ids: ids).status == 200)
        #expect(try crew.world.cart(customer).items.first?.options.map(\.allergens) == [[], [.milk]])
        #expect(crew.world.send(.put, "/api/v1/cart/address", customer, OrderingWorld.address).status == 200)
        let placed: OrderBody = try crew.world.place(customer).decoded(status: 201)
        #expect(placed.items.first?.options.map(\.allergens) == [[], [.milk]], "kept on the order as chosen")
        extras[1]["allergens"] = ["glitter"]
        groups[1]["options"] = extras
        let refused = crew.world.send(
            .put, "/api/v1/merchant/dishes/\(crew.bowl)/options", crew.owner, ["groups": groups])
        #expect([400, 422].contains(refused.status))
        #expect(try crew.menuBowl()["optionGroups"] as? [Object] != nil)
    }

    @Test func anOptionRemovedAfterAddingStopsCheckoutAndReorderSaysSo() throws {
        let crew = try Crew()
        let ids = try crew.saveOptions()
        let customer = try crew.world.customer()
        #expect(crew.add(customer, ["Large", "Feta"], ids: ids, quantity: 2).status == 200)
        #expect(crew.world.send(.put, "/api/v1/cart/address", customer, OrderingWorld.address).status == 200)
        let placed = try CatalogAPI.object(crew.world.place(customer))
        #expect(crew.add(customer, ["Large", "Feta"], ids: ids).status == 200)
        // Feta goes; the cart's line may not be ordered until chosen again.
        var withoutFeta = Crew.groups
        withoutFeta[0]["options"] = [["id": ids["Large"] ?? "", "name": "Large", "priceDelta": 150]]
        withoutFeta[1]["options"] = [["id": ids["Olives"] ?? "", "name": "Olives", "priceDelta": 50]]
        withoutFeta[1]["maxChoices"] = 1
        _ = try crew.saveOptions(withoutFeta)
        let cart = try CatalogAPI.object(crew.world.send(.get, "/api/v1/cart", customer))
        #expect((cart["problems"] as? [Object])?.compactMap { $0["code"] as? String } == ["options_changed"])
        let refused = crew.world.place(customer)
        #expect(refused.status == 409)
        #expect(try CatalogAPI.object(refused)["code"] as? String == "options_changed")
        let orders = try CatalogAPI.object(crew.world.send(.get, "/api/v1/orders", customer))
        #expect((orders["items"] as? [Object])?.count == 1)
        // Ordering the first order again names the line whose options are gone and puts nothing in.
        #expect(crew.world.send(.delete, "/api/v1/cart", customer).status == 204)
        let reorder = crew.world.send(
            .post, "/api/v1/orders/\(placed["id"] as? String ?? "")/reorder", customer, Object())
        let plan = try CatalogAPI.object(reorder)
        #expect((plan["missing"] as? [Object])?.compactMap { $0["code"] as? String } == ["options_changed"])
    }
}
