import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The ordering world with a second restaurant whose menu has mains, sides and a sold-out dish, for "fits my day"
/// and the cart's lighter swaps.
struct FitsWorld {
    typealias Object = [String: Any]

    let world: OrderingWorld
    let grillID: String
    /// The grill's dishes by name: "Big Bowl" (480 kcal), "Light Bowl" (360), "Fries" (675), "Side Salad" (180),
    /// "Sesame Slaw" (144, sesame), "Sold-out Slaw" (120, not available).
    let dishes: [String: String]

    /// Lentil salad (A) or churros (E) per 100 g, times `factor` (portion and nutrients alike, so the grade stays).
    static func dish(
        _ name: String, _ factor: Double, fried: Bool = false, allergens: [String] = [], available: Bool = true
    ) -> Object {
        let per100: [String: Double] =
            fried
            ? [
                "kcal": 450, "proteinG": 5, "carbsG": 50, "sugarsG": 30, "fatG": 25, "saturatedFatG": 9.5,
                "fiberG": 2, "saltG": 0.5,
            ]
            : [
                "kcal": 120, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5, "fiberG": 6,
                "saltG": 0.3,
            ]
        var nutrition: Object = per100.mapValues { $0 * factor }
        nutrition["fruitVegLegumePercent"] = fried ? 0 : 70
        return [
            "name": name, "description": "\(name), made today.", "price": 900, "portionGrams": 100 * factor,
            "nutrition": nutrition, "allergens": allergens, "diets": [], "available": available,
        ]
    }

    init() throws {
        world = try OrderingWorld()
        let menu: [Object] = [
            ["section": "Mains", "dishes": [Self.dish("Big Bowl", 4), Self.dish("Light Bowl", 3)]],
            [
                "section": "Sides",
                "dishes": [
                    Self.dish("Fries", 1.5, fried: true), Self.dish("Side Salad", 1.5),
                    Self.dish("Sesame Slaw", 1.2, allergens: ["sesame"]),
                    Self.dish("Sold-out Slaw", 1, available: false),
                ],
            ],
        ]
        grillID = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Swap Grill", menu: menu)])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(grillID)"))
        var dishes: [String: String] = [:]
        for section in detail["menu"] as? [Object] ?? [] {
            for dish in section["dishes"] as? [Object] ?? [] {
                dishes[dish["name"] as? String ?? ""] = dish["id"] as? String
            }
        }
        self.dishes = dishes
    }

    /// A customer with `changes` made to their profile (`dailyKcalTarget`, `showCalories`, `avoidAllergens`…).
    func customer(_ name: String = "Ada", _ changes: Object = [:]) throws -> String {
        let token = try world.customer(name)
        if !changes.isEmpty {
            let patched = world.send(.patch, "/api/v1/me", token, changes)
            #expect(patched.status == 200, "\(String(decoding: patched.body, as: UTF8.self))")
        }
        return token
    }

    /// Adds `quantity` of a grill dish to the customer's cart.
    func add(_ token: String, _ dish: String, _ quantity: Int = 1) {
        let added = world.send(
            .post, "/api/v1/cart/items", token, ["dishId": dishes[dish] ?? "", "quantity": quantity])
        #expect(added.status == 200, "\(String(decoding: added.body, as: UTF8.self))")
    }

    /// Adds a meal eaten `ago` seconds before now to the customer's diary.
    func ate(_ token: String, kcal: Double, ago: TimeInterval = 60) {
        let at = Date().addingTimeInterval(-ago).ISO8601Format()
        let added = world.send(
            .post, "/api/v1/diary/entries", token, ["name": "Lunch", "kcal": kcal, "eatenAt": at],
            headers: CatalogAPI.json)
        #expect(added.status == 201, "\(String(decoding: added.body, as: UTF8.self))")
    }

    /// The dish names of a fits answer, in order.
    static func names(_ answer: Object) -> [String] {
        (answer["dishes"] as? [Object] ?? []).compactMap { ($0["dish"] as? Object)?["name"] as? String }
    }

    /// The cart's lines as "name × quantity".
    func lines(_ token: String) throws -> [String] {
        let cart = try CatalogAPI.object(world.send(.get, "/api/v1/cart", token))
        return (cart["items"] as? [Object] ?? []).map { "\($0["name"] as? String ?? "") × \($0["quantity"] ?? "")" }
    }
}

/// "Fits my day" through the API: what is left today (target − today's diary − the cart, never below 0) and the
/// dishes that fit it, for a restaurant and for a search; refused without a target.
@Suite("Fits my day API")
struct FitsAPITests {
    @Test func aRestaurantsDishesThatFitWhatIsLeftToday() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada", ["dailyKcalTarget": 900])
        fits.ate(ada, kcal: 200)
        fits.ate(ada, kcal: 1000, ago: 30 * 3600)  // never today, in any time zone
        fits.add(ada, "Side Salad")
        let response = fits.world.send(.get, "/api/v1/restaurants/\(fits.grillID)/fits?timeZone=UTC", ada)
        #expect(response.status == 200)
        let answer = try CatalogAPI.object(response)
        #expect(answer["targetKcal"] as? Int == 900)
        #expect(answer["eatenKcal"] as? Double == 200)
        #expect(answer["cartKcal"] as? Double == 180)
        #expect(answer["leftKcal"] as? Double == 520)
        #expect(answer["timeZone"] as? String == "UTC")
        #expect(answer["date"] as? String == DiaryDate(Date(), in: .gmt).text)
        // Fries (675 kcal) is too much; the sold-out slaw is never offered.
        #expect(FitsWorld.names(answer) == ["Big Bowl", "Light Bowl", "Side Salad", "Sesame Slaw"])

