import FoodlyCore
import Testing

/// Synthetic dishes from a small vocabulary, the same on every run.
enum SearchSynthetic {
    static let adjectives = [
        "smoky", "spicy", "roasted", "grilled", "fresh", "crispy", "creamy", "tangy", "zesty", "herby", "golden",
        "charred", "steamed", "baked", "sticky", "warm", "chilled", "rustic", "garden", "summer",
    ]
    static let ingredients = [
        "avocado", "quinoa", "broccoli", "tofu", "chickpea", "lentil", "salmon", "chicken", "spinach", "kale",
        "mushroom", "halloumi", "tempeh", "edamame", "beetroot", "pumpkin", "falafel", "aubergine", "courgette",
        "tomato", "sweetcorn", "prawn", "feta", "mango", "cauliflower", "pea", "bean", "rice", "noodle", "crème",
    ]
    static let forms = [
        "bowl", "salad", "wrap", "curry", "soup", "toast", "burger", "stew", "risotto", "taco", "poke", "noodles",
        "skewers", "frittata", "brûlée",
    ]
    static let extras = ["lime", "ginger", "sesame", "mint", "chilli", "garlic", "tahini", "miso", "pesto", "yoghurt"]

    /// `count` dishes: a name of adjective, ingredient and form (capitalised), a description of an ingredient
    /// and extras.
    static func dishes(_ count: Int, seed: UInt64 = 42) -> [SearchDocument] {
        var random = SearchTestRandom(seed: seed)
        let capitalised = [adjectives, ingredients, forms].map { words in
            words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        }
        return (0..<count).map { id in
            let name = capitalised.map { $0.randomElement(using: &random)! }.joined(separator: " ")
            let description =
                "with \(ingredients.randomElement(using: &random)!), \(extras.randomElement(using: &random)!)"
                + " and \(extras.randomElement(using: &random)!)"
            let popularity = Double(Int.random(in: 0..<500, using: &random))
            return SearchDocument(
                id: id, kind: id % 50 == 0 ? .restaurant : .dish, name: name, secondary: description,
                popularity: popularity)
        }
    }
}

/// A slow, obviously correct re-statement of the ranking rules, to check the index against. Documents are
/// tokenised once; each query scores every distinct document word once, then every document.
struct SearchReference {
    let documents: [SearchDocument]
    let vocabulary: [String]
    let names: [[Int]]
    let secondaries: [[Int]]

    init(_ documents: [SearchDocument]) {
        var numbers: [String: Int] = [:]
        var vocabulary: [String] = []
        func number(_ word: String) -> Int {
            if let known = numbers[word] { return known }
            numbers[word] = vocabulary.count
            vocabulary.append(word)
            return vocabulary.count - 1
        }
        self.documents = documents
        names = documents.map { SearchText.tokens($0.name).map(number) }
        secondaries = documents.map { SearchText.tokens($0.secondary).map(number) }
        self.vocabulary = vocabulary
    }

    static func points(_ word: String, _ documentWord: String, name: Bool) -> Int {
        if documentWord == word { return name ? 12 : 5 }
        if documentWord.hasPrefix(word) { return name ? 10 : 4 }
        let budget = SearchText.typoBudget(length: min(word.unicodeScalars.count, documentWord.unicodeScalars.count))
        let digits = (word + documentWord).contains { $0.isASCII && $0.isNumber }
        guard !digits, word.count <= 24, documentWord.count <= 24,
            let edits = EditDistance.osa(word, documentWord, limit: budget)
        else { return 0 }
        return (name ? 8 : 3) - (edits > 1 ? 1 : 0)
    }

