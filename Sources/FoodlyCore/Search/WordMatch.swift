/// The dictionary terms one query word matches, and how: at most one exact term, a contiguous range of longer
/// terms it is a prefix of, and terms within its typo budget (outside that range).
struct WordMatch {
    /// The term equal to the word, if indexed.
    var exact: Int?
    /// Terms that start with the word, without the exact term.
    var prefixes: Range<Int>
    /// Terms within the typo budget, with their edit distance (at least 1).
    var fuzzy: [(term: Int, edits: Int)]

    /// Whether no term matches.
    var isEmpty: Bool { exact == nil && prefixes.isEmpty && fuzzy.isEmpty }

    /// Calls `body(term, quality, edits)` for every matched term.
    func forEachTerm(_ body: (Int, SearchHit.MatchQuality, Int) -> Void) {
        if let exact { body(exact, .exact, 0) }
        for term in prefixes { body(term, .prefix, 0) }
        for candidate in fuzzy { body(candidate.term, .fuzzy, candidate.edits) }
    }
}
