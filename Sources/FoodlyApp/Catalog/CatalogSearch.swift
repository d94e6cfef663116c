import FoodlyCore

/// The catalog's full-text index, kept current in place: a large index built at a whole load (`main`) and a small
/// one over the documents changed since (`overlay`), searched together. A change rebuilds only the small one; once
/// it has grown past `needsCompaction`, `CatalogCache` builds a new large one off the request path and hands it to
/// `compacted(main:builtAt:)`. Results are exactly those of one index over the current documents.
struct CatalogSearch: Sendable {
    /// A document changed after `main` was built: its text now (nil when it is gone) and the version of the change.
    private struct Change: Sendable {
        let version: Int
        let document: SearchDocument?
    }

    /// The index of the last whole build.
    private var main: SearchIndex
    /// The catalog version `main` was built from.
    private(set) var mainVersion: Int
    /// Every document changed since `main`, by id; `main`'s copies of these are never returned.
    private var changes: [Int: Change] = [:]
    /// The index over the current text of `changes`.
    private var overlay = SearchIndex(documents: [])

    /// Indexes `documents` of catalog `version`.
    init(documents: [SearchDocument], version: Int) {
        main = SearchIndex(documents: documents)
        mainVersion = version
    }

    /// Whether the overlay holds more than `minimum` documents and a 64th of the main index, so that a new main
    /// index should be built.
    func needsCompaction(minimum: Int) -> Bool { changes.count > max(minimum, main.count / 64) }

    /// Replaces the documents with ids `removed` by `added` (a document may be in both: it changed), at `version`.
    mutating func replace(_ removed: [Int], with added: [SearchDocument], at version: Int) {
        guard !removed.isEmpty || !added.isEmpty else { return }
        for id in removed { changes[id] = Change(version: version, document: nil) }
        for document in added { changes[document.id] = Change(version: version, document: document) }
        overlay = SearchIndex(documents: changes.values.compactMap(\.document))
    }

    /// This search with `main` replaced by an index built from the documents of catalog `version`: the changes made
    /// after that version stay in the overlay.
    func compacted(main index: SearchIndex, builtAt version: Int) -> CatalogSearch {
        var next = self
        next.main = index
        next.mainVersion = version
        next.changes = changes.filter { $0.value.version > version }
        next.overlay = SearchIndex(documents: next.changes.values.compactMap(\.document))
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
            query, limit: limit, kind: kind, filter: { changes[$0] == nil && filter($0) }, distance: distance)
        let changed = overlay.search(query, limit: limit, kind: kind, filter: filter, distance: distance)
        guard !changed.isEmpty else { return current }
        return Array(
            (current + changed).sorted { SearchHit.ranksBefore($0, $1, distance: distance) }.prefix(limit))
    }
}