    /// (id, score) of the best `limit` documents for `query`.
    func search(
        _ query: String, limit: Int, kind: SearchDocument.Kind? = nil, filter: (Int) -> Bool = { _ in true },
        distance: (Int) -> Double = { _ in 0 }
    ) -> [(id: Int, score: Double)] {
        var words: [String] = []
        for word in SearchText.tokens(query).prefix(16) where !words.contains(word) { words.append(word) }
        guard !words.isEmpty else { return [] }
        let namePoints = words.map { word in vocabulary.map { SearchReference.points(word, $0, name: true) } }
        let otherPoints = words.map { word in vocabulary.map { SearchReference.points(word, $0, name: false) } }
        var scored: [(id: Int, score: Int, popularity: Double)] = []
        for (index, document) in documents.enumerated() {
            if let kind, document.kind != kind { continue }
            var total = 0
            for word in words.indices {
                var best = 0
                for token in names[index] { best = max(best, namePoints[word][token]) }
                for token in secondaries[index] { best = max(best, otherPoints[word][token]) }
                if best == 0 {
                    total = -1
                    break
                }
                total += best
            }
            if total > 0 && filter(document.id) { scored.append((document.id, total, document.popularity)) }
        }
        scored.sort {
            ($1.score, $1.popularity, distance($0.id), $0.id) < ($0.score, $0.popularity, distance($1.id), $1.id)
        }
        return scored.prefix(limit).map { ($0.id, Double($0.score)) }
    }
}

@Suite("Search at scale")
struct SearchScaleTests {
    /// 100,000 documents: more than one evaluation window, so early stops and buckets across windows count.
    @Test func agreesWithAReferenceImplementation() {
        let documents = SearchSynthetic.dishes(100_000, seed: 3)
        let index = SearchIndex(documents: documents)
        let reference = SearchReference(documents)
        let queries = [
            "avocado", "avoc", "avocdo", "a", "s", "bowl", "smoky quinoa", "quinao salad", "creme brulee", "brul",
            "spicy tofu bowl", "tfou", "with", "with lime", "lim", "ginger mint", "pea", "peas", "noodle", "nood",
            "broccolli", "cauliflowr curry", "roasted", "rosted", "gril", "kale wrap", "zzz", "mango mint lime",
            "smoky avocado bowl lime", "summer pea soup", "w", "and", "tahini miso",
        ]
        for query in queries {
            let expected = reference.search(query, limit: 40)
            for limit in [1, 40] {
                let hits = index.search(query, limit: limit)
                #expect(hits.map(\.id) == expected.prefix(limit).map(\.id), "\(query) limit \(limit)")
                #expect(hits.map(\.score) == expected.prefix(limit).map(\.score), "\(query) limit \(limit)")
            }
        }
        let rare: (Int) -> Bool = { $0 % 997 == 0 }
        for query in ["bowl", "mint", "gril", "smoky tofu"] {
            let expected = reference.search(query, limit: 30, kind: .restaurant, filter: rare)
            let hits = index.search(query, limit: 30, kind: .restaurant, filter: rare)
            #expect(hits.map(\.id) == expected.map(\.id), "\(query) restaurants")
            #expect(hits.map(\.score) == expected.map(\.score), "\(query) restaurants")
        }
        let kilometres: (Int) -> Double = { Double(($0 * 7_919) % 13) }
        for query in ["bowl", "smoky", "lime mint", "tofu"] {
            let expected = reference.search(query, limit: 25, distance: kilometres)
            let hits = index.search(query, limit: 25, distance: kilometres)
            #expect(hits.map(\.id) == expected.map(\.id), "\(query) by distance")
        }
    }

