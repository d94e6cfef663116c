import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The menu editor through the API: an approved empty restaurant's owner writes its menu, customers see each edit
/// on their next request; bad input, plain staff and another restaurant's staff are refused with nothing saved.
@Suite("Menu API: the menu editor")
struct MenuAPITests {
    /// A dish in the editor's format: the import format's dish plus `section`.
    static func dish(_ name: String, section: String, price: Any = 1250, fried: Bool = false) -> String {
        var object = CatalogAPI.dish(name, fried: fried)
        object["section"] = section
        object["price"] = price
        return CatalogAPI.body(object)
    }

    struct Owner {
        let app: TestApp
        let token: String
        let restaurant: String

        init() throws {
            app = try TestApp()
            (token, restaurant) = try MerchantAPI.restaurant(app, "Olive Bowls", owner: "olive@example.com")
        }

        func send(_ method: HTTPMethod, _ path: String, _ body: String = "", as token: String? = nil) -> Response {
            app.send(method, path, headers: CatalogAPI.bearer(token ?? self.token), body: body)
        }

        /// "Section: dish, dish" for each section of the menu as customers see it.
        func customersSee() throws -> [String] {
            try page().menu.map { "\($0.section): " + $0.dishes.map(\.name).joined(separator: ", ") }
        }

        /// The restaurant's page as customers read it.
        func page() throws -> RestaurantDetail {
            try app.send(.get, "/api/v1/restaurants/\(restaurant)").decoded()
        }

        func menu(as token: String? = nil) throws -> MenuBody {
            try send(.get, "/api/v1/merchant/menu", as: token).decoded()
        }

        func dishIDs() throws -> [String: String] {
            try Owner.ids(app, token)
        }

        /// The ids of the dishes on the menu `token`'s restaurant has, by name.
        static func ids(_ app: TestApp, _ token: String) throws -> [String: String] {
            let menu: MenuBody = try app.send(.get, "/api/v1/merchant/menu", headers: CatalogAPI.bearer(token))
                .decoded()
            let dishes = menu.sections.flatMap(\.dishes).map(\.dish)
            return Dictionary(dishes.map { ($0.name, $0.id) }) { first, _ in first }
        }
    }

    @Test func anOwnerWritesAMenuAndCustomersSeeEveryEditOnTheNextRequest() throws {
        let owner = try Owner()
        #expect(owner.app.send(.get, "/api/v1/restaurants/\(owner.restaurant)").status == 404, "empty: not listed")
        for (name, section) in [("Lentil Salad", "Salads"), ("Green Bowl", "Bowls"), ("Pea Salad", "Salads")] {
            let added = owner.send(.post, "/api/v1/merchant/menu/dishes", Self.dish(name, section: section))
            #expect(added.status == 201)
            #expect(try added.decoded(MenuDishBody.self).draft.section == section)
        }
        #expect(try owner.customersSee() == ["Salads: Lentil Salad, Pea Salad", "Bowls: Green Bowl"])
        let ids = try owner.dishIDs()
        let order = CatalogAPI.body([
            "sections": [
                ["name": "Warm bowls", "dishIds": [ids["Green Bowl"]]],
                ["name": "Salads", "dishIds": [ids["Pea Salad"], ids["Lentil Salad"]]],
            ]
        ])
        #expect(owner.send(.put, "/api/v1/merchant/menu/order", order).status == 204)
        #expect(try owner.customersSee() == ["Warm bowls: Green Bowl", "Salads: Pea Salad, Lentil Salad"])
        let edited = owner.send(
            .put, "/api/v1/merchant/menu/dishes/\(ids["Pea Salad"] ?? "")",
            Self.dish("Pea Salad", section: "Salads", price: 990))
        #expect(edited.status == 200)
        #expect(try owner.page().menu.last?.dishes.map(\.price) == [990, 1250])
        #expect(owner.send(.delete, "/api/v1/merchant/menu/dishes/\(ids["Pea Salad"] ?? "")").status == 204)
        #expect(try owner.customersSee() == ["Warm bowls: Green Bowl", "Salads: Lentil Salad"])
        let menu = try owner.menu()
        #expect(menu.canEdit && menu.listing.holds)
    }

