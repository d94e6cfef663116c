import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// The menu editor through `MenuService`: owners and managers write the menu, plain staff only look, another
/// restaurant's dish is not found, every refusal leaves the menu as it was, and customers of every process see an
/// edit on their next request with no catalog rebuild. Runs on SQLite and PostgreSQL (`FOODLY_TEST_STORE`).
@Suite("Menu editor: writing a menu")
struct MenuServiceTests {
    /// A 100 g dish in the editor's format: a lentil salad (A) or, with `fried`, churros (E).
    static func dish(
        _ name: String, section: String, price: Double = 1250, fried: Bool = false, available: Bool = true
    ) throws -> MenuDishDraft {
        var object = CatalogWorld.dish(name)
        object["section"] = section
        object["price"] = price
        object["available"] = available
        if fried {
            object["nutrition"] = [
                "kcal": 450, "proteinG": 5, "carbsG": 50, "sugarsG": 30, "fatG": 25, "saturatedFatG": 9.5,
                "fiberG": 2, "saltG": 0.5, "fruitVegLegumePercent": 0,
            ]
        }
        return try draft(object)
    }

    /// A dish object as the editor sends it, decoded as the SDK would send it.
    static func draft(_ object: [String: Any]) throws -> MenuDishDraft {
        try JSONDecoder().decode(MenuDishDraft.self, from: JSONSerialization.data(withJSONObject: object))
    }

    struct Kitchen {
        let world: MerchantWorld
        let menus: MenuService
        let owner: UserAccount
        let restaurant: ID<Restaurant>

        init() throws {
            world = try MerchantWorld()
            menus = MenuService(environment: world.environment)
            (owner, restaurant) = try world.restaurant("Olive Bowls", owner: "Olive")
        }

        /// The menu's sections and dish names as the owner sees them.
        func layout() throws -> [String] {
            try menus.menu(for: owner).sections.map { "\($0.name): " + $0.dishes.map(\.name).joined(separator: ", ") }
        }

        func version() throws -> Int { try SQLCatalogStore(database: world.database).version() }
    }

    @Test func anOwnerWritesAMenuThatCustomersOfEveryProcessSeeAtOnceWithoutARebuild() throws {
        let kitchen = try Kitchen()
        // Another process on the same database, which has loaded its catalog already.
        let other = AppEnvironment(database: kitchen.world.database, clock: kitchen.world.clock)
        let customers = CatalogService(environment: other)
        #expect(try customers.page(of: kitchen.restaurant, from: nil) == nil, "an empty menu is not listed")
        let loads = other.catalogCache.wholeLoads

        let salad = try kitchen.menus.addDish(try Self.dish("Lentil Salad", section: "Salads"), by: kitchen.owner)
        _ = try kitchen.menus.addDish(try Self.dish("Green Bowl", section: "Bowls"), by: kitchen.owner)
        _ = try kitchen.menus.addDish(try Self.dish("Pea Salad", section: "Salads"), by: kitchen.owner)
        #expect(try kitchen.layout() == ["Salads: Lentil Salad, Pea Salad", "Bowls: Green Bowl"])
        #expect(
            try customers.page(of: kitchen.restaurant, from: nil)?.dishes.map(\.name) == [
                "Lentil Salad", "Pea Salad", "Green Bowl",
            ])

