import FoodlyCore
import Testing

/// A small catalog where every dish or restaurant exercises one way of matching.
let searchCatalog: [SearchDocument] = [
    SearchDocument(
        id: 1, kind: .dish, name: "Avocado toast", secondary: "Sourdough, smashed avocado, chilli flakes",
        popularity: 5),
    SearchDocument(
        id: 2, kind: .dish, name: "Quinoa salad", secondary: "Quinoa, cucumber, feta and mint", popularity: 3),
    SearchDocument(
        id: 3, kind: .dish, name: "Crème brûlée", secondary: "Vanilla custard with caramelised sugar", popularity: 2),
    SearchDocument(
        id: 4, kind: .dish, name: "Broccoli stir-fry", secondary: "Tenderstem broccoli, tofu, ginger and soy",
        popularity: 4),
    SearchDocument(
        id: 5, kind: .dish, name: "Green bowl", secondary: "Spinach, avocado, edamame, brown rice", popularity: 9),
    SearchDocument(
        id: 6, kind: .restaurant, name: "Avocado House", secondary: "Mexican · Healthy · Bowls", popularity: 7),
    SearchDocument(id: 7, kind: .restaurant, name: "Tofu Temple", secondary: "Japanese, Vegan", popularity: 1),
    SearchDocument(id: 8, kind: .dish, name: "Pea soup", secondary: "Garden peas and mint", popularity: 6),
    SearchDocument(id: 9, kind: .dish, name: "Salad* special (OR) - chef's choice", popularity: 0),
]

/// The index over `searchCatalog`, built once.
let searchCatalogIndex = SearchIndex(documents: searchCatalog)

/// The ids `query` finds in the small catalog, best first.
func searchIDs(_ query: String, kind: SearchDocument.Kind? = nil) -> [Int] {
    searchCatalogIndex.search(query, limit: 50, kind: kind).map(\.id)
}

@Suite("Search matching")
struct SearchMatchingTests {
    @Test func exactWordsMatchNamesAndSecondaryText() {
        #expect(searchCatalogIndex.count == searchCatalog.count)
        #expect(Set(searchIDs("avocado")) == [1, 5, 6])
        #expect(searchIDs("ginger") == [4])  // only in a description
        #expect(searchIDs("mexican") == [6])  // a restaurant's cuisine
        #expect(searchIDs("vegan") == [7])
    }

    @Test func caseAndAccentsAreIgnored() {
        #expect(searchIDs("creme brulee") == [3])
        #expect(searchIDs("CRÈME BRÛLÉE") == [3])
        #expect(searchIDs("Crème") == [3])
        let hit = searchCatalogIndex.search("creme brulee").first
        #expect(hit?.matchQuality == .exact)
        #expect(hit?.field == .name)
    }

    @Test func prefixesMatch() {
        #expect(Set(searchIDs("avoc")) == [1, 5, 6])
        #expect(searchCatalogIndex.search("avoc").allSatisfy { $0.matchQuality == .prefix })
        #expect(searchIDs("brul") == [3])
        #expect(searchIDs("q") == [2])
        #expect(searchIDs("caramel") == [3])
    }

    @Test(arguments: [("avocdo", [1, 5, 6]), ("quinao", [2]), ("brocoli", [4]), ("tfou", [7, 4]), ("spinah", [5])])
    func smallTyposMatch(query: String, expected: [Int]) {
        let hits = searchCatalogIndex.search(query)
        #expect(Set(hits.map(\.id)) == Set(expected))
        #expect(hits.allSatisfy { $0.matchQuality == .fuzzy })
    }

    @Test func typoBudgetDependsOnWordLength() {
        #expect(searchIDs("pae").isEmpty)  // three letters: no typo allowed
        #expect(searchIDs("pez").isEmpty)
        #expect(searchIDs("pea") == [8])  // exact "pea" in the name, prefix of "peas"
        #expect(searchIDs("tofy") == [7, 4])  // four letters: one edit
        #expect(searchIDs("tufo").isEmpty)  // two substitutions are two edits
        #expect(searchIDs("spnch").isEmpty)  // five letters, two edits
        #expect(searchIDs("tendrstm") == [4])  // eight letters: two edits
        #expect(searchIDs("karamelized") == [3])
        #expect(searchIDs("brocolli") == [4])
        #expect(Set(searchIDs("mini")) == [2, 8])  // one edit from "mint"
        #expect(searchIDs("minttt").isEmpty)  // two edits from "mint": the shorter word sets the budget
        #expect(searchIDs("ice").isEmpty)  // three letters: never a typo of "rice"
    }