        // Hiding calories changes nothing in the API.
        #expect(fits.world.send(.patch, "/api/v1/me", ada, ["showCalories": false]).status == 200)
        let hidden = try CatalogAPI.object(
            fits.world.send(.get, "/api/v1/restaurants/\(fits.grillID)/fits?timeZone=UTC", ada))
        #expect(hidden["leftKcal"] as? Double == 520)
        #expect(FitsWorld.names(hidden) == FitsWorld.names(answer))

        // A full day: nothing fits, and what is left is 0, never negative.
        fits.ate(ada, kcal: 800)
        let full = try CatalogAPI.object(
            fits.world.send(.get, "/api/v1/restaurants/\(fits.grillID)/fits?timeZone=UTC", ada))
        #expect(full["leftKcal"] as? Double == 0)
        #expect(FitsWorld.names(full).isEmpty)
    }

    @Test func todayIsCountedInTheCallersTimeZone() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada", ["dailyKcalTarget": 2000])
        let ago: TimeInterval = 10 * 3600
        fits.ate(ada, kcal: 500, ago: ago)
        var sawToday = false
        var sawYesterday = false
        let now = Date()
        for name in [
            "UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata",
        ] {
            let zone = try #require(TimeZone(identifier: name))
            let today = DiaryDate(now.addingTimeInterval(-ago), in: zone) == DiaryDate(now, in: zone)
            sawToday = sawToday || today
            sawYesterday = sawYesterday || !today
            let answer = try CatalogAPI.object(
                fits.world.send(.get, "/api/v1/restaurants/\(fits.grillID)/fits?timeZone=\(name)", ada))
            #expect(answer["eatenKcal"] as? Double == (today ? 500 : 0), "\(name)")
            #expect(answer["leftKcal"] as? Double == (today ? 1500 : 2000), "\(name)")
        }
        #expect(sawToday && sawYesterday, "the zones always put the meal on both days")
    }

    @Test func withoutATargetOrAZoneTheAnswerSaysWhatIsMissing() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        for path in ["/api/v1/restaurants/\(fits.grillID)/fits?timeZone=UTC", "/api/v1/search/fits?timeZone=UTC"] {
            let refused = fits.world.send(.get, path, ada)
            #expect(refused.status == 422, "\(path)")
            let problem = try CatalogAPI.object(refused)
            #expect(problem["code"] as? String == "target_required")
            #expect((problem["detail"] as? String ?? problem["title"] as? String ?? "").contains("target"))
        }
        let set = try fits.customer("Bea", ["dailyKcalTarget": 1800])
        for query in ["", "?timeZone=Mars/Olympus", "?timeZone=" + String(repeating: "A", count: 65)] {
            let refused = fits.world.send(.get, "/api/v1/restaurants/\(fits.grillID)/fits\(query)", set)
            #expect(refused.status == 400)
            #expect(try CatalogAPI.problem(refused).fields == ["timeZone"])
        }
        #expect(fits.world.send(.get, "/api/v1/restaurants/nope/fits?timeZone=UTC", set).status == 404)
        // An unknown restaurant is unknown whether or not the caller has a target.
        #expect(fits.world.send(.get, "/api/v1/restaurants/nope/fits?timeZone=UTC", ada).status == 404)
        #expect(fits.world.app.send(.get, "/api/v1/search/fits?timeZone=UTC").status == 401)
    }

    @Test func aSearchKeepsToDishesThatFit() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada", ["dailyKcalTarget": 900])
        fits.ate(ada, kcal: 450)
        let near = "lat=\(CatalogAPI.customer.latitude)&lon=\(CatalogAPI.customer.longitude)"
        let bowls = try CatalogAPI.object(
            fits.world.send(.get, "/api/v1/search/fits?q=bowl&\(near)&timeZone=UTC", ada))
        #expect(bowls["leftKcal"] as? Double == 450)
        let names = FitsWorld.names(bowls)
        #expect(names.contains("Light Bowl") && !names.contains("Big Bowl"), "\(names)")
        #expect(names.allSatisfy { $0.contains("Bowl") })
        let capped = try CatalogAPI.object(
            fits.world.send(.get, "/api/v1/search/fits?q=bowl&maxKcal=200&\(near)&timeZone=UTC", ada))
        #expect(FitsWorld.names(capped).allSatisfy { !$0.contains("Light Bowl") })
        let everything = try CatalogAPI.object(
            fits.world.send(.get, "/api/v1/search/fits?\(near)&timeZone=UTC", ada))
        #expect(Set(FitsWorld.names(everything)).isSuperset(of: ["Light Bowl", "Side Salad", "Sesame Slaw"]))
        #expect(!FitsWorld.names(everything).contains("Fries"))
    }
}