        let edited = try kitchen.menus.updateDish(
            salad.id, with: try Self.dish("Lentil Salad", section: "Bowls", price: 990), by: kitchen.owner)
        #expect(edited.price == 990 && edited.section == "Bowls")
        #expect(try kitchen.layout() == ["Salads: Pea Salad", "Bowls: Green Bowl, Lentil Salad"])
        let seen = try #require(try customers.page(of: kitchen.restaurant, from: nil))
        #expect(seen.dishes.map(\.name) == ["Pea Salad", "Green Bowl", "Lentil Salad"])
        #expect(seen.dishes.last?.price == 990)
        #expect(other.catalogCache.wholeLoads == loads, "the other process applied every edit in place")
    }

    @Test func sectionsAndDishesAreReorderedAndRenamedInOneChange() throws {
        let kitchen = try Kitchen()
        let a = try kitchen.menus.addDish(try Self.dish("Lentil Salad", section: "Salads"), by: kitchen.owner)
        let b = try kitchen.menus.addDish(try Self.dish("Pea Salad", section: "Salads"), by: kitchen.owner)
        let c = try kitchen.menus.addDish(try Self.dish("Green Bowl", section: "Bowls"), by: kitchen.owner)
        let version = try kitchen.version()
        try kitchen.menus.arrange(
            [.init(name: "Warm bowls", dishes: [c.id]), .init(name: "Salads", dishes: [b.id, a.id])], by: kitchen.owner)
        #expect(try kitchen.version() == version + 1, "one change")
        #expect(try kitchen.layout() == ["Warm bowls: Green Bowl", "Salads: Pea Salad, Lentil Salad"])
        try kitchen.menus.move(section: "Salads", dish: a.id, by: -1, user: kitchen.owner)
        try kitchen.menus.move(section: "Salads", dish: nil, by: -1, user: kitchen.owner)
        #expect(try kitchen.layout() == ["Salads: Lentil Salad, Pea Salad", "Warm bowls: Green Bowl"])
        let top = try kitchen.version()
        try kitchen.menus.move(section: "Salads", dish: nil, by: -1, user: kitchen.owner)
        #expect(try kitchen.version() == top, "a move past the top changes nothing")
        #expect(throws: ValidationFailure.self) {
            try kitchen.menus.arrange([.init(name: "Salads", dishes: [a.id, b.id])], by: kitchen.owner)
        }
        #expect(try kitchen.version() == top)
    }

    @Test func plainStaffLookButEditNothing() throws {
        let kitchen = try Kitchen()
        let dish = try kitchen.menus.addDish(try Self.dish("Lentil Salad", section: "Salads"), by: kitchen.owner)
        let cook = try kitchen.world.member("Cook", as: .staff, invitedBy: kitchen.owner)
        let manager = try kitchen.world.member("Mona", as: .manager, invitedBy: kitchen.owner)
        #expect(try kitchen.menus.menu(for: cook).dishes.map(\.name) == ["Lentil Salad"])
        #expect(try !kitchen.menus.menu(for: cook).canEdit)
        #expect(try kitchen.menus.preview(try Self.dish("Pea", section: "S"), by: cook).explanation.score.grade == .a)
        let version = try kitchen.version()
        expectRefusal("forbidden") { _ = try kitchen.menus.addDish(try Self.dish("Pea", section: "S"), by: cook) }
        expectRefusal("forbidden") {
            _ = try kitchen.menus.updateDish(dish.id, with: try Self.dish("Pea", section: "S", price: 1), by: cook)
        }
        expectRefusal("forbidden") { try kitchen.menus.archiveDish(dish.id, by: cook) }
        expectRefusal("forbidden") { try kitchen.menus.arrange(kitchen.menus.menu(for: cook).layout, by: cook) }
        #expect(try kitchen.version() == version, "nothing saved")
        _ = try kitchen.menus.updateDish(dish.id, with: try Self.dish("Lentil Salad", section: "Mains"), by: manager)
        #expect(try kitchen.layout() == ["Mains: Lentil Salad"], "managers edit")
        expectRefusal("forbidden") { _ = try kitchen.menus.menu(for: try kitchen.world.customer("Cass")) }
    }

    @Test func anotherRestaurantsDishIsNotFoundAndStaysAsItWas() throws {
        let kitchen = try Kitchen()
        let theirs = try kitchen.menus.addDish(try Self.dish("Lentil Salad", section: "Salads"), by: kitchen.owner)
        let (rival, _) = try kitchen.world.restaurant("Rival Bowls", owner: "Rita")
        _ = try kitchen.menus.addDish(try Self.dish("Own Salad", section: "Salads"), by: rival)
        let version = try kitchen.version()
        expectRefusal("not_found") {
            _ = try kitchen.menus.updateDish(theirs.id, with: try Self.dish("Mine", section: "S"), by: rival)
        }
        expectRefusal("not_found") { try kitchen.menus.archiveDish(theirs.id, by: rival) }
        expectRefusal("not_found") {
            _ = try kitchen.menus.preview(try Self.dish("X", section: "S"), replacing: theirs.id, by: rival)
        }
        expectRefusal("not_found") { _ = try kitchen.menus.dish(theirs.id, for: rival) }
        #expect(try kitchen.version() == version)
        #expect(try kitchen.layout() == ["Salads: Lentil Salad"])
    }

    @Test(arguments: [-1, 1_000_000_000] as [Double])
    func aBadPriceIsNamedAndNothingIsSaved(price: Double) throws {
        let kitchen = try Kitchen()
        let dish = try kitchen.menus.addDish(try Self.dish("Lentil Salad", section: "Salads"), by: kitchen.owner)
        let version = try kitchen.version()
        for attempt in [
            { _ = try kitchen.menus.addDish(try Self.dish("Pea", section: "S", price: price), by: kitchen.owner) },
            {
                _ = try kitchen.menus.updateDish(
                    dish.id, with: try Self.dish("Pea", section: "S", price: price), by: kitchen.owner)
            },
        ] as [() throws -> Void] {
            let failure = try #require(throws: ValidationFailure.self) { try attempt() }
            #expect(failure.issues.map(\.field) == ["price"])
        }
        #expect(try kitchen.version() == version)
        #expect(try kitchen.menus.menu(for: kitchen.owner).dishes.map(\.price) == [1250])
    }

    @Test func nutritionThatDoesNotAddUpIsRefusedSayingByHowMuch() throws {
        let kitchen = try Kitchen()
        var object = CatalogWorld.dish("Lentil Salad")
        object["section"] = "Salads"
        object["nutrition"] = [
            "kcal": 900, "proteinG": 8, "carbsG": 12, "sugarsG": 2, "fatG": 3, "saturatedFatG": 0.5, "fiberG": 6,
            "saltG": 0.3, "fruitVegLegumePercent": 70,
        ]
        let failure = try #require(throws: ValidationFailure.self) {
            _ = try kitchen.menus.addDish(try Self.draft(object), by: kitchen.owner)
        }
        #expect(failure.issues.first?.message.hasPrefix("kcal 900 but the nutrients add up to 119 kcal") == true)
        #expect(try kitchen.menus.menu(for: kitchen.owner).dishes.isEmpty)
    }

    @Test func theListingRuleIsExplainedBeforeSavingAndAnEditThatBreaksItIsRefused() throws {
        let kitchen = try Kitchen()
        var good: [Dish] = []
        for name in ["Lentil Salad", "Pea Salad", "Green Bowl"] {
            good.append(try kitchen.menus.addDish(try Self.dish(name, section: "Mains"), by: kitchen.owner))
        }
        // 3 of 4 graded A or B holds; the first E is allowed.
        let churros = try kitchen.menus.addDish(
            try Self.dish("Churros", section: "Sweets", fried: true), by: kitchen.owner)
        #expect(churros.nutriGrade == .e)
        let preview = try kitchen.menus.preview(
            try Self.dish("Donut", section: "Sweets", fried: true), by: kitchen.owner)
        #expect(preview.breaksListing)
        #expect(
            preview.listingSummary
                == "Only 3 of 5 available foods (60%) are graded A or B; at least 75% must be. "
                + "Dishes below B: Churros is graded E. Donut is graded E.")
        let version = try kitchen.version()
        let refused = try #require(throws: ValidationFailure.self) {
            _ = try kitchen.menus.addDish(try Self.dish("Donut", section: "Sweets", fried: true), by: kitchen.owner)
        }
        #expect(
            refused.issues.map(\.code) == ["listing_rule"] && refused.issues.first?.message == preview.listingSummary)
        // Turning an A into an E, or archiving an A, would leave 2 of 3: refused too.
        #expect(throws: ValidationFailure.self) {
            _ = try kitchen.menus.updateDish(
                good[0].id, with: try Self.dish("Lentil Salad", section: "Mains", fried: true), by: kitchen.owner)
        }
        #expect(throws: ValidationFailure.self) { try kitchen.menus.archiveDish(good[0].id, by: kitchen.owner) }
        #expect(try kitchen.version() == version, "nothing saved")
        // Archiving the E is fine.
        try kitchen.menus.archiveDish(churros.id, by: kitchen.owner)
        #expect(try kitchen.layout() == ["Mains: Lentil Salad, Pea Salad, Green Bowl"])
    }

    @Test func aDishEditKeepsItsPhotoUnlessANewOneIsGiven() throws {
        let kitchen = try Kitchen()
        var object = CatalogWorld.dish("Lentil Salad")
        object["section"] = "Salads"
        object["imageUrl"] = "/static/pictures/salad.svg"
        let dish = try kitchen.menus.addDish(try Self.draft(object), by: kitchen.owner)
        let edited = try kitchen.menus.updateDish(
            dish.id, with: try Self.dish("Lentil Salad", section: "Salads", price: 1100), by: kitchen.owner)
        #expect(edited.imageURL == "/static/pictures/salad.svg" && edited.price == 1100)
    }
}

