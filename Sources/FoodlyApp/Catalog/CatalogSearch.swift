import FoodlyCore

/// The catalog's full-text index, kept current in place, in three levels searched together: a large index built
/// at a whole load (`main`), one over the restaurants changed since (`older`), and a small one over those changed
/// most recently (`recent`). A change rebuilds only `recent`; when it has grown past a limit it is folded into
/// `older`; once the levels hold more than `needsCompaction` allows, `CatalogCache` builds a new
/// `main` off the request path and hands it to `compacted(main:builtAt:)`. A restaurant's documents are always
/// taken from the newest level that has it, so results are exactly those of one index over the current documents.
///
/// Search ids: a restaurant's is its number; a dish's encodes its restaurant's number and its place on the menu
/// (`dishDocument`), so whether a level's document is out of date is one bit per restaurant in a newer level.
struct CatalogSearch: Sendable {
    /// Restaurants changed after `main` was built, with their documents as of their change, and their index.
    private struct Level: Sendable {
        /// A restaurant's documents as of the version of its change.
        struct Change: Sendable {
            let version: Int
            let documents: [SearchDocument]
        }

        /// The changed restaurants, by number.
        private(set) var changes: [Int: Change] = [:]
        /// One bit per restaurant number, set for those in `changes`.
        private var bits: [UInt64] = []
        /// The index over the documents of `changes`.
        private(set) var index = SearchIndex(documents: [])

        /// A level holding `changes`.
        init(_ changes: [Int: Change] = [:]) {
            self.changes = changes
            for number in changes.keys { mark(number) }
            index = SearchIndex(documents: changes.values.flatMap(\.documents))
        }

        /// Whether restaurant `number` is in this level.
        func holds(_ number: Int) -> Bool {
            let word = number >> 6
            return word < bits.count && bits[word] & (1 << UInt64(number & 63)) != 0
        }

        /// Sets the documents of these restaurants; the index is rebuilt.
        mutating func set(_ restaurants: [(number: Int, documents: [SearchDocument])], at version: Int) {
            for (number, documents) in restaurants {
                changes[number] = Change(version: version, documents: documents)
                mark(number)
            }
            index = SearchIndex(documents: changes.values.flatMap(\.documents))
        }

        private mutating func mark(_ number: Int) {
            let word = number >> 6
            if word >= bits.count { bits += Array(repeating: 0, count: word + 1 - bits.count) }
            bits[word] |= 1 << UInt64(number & 63)
        }
    }

    /// Search ids of dishes start here, above every restaurant number.
    static let firstDishDocument = 1 << 52
    /// Dishes per menu, at most (the place on the menu fills the low bits of a dish's search id).
    static let maxMenuDishes = 1 << 16

    /// The index of the last whole build.
    private var main: SearchIndex
    /// The catalog version `main` was built from.
    private(set) var mainVersion: Int
    /// Restaurants changed since `main`, but not recently.
    private var older = Level()
    /// Restaurants changed most recently.
    private var recent = Level()

    /// Indexes `documents` of catalog `version`.
    init(documents: [SearchDocument], version: Int) {
        self.init(main: SearchIndex(documents: documents), version: version)
    }

    /// Searches `main`, the index of the documents of catalog `version` (read from a catalog file).
    init(main: SearchIndex, version: Int) {
        self.main = main
        mainVersion = version
    }

    /// The one index that holds every document, when nothing changed since it was built.
    var wholeIndex: SearchIndex? {
        older.changes.isEmpty && recent.changes.isEmpty ? main : nil
    }

    /// The search id of the dish at `place` on restaurant `number`'s menu.
    static func dishDocument(_ number: Int, _ place: Int) -> Int {
        firstDishDocument + number * maxMenuDishes + place
    }

    /// The restaurant number and menu place of a dish's search id.
    static func dish(document id: Int) -> (restaurant: Int, place: Int) {
        let offset = id - firstDishDocument
        return (offset / maxMenuDishes, offset % maxMenuDishes)
    }

    /// Whether the levels over `main` hold more than `limit` documents, so that a new main index should be built.
    func needsCompaction(limit: Int) -> Bool { older.index.count + recent.index.count > limit }

    /// Gives restaurants (by number) their documents now (a restaurant's and its dishes'), as of `version`; folds
    /// `recent` into `older` once it holds more than `foldAfter` documents (what a change costs at most).
    mutating func replace(
        _ restaurants: [(number: Int, documents: [SearchDocument])], at version: Int, foldAfter: Int
    ) {
        guard !restaurants.isEmpty else { return }
        recent.set(restaurants, at: version)
        guard recent.index.count > foldAfter else { return }
        older = Level(older.changes.merging(recent.changes) { _, newer in newer })
        recent = Level()
    }

    /// This search with `main` replaced by an index built from the documents of catalog `version`: the changes made
    /// after that version stay over it.
    func compacted(main index: SearchIndex, builtAt version: Int) -> CatalogSearch {
        var next = self
        next.main = index
        next.mainVersion = version
        next.older = Level(
            older.changes.merging(recent.changes) { _, newer in newer }.filter { $0.value.version > version })
        next.recent = Level()
        return next
    }

    /// The best documents for `query`, as `SearchIndex.search` gives them.
    func search(
        _ query: String, limit: Int, kind: SearchDocument.Kind, filter: (Int) -> Bool,
        distance: ((Int) -> Double)?
    ) -> [SearchHit] {
        if older.changes.isEmpty && recent.changes.isEmpty {
            return main.search(query, limit: limit, kind: kind, filter: filter, distance: distance)
        }
        var hits = main.search(
            query, limit: limit, kind: kind,
            filter: { id in
                let number = CatalogSearch.restaurant(of: id)
                return !older.holds(number) && !recent.holds(number) && filter(id)
            }, distance: distance)
        if !older.changes.isEmpty {
            hits += older.index.search(
                query, limit: limit, kind: kind,
                filter: { !recent.holds(CatalogSearch.restaurant(of: $0)) && filter($0) },
                distance: distance)
        }
        hits += recent.index.search(query, limit: limit, kind: kind, filter: filter, distance: distance)
        return Array(hits.sorted { SearchHit.ranksBefore($0, $1, distance: distance) }.prefix(limit))
    }

    /// The restaurant number of a search id.
    private static func restaurant(of id: Int) -> Int {
        id < firstDishDocument ? id : dish(document: id).restaurant
    }
}