/// The cart's lighter swaps through the API: offered by the rule (same restaurant and kind, available, lighter,
/// never an avoided allergen), accepted in place keeping the quantity, refused for another restaurant's or a
/// sold-out dish, and only ever on the caller's own cart.
@Suite("Cart swaps API")
struct CartSwapAPITests {
    static func swaps(_ fits: FitsWorld, _ token: String) throws -> [String] {
        let page = try CatalogAPI.object(fits.world.send(.get, "/api/v1/cart/swaps", token))
        #expect(page["nextCursor"] is NSNull)
        return (page["items"] as? [[String: Any]] ?? []).map { swap in
            let replacement = (swap["replacement"] as? [String: Any])?["name"] as? String ?? ""
            return "\(replacement) for \(swap["name"] as? String ?? "") × \(swap["quantity"] ?? ""): "
                + "\(swap["kcalLess"] ?? "")"
        }
    }

    @Test func eachLineGetsTheLightestDishOfItsKindAndAvoidedAllergensAreNeverOffered() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        #expect(try Self.swaps(fits, ada).isEmpty, "an empty cart")
        fits.add(ada, "Fries", 2)
        fits.add(ada, "Big Bowl")
        #expect(try Self.swaps(fits, ada) == ["Sesame Slaw for Fries × 2: 1062", "Light Bowl for Big Bowl × 1: 120"])
        #expect(fits.world.send(.patch, "/api/v1/me", ada, ["avoidAllergens": ["sesame"]]).status == 200)
        #expect(try Self.swaps(fits, ada).first == "Side Salad for Fries × 2: 990")
    }

    @Test func aSwapReplacesTheLineKeepingItsQuantity() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        fits.add(ada, "Fries", 2)
        fits.add(ada, "Big Bowl")
        let fries = try #require(fits.dishes["Fries"])
        let swapped = fits.world.send(
            .post, "/api/v1/cart/items/\(fries)/swap", ada, ["replacementId": fits.dishes["Side Salad"] ?? ""])
        #expect(swapped.status == 200)
        let cart = try CatalogAPI.object(swapped)
        let kcal: Double = 2 * 180 + 480
        #expect((cart["nutrition"] as? [String: Any])?["kcal"] as? Double == kcal)
        #expect(Set(try fits.lines(ada)) == ["Side Salad × 2", "Big Bowl × 1"])
        // Swapping into a dish already in the cart adds to its line.
        let bowl = try #require(fits.dishes["Big Bowl"])
        let merged = fits.world.send(
            .post, "/api/v1/cart/items/\(bowl)/swap", ada, ["replacementId": fits.dishes["Side Salad"] ?? ""])
        #expect(merged.status == 200)
        #expect(try fits.lines(ada) == ["Side Salad × 3"])
    }

    @Test func aSwapToASoldOutOrAnotherRestaurantsDishIsRefusedAndChangesNothing() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        fits.add(ada, "Fries", 2)
        let fries = try #require(fits.dishes["Fries"])
        let path = "/api/v1/cart/items/\(fries)/swap"
        let soldOut = fits.world.send(.post, path, ada, ["replacementId": fits.dishes["Sold-out Slaw"] ?? ""])
        #expect(soldOut.status == 409)
        #expect(try CatalogAPI.problem(soldOut).code == "dish_unavailable")
        let elsewhere = fits.world.send(
            .post, path, ada, ["replacementId": fits.world.dishes["Lentil Salad"] ?? ""])
        #expect(elsewhere.status == 409)
        #expect(try CatalogAPI.problem(elsewhere).code == "cart_restaurant_conflict")
        #expect(fits.world.send(.post, path, ada, ["replacementId": "no-such-dish"]).status == 404)
        let notInCart = fits.world.send(
            .post, "/api/v1/cart/items/\(fits.dishes["Big Bowl"] ?? "")/swap", ada,
            ["replacementId": fits.dishes["Light Bowl"] ?? ""])
        #expect(notInCart.status == 404)
        let missing = fits.world.send(.post, path, ada, [String: Any]())
        #expect(missing.status == 422)
        #expect(try fits.lines(ada) == ["Fries × 2"])
    }

    @Test func anotherCustomersCartIsNeverTouched() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        let eve = try fits.customer("Eve")
        fits.add(ada, "Fries", 2)
        let fries = try #require(fits.dishes["Fries"])
        let attempt = fits.world.send(
            .post, "/api/v1/cart/items/\(fries)/swap", eve, ["replacementId": fits.dishes["Side Salad"] ?? ""])
        #expect(attempt.status == 404, "Eve's own cart has no such line")
        #expect(try Self.swaps(fits, eve).isEmpty)
        #expect(try fits.lines(ada) == ["Fries × 2"])
        #expect(try fits.lines(eve).isEmpty)
        #expect(fits.world.app.send(.get, "/api/v1/cart/swaps").status == 401)
    }
}