/// The listing rule is checked inside the write: saves racing each other, each allowed alone, never break it
/// together. Runs on SQLite (one writer) and PostgreSQL (serializable transactions, the loser run again).
@Suite("Menu editor: saves that race")
struct MenuRaceTests {
    /// A menu of four foods graded A, plus `unavailable` churros (E) that are sold out.
    static func kitchen(unavailable: Int = 0) throws -> (MenuServiceTests.Kitchen, [Dish], [Dish]) {
        let kitchen = try MenuServiceTests.Kitchen()
        let good = try ["Lentil Salad", "Pea Salad", "Green Bowl", "Bean Stew"].map {
            try kitchen.menus.addDish(try MenuServiceTests.dish($0, section: "Mains"), by: kitchen.owner)
        }
        let sold = try (0..<unavailable).map { index in
            try kitchen.menus.addDish(
                try MenuServiceTests.dish("Churros \(index)", section: "Sweets", fried: true, available: false),
                by: kitchen.owner)
        }
        return (kitchen, good, sold)
    }

    /// Runs `attempt` for every dish at once; the number that succeeded.
    static func race(_ dishes: [Dish], _ attempt: @Sendable (Dish) throws -> Void) -> Int {
        let done = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: dishes.count) { index in
            if (try? attempt(dishes[index])) != nil { done.withLock { $0 += 1 } }
        }
        return done.withLock { $0 }
    }

    @Test(arguments: 0..<10) func editorsTurningFoodsIntoEsAtOnceSaveOne(_ round: Int) throws {
        let (kitchen, good, _) = try Self.kitchen()
        let menus = kitchen.menus
        let owner = kitchen.owner
        let saved = Self.race(good) { dish in
            _ = try menus.updateDish(
                dish.id, with: try MenuServiceTests.dish(dish.name, section: "Mains", fried: true), by: owner)
        }
        #expect(saved == 1, "3 of 4 graded A or B holds; 2 of 4 does not")
        let menu = try menus.menu(for: owner)
        #expect(menu.listing.holds && menu.dishes.filter { $0.nutriGrade == .e }.count == 1)
    }

    @Test(arguments: 0..<10) func cooksPuttingEsBackOnSaleAtOnceSaveOne(_ round: Int) throws {
        let (kitchen, _, sold) = try Self.kitchen(unavailable: 4)
        let service = KitchenService(environment: kitchen.world.environment)
        let owner = kitchen.owner
        let saved = Self.race(sold) { dish in try service.setDishAvailable(true, dishID: dish.id, by: owner) }
        #expect(saved == 1, "4 of 5 graded A or B holds; 4 of 6 does not")
        let menu = try kitchen.menus.menu(for: owner)
        #expect(menu.listing.holds && menu.dishes.filter { $0.available }.count == 5)
    }
}