    @Test func thePreviewExplainsTheGradeAndTheListingRuleWithoutSaving() throws {
        let owner = try Owner()
        let answer = owner.send(
            .post, "/api/v1/merchant/menu/preview", Self.dish("Churros", section: "Sweets", fried: true))
        #expect(answer.status == 200)
        let preview: MenuPreviewBody = try answer.decoded()
        #expect(preview.nutriScore.grade == .e && preview.breaksListing)
        #expect(
            preview.listing.message
                == "Only 0 of 1 available foods (0%) are graded A or B; at least 75% must be. "
                + "Dishes below B: Churros is graded E.")
        #expect(
            preview.components.map(\.component) == [
                "energy", "sugars", "saturatedFat", "salt", "fiber", "protein", "fruitVegLegume",
            ])
        #expect(!preview.moves.isEmpty && preview.moves.allSatisfy { $0.grade == .d })
        #expect(try owner.menu().sections.isEmpty, "nothing saved")
    }

    @Test func aDishReadBackForEditingSavesUnchangedAsItIs() throws {
        let owner = try Owner()
        var object = CatalogAPI.dish("Lentil Salad")
        object["section"] = "Salads"
        object["ingredients"] = "lentils, parsley, lemon"
        object["nutriScoreCategory"] = "general"
        object["imageUrl"] = "/static/pictures/salad.svg"
        let added = try owner.send(.post, "/api/v1/merchant/menu/dishes", CatalogAPI.body(object)).decoded(
            MenuDishBody.self)
        let menu = try owner.send(.get, "/api/v1/merchant/menu").decoded(MenuBody.self)
        let read = try #require(menu.sections.first?.dishes.first)
        #expect(read == added)
        let body = try String(decoding: JSONEncoder().encode(read.draft), as: UTF8.self)
        let saved = owner.send(.put, "/api/v1/merchant/menu/dishes/\(read.dish.id)", body)
        #expect(saved.status == 200)
        #expect(try saved.decoded(MenuDishBody.self) == read, "the same dish, shown and written")
        #expect(read.draft.dish.ingredients == "lentils, parsley, lemon" && read.draft.dish.diets == [.vegan])
    }

    @Test func everyBadFieldOfADishIsNamedAtOnce() throws {
        let owner = try Owner()
        var object = CatalogAPI.dish("Salad")
        object["section"] = ""
        object["price"] = "12.50"
        object["available"] = "yes"
        object["allergens"] = ["sesame", "glitter"]
        object["nutrition"] = ["kcal": 120]
        let refused = owner.send(.post, "/api/v1/merchant/menu/dishes", CatalogAPI.body(object))
        #expect(refused.status == 422)
        #expect(
            Set(try CatalogAPI.problem(refused).fields) == [
                "section", "price", "available", "allergens[1]", "nutrition.proteinG", "nutrition.carbsG",
                "nutrition.sugarsG", "nutrition.fatG", "nutrition.saturatedFatG", "nutrition.fiberG", "nutrition.saltG",
                "nutrition.fruitVegLegumePercent",
            ])
    }

    @Test func badInputIsRefusedNamingTheFieldAndNothingIsSaved() throws {
        let owner = try Owner()
        #expect(owner.send(.post, "/api/v1/merchant/menu/dishes", Self.dish("Salad", section: "Salads")).status == 201)
        let id = try owner.dishIDs()["Salad"] ?? ""
        for price in [-1, 1_000_000_000] {
            for (method, path) in [
                (HTTPMethod.post, "/api/v1/merchant/menu/dishes"), (.put, "/api/v1/merchant/menu/dishes/\(id)"),
            ] {
                let refused = owner.send(method, path, Self.dish("Salad", section: "Salads", price: price))
                #expect(refused.status == 422)
                #expect(try CatalogAPI.problem(refused).fields == ["price"])
            }
        }
        var object = CatalogAPI.dish("Heavy Salad")
        object["section"] = "Salads"
        object["nutrition"] = [
            "kcal": 900, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5, "fiberG": 6,
            "saltG": 0.3, "fruitVegLegumePercent": 70,
        ]
        let mismatch = owner.send(.post, "/api/v1/merchant/menu/dishes", CatalogAPI.body(object))
        #expect(mismatch.status == 422)
        let errors = try mismatch.decoded(Problem.self).errors ?? []
        #expect(errors.first?.field == "nutrition.kcal")
        #expect(errors.first?.message.hasPrefix("kcal 900 but the nutrients add up to 119 kcal") == true)
        // The only dish is an A: an E in its place, or archiving it, is fine (no food left); an E beside it is not.
        let breaking = owner.send(
            .post, "/api/v1/merchant/menu/dishes", Self.dish("Churros", section: "Sweets", fried: true))
        #expect(breaking.status == 422)
        #expect(try CatalogAPI.problem(breaking).fields == ["menu"])
        let layout = owner.send(
            .put, "/api/v1/merchant/menu/order",
            CatalogAPI.body(["sections": [["name": "Salads", "dishIds": ["nope"]]]]))
        #expect(layout.status == 422)
        let dishes = try owner.menu().sections.flatMap(\.dishes)
        #expect(dishes.map(\.dish.price) == [1250], "nothing saved")
    }

    @Test func plainStaffLookAndAnotherRestaurantsStaffFindNoSuchDish() throws {
        let owner = try Owner()
        #expect(owner.send(.post, "/api/v1/merchant/menu/dishes", Self.dish("Salad", section: "Salads")).status == 201)
        let id = try owner.dishIDs()["Salad"] ?? ""
        let cook = try MerchantAPI.member(owner.app, "carl@example.com", "staff", invitedBy: owner.token)
        #expect(try owner.menu(as: cook).canEdit == false)
        let attempts: [(HTTPMethod, String, String)] = [
            (.post, "/api/v1/merchant/menu/dishes", Self.dish("Pea", section: "S")),
            (.put, "/api/v1/merchant/menu/dishes/\(id)", Self.dish("Pea", section: "S")),
            (.delete, "/api/v1/merchant/menu/dishes/\(id)", ""),
            (.put, "/api/v1/merchant/menu/order", CatalogAPI.body(["sections": [["name": "X", "dishIds": [id]]]])),
        ]
        for (method, path, body) in attempts {
            let refused = owner.send(method, path, body, as: cook)
            #expect(refused.status == 403, "\(method) \(path)")
        }
        let (rival, _) = try MerchantAPI.restaurant(owner.app, "Rival Bowls", owner: "rita@example.com", northKm: 1)
        for (method, path, body) in attempts.dropFirst().dropLast() {
            #expect(owner.send(method, path, body, as: rival).status == 404, "\(method) \(path)")
        }
        #expect(try owner.customersSee() == ["Salads: Salad"], "nothing changed")
        let customer = try MerchantAPI.customer(owner.app, "sam@example.com")
        #expect(owner.send(.get, "/api/v1/merchant/menu", as: customer).status == 403)
        #expect(owner.app.send(.get, "/api/v1/merchant/menu").status == 401)
    }
}
