import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A random sequence of catalog changes, made through the store the way the app makes them, applied in place by
/// one long-lived process (its cache compacts often here), compared after every change with what a process that
/// loads the whole catalog afresh answers.
@Suite("Catalog changes applied in place give what a whole load gives")
struct CatalogChangePropertyTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aThousandRandomChanges(seed: UInt64) throws {
        var world = try ChangingCatalog(seed: seed)
        var changes: [String] = []
        for step in 1...1_000 {
            changes.append(try world.changeSomething())
            // The long-lived process applies every change; answers are compared after every tenth.
            _ = try CatalogService(environment: world.live).categories()
            guard step % 10 == 0 else { continue }
            let change = changes.suffix(10).joined(separator: ", ")
            let fresh = AppEnvironment(database: world.database, clock: world.clock)
            let (expected, actual) = (try ChangingCatalog.answers(fresh), try ChangingCatalog.answers(world.live))
            guard actual == expected else {
                let first = zip(actual, expected).first { $0 != $1 }
                Issue.record(
                    "seed \(seed), changes \(step - 9)–\(step) (\(change)): in place \(first?.0 ?? "") ≠ \(first?.1 ?? "")"
                )
                return
            }
        }
        #expect(world.live.catalogCache.wholeLoads == 1, "every change was applied in place")
        #expect(
            world.counts.count == 10 && world.counts.values.allSatisfy { $0 > 20 },
            "every kind of change was made: \(world.counts)")
    }
}

/// A catalog in a fresh database and the changes made to it, with the process that follows them in place.
struct ChangingCatalog {
    let clock = TestClock()
    let database: any Database
    let store: SQLCatalogStore
    /// The long-lived process: folds its recent search level past 6 documents and compacts past 96.
    let live: AppEnvironment
    private var random: SeededRandom
    private var restaurants: [ID<Restaurant>: ImportedRestaurant] = [:]
    private var dishes: [ID<Dish>: (restaurant: ID<Restaurant>, dish: ImportedRestaurant.Dish)] = [:]
    /// How many changes of each kind were made.
    private(set) var counts: [String: Int] = [:]

    static let words = ["Green", "Lentil", "Salad", "Bowl", "Quinoa", "Tofu", "Soup", "Wrap", "Avocado", "Grain"]
    static let categories = ["bowls", "salads", "soups", "wraps"]

    init(seed: UInt64) throws {
        random = SeededRandom(seed: seed)
        database = try TestDatabase.migrated()
        store = SQLCatalogStore(database: database)
        live = AppEnvironment(database: database, clock: clock, catalogCache: CatalogCache(compactAfter: 96))
        for _ in 0..<8 { try addRestaurant() }
        _ = try Self.answers(live)
    }

