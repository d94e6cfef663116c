import FoodlyCore
import Testing

@Suite("Search ranking")
struct SearchRankingTests {
    /// Dishes that each match "tofu" differently; popularity runs against relevance on purpose.
    let ladder = SearchIndex(documents: [
        SearchDocument(id: 1, kind: .dish, name: "Green bowl", secondary: "with tofu", popularity: 100),
        SearchDocument(id: 2, kind: .dish, name: "Tofo bake", secondary: "", popularity: 50),
        SearchDocument(id: 3, kind: .dish, name: "Tofurky roast", secondary: "", popularity: 20),
        SearchDocument(id: 4, kind: .dish, name: "Silken tofu", secondary: "", popularity: 1),
        SearchDocument(id: 5, kind: .dish, name: "Miso soup", secondary: "tofurky croutons", popularity: 200),
        SearchDocument(id: 6, kind: .dish, name: "Ramen", secondary: "tofo", popularity: 300),
    ])

    @Test func exactBeatsPrefixBeatsFuzzyAndNameBeatsSecondary() {
        let hits = ladder.search("tofu")
        #expect(hits.map(\.id) == [4, 3, 2, 1, 5, 6])
        #expect(hits.map(\.matchQuality) == [.exact, .prefix, .fuzzy, .exact, .prefix, .fuzzy])
        #expect(hits.map(\.field) == [.name, .name, .name, .secondary, .secondary, .secondary])
        #expect(hits.map(\.score) == hits.map(\.score).sorted(by: >))
        #expect(Set(hits.map(\.score)).count == hits.count)
    }

    @Test func popularityBreaksTies() {
        let index = SearchIndex(documents: [
            SearchDocument(id: 1, kind: .dish, name: "Lentil soup", popularity: 1),
            SearchDocument(id: 2, kind: .dish, name: "Lentil salad", popularity: 9),
            SearchDocument(id: 3, kind: .dish, name: "Lentil dal", popularity: 5),
            SearchDocument(id: 4, kind: .dish, name: "Red lentil curry", popularity: .nan),  // NaN counts as 0
        ])
        #expect(index.search("lentil").map(\.id) == [2, 3, 1, 4])
        #expect(index.search("lent").map(\.id) == [2, 3, 1, 4])
        #expect(index.search("lentil", limit: 2).map(\.id) == [2, 3])
    }

    @Test func distanceBreaksTiesOfEqualPopularityThenID() {
        let index = SearchIndex(documents: [
            SearchDocument(id: 10, kind: .dish, name: "Falafel wrap", popularity: 3),
            SearchDocument(id: 11, kind: .dish, name: "Falafel plate", popularity: 3),
            SearchDocument(id: 12, kind: .dish, name: "Falafel bowl", popularity: 3),
            SearchDocument(id: 13, kind: .dish, name: "Falafel box", popularity: 3),
            SearchDocument(id: 14, kind: .dish, name: "Falafel salad", popularity: 4),
            SearchDocument(id: 15, kind: .dish, name: "Hummus", secondary: "falafel", popularity: 99),
        ])
        let kilometres: [Int: Double] = [10: 5, 11: 1, 12: 3, 13: 1, 14: 9, 15: 0]
        let hits = index.search("falafel", distance: { kilometres[$0]! })
        #expect(hits.map(\.id) == [14, 11, 13, 12, 10, 15])
        #expect(index.search("falafel").map(\.id) == [14, 10, 11, 12, 13, 15])  // without distance: by id
        #expect(index.search("falafel", limit: 2, distance: { kilometres[$0]! }).map(\.id) == [14, 11])
        #expect(index.search("falafel", distance: { _ in .nan }).map(\.id) == [14, 10, 11, 12, 13, 15])
    }

    @Test func namesOutrankSecondaryTextAcrossWords() {
        let index = SearchIndex(documents: [
            SearchDocument(id: 1, kind: .dish, name: "Chicken", secondary: "with rice", popularity: 9),
            SearchDocument(id: 2, kind: .dish, name: "Chicken rice", secondary: "", popularity: 1),
            SearchDocument(id: 3, kind: .dish, name: "Bowl", secondary: "chicken and rice", popularity: 10),
        ])
        let hits = index.search("chicken rice")
        #expect(hits.map(\.id) == [2, 1, 3])
        #expect(hits.map(\.field) == [.name, .secondary, .secondary])
        #expect(hits.map(\.matchQuality) == [.exact, .exact, .exact])
        #expect(index.search("chick rice").first?.matchQuality == .prefix)
        #expect(index.search("chikcen rice").first?.matchQuality == .fuzzy)
    }

    @Test func filterIsAppliedAndAskedSparingly() {
        #expect(Set(searchIDs("avocado")) == [1, 5, 6])
        let filtered = searchCatalogIndex.search("avocado") { $0 != 5 }
        #expect(Set(filtered.map(\.id)) == [1, 6])
        var asked: [Int] = []
        let one = searchCatalogIndex.search("avocado", limit: 1) { id in
            asked.append(id)
            return true
        }
        // Only documents that match every word are asked about, and none once a best possible hit is in.
        #expect(one.map(\.id) == [6])
        #expect(asked.last == 6)
        #expect(Set(asked).isSubset(of: [1, 5, 6]))
        let none = searchCatalogIndex.search("avocado") { _ in false }
        #expect(none.isEmpty)
    }

    @Test func filterSkipsRejectedDocumentsWithoutLosingLaterOnes() {
        let index = SearchIndex(
            documents: (0..<300).map { SearchDocument(id: $0, kind: .dish, name: "Kale bowl \($0)", popularity: 0) })
        let hits = index.search("kale", limit: 5) { $0 % 100 == 99 }
        #expect(hits.map(\.id) == [99, 199, 299])
        var asked = 0
        _ = index.search("kale", limit: 5) { _ in
            asked += 1
            return true
        }
        #expect(asked == 5)
    }

    @Test func kindAndFilterCombine() {
        let hits = searchCatalogIndex.search("avocado", kind: .dish) { $0 != 1 }
        #expect(hits.map(\.id) == [5])
    }

    @Test func resultsAreDeterministicWhateverTheInputOrder() {
        var shuffled = searchCatalog
        var generator = SearchTestRandom(seed: 7)
        shuffled.shuffle(using: &generator)
        let other = SearchIndex(documents: shuffled)
        for query in ["avocado", "avoc", "tofu", "mint", "quinao", "a", "s", "creme brulee", "bowl"] {
            let expected = searchCatalogIndex.search(query)
            #expect(other.search(query) == expected, "\(query)")
            #expect(searchCatalogIndex.search(query) == expected, "\(query)")
        }
    }
}

/// SplitMix64: a small seeded generator so synthetic data is the same on every run.
struct SearchTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
