extension SearchIndex {
    /// The best documents for `query`, best first, at most `limit`.
    ///
    /// Every query word must match a word of the document's name or secondary text exactly, as a prefix, or
    /// within the typo budget (1 edit for words of 4+ characters, 2 for 8+, counting the shorter word; none for
    /// words with digits or over 24 characters).
    /// Order: relevance points (`SearchHit.score`), then popularity (higher first), then `distance` (lower first,
    /// when given), then id. An empty query, or one with no letters or digits, finds nothing.
    /// - Parameters:
    ///   - query: what the user typed; punctuation and operators are ordinary separators.
    ///   - limit: the most hits to return.
    ///   - kind: only dishes or only restaurants; nil for both.
    ///   - filter: whether a document id may be returned (diet, calories, location, availability…). It is only
    ///     asked about documents that match every word and could still make the hits (with a permissive filter,
    ///     about `limit` per score level), best first within a level. A trailing closure binds here.
    ///   - distance: the caller's distance for a document id (e.g. km from the customer), used only to order
    ///     equally relevant, equally popular hits; called only for those that pass `filter`.
    public func search(
        _ query: String, limit: Int = 20, kind: SearchDocument.Kind? = nil,
        filter: (Int) -> Bool = { _ in true }, distance: ((Int) -> Double)? = nil
    ) -> [SearchHit] {
        guard limit > 0, count > 0 else { return [] }
        let words = SearchIndex.queryWords(query)
        guard !words.isEmpty else { return [] }
        var streams = QueryStreams(words.map { match($0) }, postings: postings)
        if streams.anyWordEmpty { return [] }

        var collector = HitCollector(limit: limit, bestTotal: streams.bestTotal, byDistance: distance != nil)
        evaluate(&streams, kind: kind?.rawValue, collector: &collector, filter: filter)
        let measure = distance.map { distance in
            { (ranked: RankedDocument) in distance(documentIDs[Int(ranked.document)]) }
        }
        return collector.ranked(distance: measure).map { ranked in
            SearchHit(
                id: documentIDs[Int(ranked.document)], score: Double(ranked.total),
                matchQuality: MatchPoints.quality(ranked.flags), field: MatchPoints.field(ranked.flags),
                popularity: popularity[Int(ranked.document)])
        }
    }
}