    /// Makes one random change; says which.
    mutating func changeSomething() throws -> String {
        let kinds = [
            "dish added", "dish edited", "dish priced", "dish sold out or back", "dish removed", "restaurant added",
            "restaurant edited", "restaurant closed or opened", "review added", "zones drawn or removed",
        ]
        let weights = [14, 12, 10, 20, 8, 5, 10, 6, 15, 6]
        var pick = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        var kind = kinds[0]
        for (candidate, weight) in zip(kinds, weights) {
            if pick < weight {
                kind = candidate
                break
            }
            pick -= weight
        }
        let restaurant = restaurants.keys.sorted { $0.rawValue < $1.rawValue }.randomElement(using: &random)!
        let dishID = dishes.keys.sorted { $0.rawValue < $1.rawValue }.randomElement(using: &random)
        switch kind {
        case "dish added":
            let id = ID<Dish>(makeID())
            let dish = try randomDish()
            #expect(try store.addDish(dish, section: randomWord(), id: id, to: restaurant))
            dishes[id] = (restaurant, dish)
        case "dish edited", "dish priced":
            guard let dishID, let owner = dishes[dishID]?.restaurant, var dish = dishes[dishID]?.dish else {
                return kind
            }
            if kind == "dish edited" {
                dish = try randomDish()
            } else {
                dish.price = Int.random(in: 300...2_500, using: &random)
            }
            #expect(try store.updateDish(dishID, to: dish, section: "Bowls"))
            dishes[dishID] = (owner, dish)
        case "dish sold out or back":
            guard let dishID, let owner = dishes[dishID]?.restaurant, var dish = dishes[dishID]?.dish else {
                return kind
            }
            dish.available.toggle()
            #expect(try store.setAvailable(dish.available, dishID: dishID))
            dishes[dishID] = (owner, dish)
        case "dish removed":
            guard let dishID else { return kind }
            #expect(try store.archiveDish(dishID))
            dishes[dishID] = nil
        case "restaurant added":
            try addRestaurant()
        case "restaurant edited", "restaurant closed or opened":
            var details = kind == "restaurant edited" ? try randomRestaurant() : restaurants[restaurant]!
            if kind != "restaurant edited" {
                details.openingHours = details.openingHours == .always ? try Self.lunchOnly() : .always
            }
            #expect(try store.updateRestaurant(restaurant, to: details))
            restaurants[restaurant] = details
        case "zones drawn or removed":
            // None, or one or two squares around the customer (a hole in the first): the list and search near them
            // keep or drop the restaurant, at the zone's fee.
            let zones = (0..<Int.random(in: 0...2, using: &random)).map { number in
                let half = Double.random(in: 0.002...0.03, using: &random)
                let (x, y) = (CatalogWorld.customer.longitude, CatalogWorld.customer.latitude)
                let ring = { (h: Double) in
                    [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h], [x - h, y - h]]
                }
                return DeliveryZone(
                    name: "Zone \(number)", polygon: number == 0 ? [ring(half), ring(half / 3)] : [ring(half)],
                    deliveryFee: Int.random(in: 0...900, using: &random), minimumOrder: 0)
            }
            let changed = try database.write { try SQLCatalogStore.setZones(zones, of: restaurant, on: $0) }
            #expect(changed)
        default:
            let stars = Int.random(in: 1...5, using: &random)
            try database.write { try CatalogQueries($0).addRating(stars, to: restaurant) }
        }
        counts[kind, default: 0] += 1
        return kind
    }

    /// What lists, search, categories and every restaurant's page answer, one line each.
    static func answers(_ environment: AppEnvironment) throws -> [String] {
        let catalog = CatalogService(environment: environment)
        let search = SearchService(environment: environment)
        let here = CatalogWorld.customer
        let lists = [
            RestaurantQuery(point: here), RestaurantQuery(point: here, sort: .distance),
            RestaurantQuery(point: here, sort: .rating), RestaurantQuery(),
            RestaurantQuery(point: here, category: "salads"),
            RestaurantQuery(point: here, diet: .vegan), RestaurantQuery(point: here, limit: 3, offset: 2),
        ]
        let searches = [
            SearchQuery(text: "bowl", point: here), SearchQuery(text: "salad"), SearchQuery(text: "lentl", point: here),
            SearchQuery(text: "gr", point: here, limit: 5), SearchQuery(text: "green bowl", point: here),
            SearchQuery(text: "soups"), SearchQuery(text: "tofu", point: here, diet: .vegan, maxKcal: 400),
            SearchQuery(text: "bowl", point: here, lighterFirst: true),
            SearchQuery(text: "", point: here, diet: .vegan),
            SearchQuery(text: "", maxKcal: 300, lighterFirst: true),
        ]
        var lines = try lists.map { query in
            let page = try catalog.restaurants(query)
            return page.listings.map(describe).joined(separator: " | ") + " more: \(page.hasMore)"
        }
        lines += try searches.map { query in
            let found = try search.search(query)
            return (found.restaurants.map(describe) + found.dishes.map { "\($0.dish) at \(describe($0.restaurant))" })
                .joined(separator: " | ")
        }
        lines.append(try catalog.categories().map(\.slug).joined(separator: ","))
        let ids = try environment.database.read { connection in
            try connection.query("SELECT id FROM restaurants ORDER BY area_key", []).map { try $0.string("id") }
        }
        for id in ids {
            // A restaurant whose dishes were all archived is off customers' pages (as a whole load has it too).
            guard let page = try catalog.page(of: ID(id), from: here) else {
                lines.append("\(id) unlisted")
                continue
            }
            lines.append(describe(page.listing) + " menu " + page.dishes.map { "\($0)" }.joined(separator: " | "))
        }
        return lines
    }

    private static func describe(_ listing: RestaurantListing) -> String {
        "\(listing.restaurant) km \(listing.distanceKm ?? -1) fee \(listing.deliveryFee) min \(listing.minimumOrder) "
            + "open \(listing.isOpen)"
    }

    private mutating func addRestaurant() throws {
        let details = try randomRestaurant()
        var ids = (0..<(1 + details.dishes.count)).map { _ in makeID() }.makeIterator()
        let id = try store.insert([details], makeID: { ids.next()! }, at: clock.now())[0]
        restaurants[id] = details
        for dish in try store.dishes(restaurantID: id) {
            dishes[dish.id] = (id, details.dishes.first { $0.name == dish.name }!)
        }
    }

    /// An id from the seeded generator, so a seed makes the same run every time.
    private mutating func makeID() -> String {
        String(UInt64.random(in: 0...UInt64.max, using: &random), radix: 16)
    }

    private mutating func randomWord() -> String {
        Self.words.randomElement(using: &random)!
    }

    private mutating func randomRestaurant() throws -> ImportedRestaurant {
        let name = "\(randomWord()) \(["Kitchen", "Cafe", "Bar"].randomElement(using: &random)!)"
        let location = CatalogWorld.point(
            Double.random(in: 0...6, using: &random), bearing: Double.random(in: 0..<360, using: &random))
        let categories = Array(Self.categories.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
        let menu = (0..<Int.random(in: 1...4, using: &random)).map { _ in randomDishObject(maxSaltDecigrams: 5) }
        let object = CatalogWorld.restaurant(
            name, at: location, radiusKm: Double.random(in: 2...6, using: &random), categories: categories,
            menu: [["section": "Bowls", "dishes": menu]])
        return try RestaurantImporter.restaurants(from: CatalogWorld.json(object))[0]
    }

    /// A random dish in the import format, with up to `maxSaltDecigrams` tenths of a gram of salt per 100 g.
    private mutating func randomDishObject(maxSaltDecigrams: Int = 30) -> CatalogWorld.Object {
        var object = CatalogWorld.dish(
            "\(randomWord()) \(randomWord())", diets: Bool.random(using: &random) ? ["vegan"] : [],
            available: Int.random(in: 0..<5, using: &random) > 0)
        object["description"] = "\(randomWord()) and \(randomWord())"
        object["price"] = Int.random(in: 300...2_500, using: &random)
        // The fixture's 100 g portion, scaled (so energy still adds up), with more or less salt.
        let scale = Double(Int.random(in: 7...70, using: &random)) / 10
        var nutrition = (object["nutrition"] as! [String: Double]).mapValues { $0 * scale }
        nutrition["kcal"] = (119 * scale).rounded()
        nutrition["fruitVegLegumePercent"] = 70
        nutrition["saltG"] = Double(Int.random(in: 1...maxSaltDecigrams, using: &random)) / 10 * scale
        object["portionGrams"] = 100 * scale
        object["nutrition"] = nutrition
        return object
    }

    /// A random dish, graded A to E: checked in a menu of good dishes, so the listing rule lets it through.
    private mutating func randomDish() throws -> ImportedRestaurant.Dish {
        let good = (1...3).map { CatalogWorld.dish("Good \($0)") }
        let restaurant = CatalogWorld.restaurant(
            "Parse", menu: [["section": "Bowls", "dishes": [randomDishObject()] + good]])
        return try RestaurantImporter.restaurants(from: CatalogWorld.json(restaurant))[0].menu[0].dishes[0]
    }

    private static func lunchOnly() throws -> OpeningHours {
        let hours = Dictionary(uniqueKeysWithValues: OpeningHours.dayKeys.map { ($0, [["11:00", "14:00"]]) })
        let object = CatalogWorld.restaurant("Parse", hours: hours)
        return try RestaurantImporter.restaurants(from: CatalogWorld.json(object))[0].openingHours
    }
}