    /// Postings are kept in segments of 65,536 documents, popularity and ids in runs: an index made
    /// again from its arrays answers alike, every hit with its document's popularity to the bit, and arrays that
    /// do not fit together are refused.
    @Test func partsRoundTripAndRefuseWhatDoesNotFit() throws {
        var documents = SearchSynthetic.dishes(150_000, seed: 5)
        for index in documents.indices where index % 5 == 0 { documents[index].popularity = Double(index % 7) / 3 }
        let index = SearchIndex(documents: documents)
        let parts = index.parts
        #expect(parts.popularityValues.count < 600, "runs, not one value a document")
        let again = try #require(SearchIndex(parts: parts))
        #expect(again.parts == parts)
        let popularity = Dictionary(uniqueKeysWithValues: documents.map { ($0.id, $0.popularity) })
        for query in ["avocado", "smoky quinoa", "tfou", "s", "with lime"] {
            let hits = again.search(query, limit: 40) { $0 % 3 != 0 }
            #expect(hits.map(\.id) == index.search(query, limit: 40) { $0 % 3 != 0 }.map(\.id), "\(query)")
            #expect(hits.allSatisfy { $0.popularity.bitPattern == popularity[$0.id]?.bitPattern }, "\(query)")
        }
        // A small index where one list, "tofu" in names, is one segment of three documents: its head, then places.
        let small = SearchIndex(
            documents: ["Tofu bowl", "Tofu salad", "Tofu wrap", "Lime soup"].enumerated().map {
                SearchDocument(id: $0.offset, kind: .dish, name: $0.element)
            }
        ).parts
        #expect(SearchIndex(parts: small) != nil)
        let offsets = small.postingOffsets.map(Int.init)
        let tofu = try #require(offsets.indices.dropLast().first { offsets[$0 + 1] - offsets[$0] == 5 })
        let head = offsets[tofu]
        #expect(small.postingEntries[head..<head + 2] == [0, 2], "window 0, three documents")
        let spoiled: [(String, (inout SearchIndex.Parts) -> Void)] = [
            ("a segment longer than its list", { $0.postingEntries[head + 1] += 1 }),
            ("a window past the documents", { $0.postingEntries[head] = 100 }),
            ("places out of order", { $0.postingEntries.swapAt(head + 2, head + 3) }),
            ("lists that overlap", { $0.postingOffsets[1] = $0.postingOffsets[2] + 1 }),
            ("entries cut short", { $0.postingEntries.removeLast() }),
            ("popularity runs not from the first document", { $0.popularityStarts[0] = 1 }),
            ("a popularity run without its value", { $0.popularityStarts.append(3) }),
            ("a popularity run past the documents", { $0.popularityStarts.append(4) }),
            ("id runs not from the first document", { $0.documentIDStarts[0] = 2 }),
            ("an id run without its first id", { $0.documentIDFirsts.removeLast() }),
        ]
        for (name, spoil) in spoiled {
            var bad = small
            spoil(&bad)
            let refused = SearchIndex(parts: bad) == nil
            #expect(refused, "\(name)")
        }
    }

    @Test func twoHundredThousandDishes() {
        let documents = SearchSynthetic.dishes(200_000)
        let index = SearchIndex(documents: documents)
        #expect(index.count == 200_000)
        #expect(index.termCount < 200)
        let byID = Dictionary(uniqueKeysWithValues: documents.map { ($0.id, $0) })

        let hits = index.search("smoky avocdo bowl", limit: 40, kind: .dish)
        #expect(hits.count == 40)
        let namedExactly = documents.filter {
            $0.kind == .dish && SearchText.normalize($0.name) == "smoky avocado bowl"
        }
        .sorted { ($1.popularity, $0.id) < ($0.popularity, $1.id) }
        #expect(namedExactly.count > 5 && namedExactly.count < 40)
        #expect(hits.prefix(namedExactly.count).map(\.id) == namedExactly.map(\.id))
        for hit in hits {
            let document = byID[hit.id]!
            #expect(document.kind == .dish)
            #expect(hit.matchQuality == .fuzzy)
            let name = SearchText.tokens(document.name)
            #expect(name.contains("smoky") && name.contains("bowl"))
            #expect(name.contains("avocado") || SearchText.tokens(document.secondary).contains("avocado"))
        }

        let restaurants = index.search("creme", limit: 10, kind: .restaurant)
        #expect(restaurants.count == 10)
        #expect(restaurants.allSatisfy { byID[$0.id]!.kind == .restaurant })

        let filtered = index.search("quinoa", limit: 30) { $0 % 7 == 0 }
        #expect(filtered.count == 30)
        #expect(filtered.allSatisfy { $0.id % 7 == 0 })

        #expect(index.search("avocado quinoa falafel", limit: 5).isEmpty)
        #expect(index.search("s", limit: 100).count == 100)
    }
}
