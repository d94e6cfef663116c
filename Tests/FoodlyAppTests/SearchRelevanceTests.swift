import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The relevance set in `search-relevance.json`, run against the demo catalog.
@Suite("Search relevance on the demo catalog")
struct SearchRelevanceTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var type: String
        var q: String
        var kind: String
        var category: String?
        var diet: String?
        var maxKcal: Double?
        var near: [Double]?
        var sort: String?
        var top3: [String]?
        var top3Match: String?
        var absent: [String]?

        var testDescription: String { "\(type): \(q)" }
    }

    struct CaseFile: Decodable {
        var cases: [Case]
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("search-relevance.json")
        do {
            return try JSONDecoder().decode(CaseFile.self, from: Data(contentsOf: url)).cases
        } catch {
            Issue.record("search-relevance.json: \(error)")
            return []
        }
    }()

    /// One demo catalog for every case: seeding is the slow part.
    static let search: Result<SearchService, any Error> = Result {
        let database = try TestDatabase.migrated()
        let environment = AppEnvironment(database: database)
        _ = try CatalogService(environment: environment).importRestaurants(
            DemoSeeder.demoRestaurants(), by: .commandLine)
        return SearchService(environment: environment)
    }

    @Test func theSetHasAtLeastFortyQueriesOfEveryType() {
        #expect(SearchRelevanceTests.cases.count >= 40)
        let types = Set(SearchRelevanceTests.cases.map(\.type))
        #expect(types.isSuperset(of: ["exact", "prefix", "typo", "accent", "multi-word", "filter"]))
    }

    @Test(arguments: SearchRelevanceTests.cases)
    func expectedResultsAreInTheTopThree(_ example: Case) throws {
        let diet = try example.diet.map { try #require(Diet(rawValue: $0), "unknown diet \($0)") }
        let query = SearchQuery(
            text: example.q,
            point: example.near.map { GeoPoint(latitude: $0[0], longitude: $0[1]) },
            category: example.category, diet: diet, maxKcal: example.maxKcal, lighterFirst: example.sort == "lighter")
        let results = try SearchRelevanceTests.search.get().search(query)
        let found: [(name: String, pinned: String)]
        if example.kind == "restaurants" {
            found = results.restaurants.map { ($0.restaurant.name, $0.restaurant.name) }
        } else {
            found = results.dishes.map { ($0.dish.name, "\($0.dish.name) @ \($0.restaurant.restaurant.name)") }
            check(results.dishes, against: query)
        }
        let top = found.prefix(3)
        for name in example.top3 ?? [] {
            #expect(
                top.contains { $0.name == name || $0.pinned == name }, "\(name) not in top 3: \(top.map(\.pinned))")
        }
        if let pattern = example.top3Match {
            let expression = try Regex(pattern)
            #expect(!top.isEmpty, "nothing found")
            for hit in top {
                #expect(hit.name.contains(expression), "\(hit.name) does not match \(pattern)")
            }
        }
        for name in example.absent ?? [] {
            #expect(!found.contains { $0.pinned == name }, "\(name) should not be found")
        }
    }

    /// Every dish found obeys the filters, and lighter-first really is ordered by kcal.
    private func check(_ dishes: [SearchResults.DishResult], against query: SearchQuery) {
        for result in dishes {
            #expect(result.dish.available)
            if let diet = query.diet { #expect(result.dish.diets.contains(diet)) }
            if let cap = query.maxKcal { #expect(result.dish.nutrition.kcal <= cap) }
            if let category = query.category { #expect(result.restaurant.restaurant.categories.contains(category)) }
            if let point = query.point { #expect(result.restaurant.restaurant.delivers(to: point)) }
        }
        if query.lighterFirst {
            let kcal = dishes.map(\.dish.nutrition.kcal)
            #expect(kcal == kcal.sorted(), "lighter first must be ordered by kcal")
        }
    }
}
