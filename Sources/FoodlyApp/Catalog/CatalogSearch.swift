import FoodlyCore

/// The catalog's full-text index, kept current in place: a large index built at a whole load (`main`) and a small
/// one over the restaurants changed since (`overlay`), searched together. A change rebuilds only the small one; once
/// it has grown past `needsCompaction`, `CatalogCache` builds a new large one off the request path and hands it to
/// `compacted(main:builtAt:)`. Results are exactly those of one index over the current documents.
///
/// Search ids: a restaurant's is its number; a dish's encodes its restaurant's number and its place on the menu
/// (`dishDocument`), so whether an id of `main` is out of date is one bit per restaurant.
struct CatalogSearch: Sendable {
    /// A restaurant changed after `main` was built: the version of the change and its documents now.
    private struct Change: Sendable {
        let version: Int
        let documents: [SearchDocument]
    }

    /// Search ids of dishes start here, above every restaurant number.
    static let firstDishDocument = 1 << 52
    /// Dishes per menu, at most (the place on the menu fills the low bits of a dish's search id).
    static let maxMenuDishes = 1 << 16

    /// The index of the last whole build.
    private var main: SearchIndex
    /// The catalog version `main` was built from.
    private(set) var mainVersion: Int
    /// Every restaurant changed since `main`, by number; `main`'s documents of these are never returned.
    private var changes: [Int: Change] = [:]
    /// One bit per restaurant number, set for those in `changes`.
    private var stale: [UInt64] = []
    /// The index over the current documents of `changes`.
    private var overlay = SearchIndex(documents: [])

    /// Indexes `documents` of catalog `version`.
    init(documents: [SearchDocument], version: Int) {
        main = SearchIndex(documents: documents)
        mainVersion = version
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

    /// Whether the overlay holds more than `limit` documents, so that a new main index should be built (the overlay
    /// is rebuilt with every change: its size is what each change costs).
    func needsCompaction(limit: Int) -> Bool { overlay.count > limit }

    /// Gives restaurants (by number) their documents now (a restaurant's and its dishes'), as of `version`.
    mutating func replace(_ restaurants: [(number: Int, documents: [SearchDocument])], at version: Int) {
        guard !restaurants.isEmpty else { return }
        for (number, documents) in restaurants {
            changes[number] = Change(version: version, documents: documents)
            mark(number)
        }
        overlay = SearchIndex(documents: changes.values.flatMap(\.documents))
    }

    /// This search with `main` replaced by an index built from the documents of catalog `version`: the changes made
    /// after that version stay in the overlay.
    func compacted(main index: SearchIndex, builtAt version: Int) -> CatalogSearch {
        var next = self
        next.main = index
        next.mainVersion = version
        next.changes = changes.filter { $0.value.version > version }
        next.stale = []
        for number in next.changes.keys { next.mark(number) }
        next.overlay = SearchIndex(documents: next.changes.values.flatMap(\.documents))
        return next
    }

    /// The best documents for `query`, as `SearchIndex.search` gives them.
    func search(
        _ query: String, limit: Int, kind: SearchDocument.Kind, filter: (Int) -> Bool,
        distance: ((Int) -> Double)?
    ) -> [SearchHit] {
        guard !changes.isEmpty else {
            return main.search(query, limit: limit, kind: kind, filter: filter, distance: distance)
        }
        let current = main.search(
            query, limit: limit, kind: kind, filter: { !isStale($0) && filter($0) }, distance: distance)
        let changed = overlay.search(query, limit: limit, kind: kind, filter: filter, distance: distance)
        guard !changed.isEmpty else { return current }
        return Array(
            (current + changed).sorted { SearchHit.ranksBefore($0, $1, distance: distance) }.prefix(limit))
    }

    /// Whether `main`'s document `id` belongs to a restaurant changed since.
    private func isStale(_ id: Int) -> Bool {
        let number = id < CatalogSearch.firstDishDocument ? id : CatalogSearch.dish(document: id).restaurant
        let word = number >> 6
        return word < stale.count && stale[word] & (1 << UInt64(number & 63)) != 0
    }

    private mutating func mark(_ number: Int) {
        let word = number >> 6
        if word >= stale.count { stale += Array(repeating: 0, count: word + 1 - stale.count) }
        stale[word] |= 1 << UInt64(number & 63)
    }
}