    @Test func wordsWithDigitsAreNeverFuzzy() {
        let index = SearchIndex(documents: [
            SearchDocument(id: 1, kind: .restaurant, name: "Kitchen 1234"),
            SearchDocument(id: 2, kind: .restaurant, name: "Kitchen 1235"),
            SearchDocument(id: 3, kind: .dish, name: "Vitamin b12 bowl"),
            SearchDocument(id: 4, kind: .dish, name: "Soup 7up"),
        ])
        #expect(index.search("kitchen 1234").map(\.id) == [1])
        #expect(index.search("kitchen 123").map(\.id) == [1, 2])  // prefixes still count
        #expect(index.search("kitchen 1243").isEmpty)
        #expect(index.search("b13").isEmpty)
        #expect(index.search("b1").map(\.id) == [3])
        #expect(index.search("7ups").isEmpty)
        #expect(index.search("kitchn").map(\.id) == [1, 2])
    }

    @Test func everyQueryWordMustMatch() {
        #expect(searchIDs("avocado toast") == [1])
        #expect(searchIDs("avocado rice") == [5])  // both in the description
        #expect(searchIDs("avocado house") == [6])
        #expect(searchIDs("avocado quinoa").isEmpty)
        #expect(searchIDs("avoc toas") == [1])  // prefixes
        #expect(searchIDs("avocdo tost") == [1])  // typos
        #expect(searchIDs("toast AVOCADO") == [1])  // order does not matter
        #expect(searchIDs("avocado avocado avocado") == searchIDs("avocado"))  // repeats count once
    }

    @Test func queryCharactersAreTextNeverSyntax() {
        #expect(searchIDs("\"avocado\" OR 1=1").isEmpty)  // no document has all of avocado, or…, 1
        #expect(searchIDs("\"quinoa\"") == [2])
        #expect(searchIDs("salad*") == searchIDs("salad"))
        #expect(Set(searchIDs("salad*")) == [2, 9])
        #expect(searchIDs("-tofu") == searchIDs("tofu"))
        #expect(searchIDs("(quinoa)") == [2])
        #expect(searchIDs("name:avocado") == searchIDs("name avocado"))
        #expect(searchIDs("OR") == [9])  // just a word
        #expect(searchIDs("salad OR special") == [9])
        #expect(searchIDs("avo*") == searchIDs("avo"))
        for query in ["-", ")", "(", "*", ":", "\"", "\"\"", "%", "\\", "--", "/*"] {
            #expect(searchIDs(query).isEmpty, "\(query)")
        }
    }

    @Test(arguments: ["", " ", "   \t\n", "🥑", "!?"])
    func emptyQueriesFindNothing(query: String) {
        #expect(searchCatalogIndex.search(query).isEmpty)
    }

    @Test func kindRestrictsResults() {
        #expect(searchIDs("avocado", kind: .restaurant) == [6])
        #expect(Set(searchIDs("avocado", kind: .dish)) == [1, 5])
        #expect(searchIDs("tofu", kind: .restaurant) == [7])
        #expect(searchIDs("tofu", kind: .dish) == [4])
        #expect(searchIDs("ginger", kind: .restaurant).isEmpty)
    }

    @Test func emptyIndexAndZeroLimit() {
        #expect(SearchIndex(documents: []).search("avocado").isEmpty)
        #expect(SearchIndex(documents: []).count == 0)
        #expect(searchCatalogIndex.search("avocado", limit: 0).isEmpty)
        #expect(searchCatalogIndex.search("avocado", limit: -3).isEmpty)
        #expect(searchCatalogIndex.search("avocado", limit: 1).count == 1)
    }
}