@Suite("Catalog change log gaps")
struct CatalogChangeLogGapTests {
    /// A version raised without its log entries (a process of an older release during a rolling upgrade) cannot be
    /// applied in place: the next use loads the whole catalog instead of skipping the change.
    @Test func aVersionWithoutLogEntriesMakesAWholeLoad() throws {
        let world = try CatalogWorld()
        try world.add([CatalogWorld.restaurant("Green Bowl"), CatalogWorld.restaurant("Tofu Corner")])
        #expect(try world.names(RestaurantQuery()).count == 2)
        _ = try world.database.write { connection in
            try connection.execute("UPDATE restaurants SET name = 'Renamed Bowl' WHERE name = 'Green Bowl'", [])
            try connection.execute("UPDATE catalog_version SET version = version + 1 WHERE id = 1", [])
        }
        #expect(try world.names(RestaurantQuery()).contains("Renamed Bowl"))
        #expect(world.environment.catalogCache.wholeLoads == 2)
    }
}

@Suite("Catalog changes reach other processes without a request")
struct CatalogFollowingTests {
    /// Two environments on one database stand for two processes: the one following applies the other's change as
    /// soon as PostgreSQL tells it, before any request of its own. SQLite has no second process to tell.
    @Test func aFollowingProcessAppliesAChangeBeforeItsNextRequest() throws {
        let database = try TestDatabase.make()
        defer { database.close() }
        _ = try Migrator(migrations: FoodlyMigrations.all, clock: { Date() }).migrate(database)
        let (writer, follower) = (AppEnvironment(database: database), AppEnvironment(database: database))
        let listener = CatalogService(environment: follower).followChanges()
        defer { listener?.stop() }
        guard TestDatabase.usesPostgres else {
            #expect(listener == nil)
            return
        }
        _ = try CatalogService(environment: follower).categories()
        let before = try #require(follower.catalogCache.version)
        _ = try CatalogService(environment: writer).importRestaurants(
            CatalogWorld.json([CatalogWorld.restaurant("Told Kitchen")]), by: .commandLine)
        let after = try #require(writer.catalogCache.version)
        #expect(after > before)
        let deadline = Date().addingTimeInterval(10)
        while follower.catalogCache.version != after && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(follower.catalogCache.version == after, "applied on the notification, no request made")
        #expect(follower.catalogCache.wholeLoads == 1)
    }
}
