extension SearchIndex {
    /// At most this many distinct query words count; the rest are ignored.
    public static let maxQueryWords = 16

    /// The distinct normalised words of `query`, in order, at most `maxQueryWords`.
    static func queryWords(_ query: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        SearchTokenizer.forEachToken(in: query) { token in
            let word = Array(token)
            if words.count < maxQueryWords && !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// The terms `word` (normalised UTF-8) matches exactly, as a prefix and fuzzily.
    func match(_ word: [UInt8]) -> WordMatch {
        word.withUnsafeBufferPointer { word in
            let startingWith = terms.prefixRange(word)
            var exact: Int?
            var prefixes = startingWith
            if let first = startingWith.first, terms.withTerm(first, { $0.count == word.count }) {
                exact = first
                prefixes = (first + 1)..<startingWith.upperBound
            }
            return WordMatch(
                exact: exact, prefixes: prefixes, fuzzy: deletions.fuzzyMatches(word, in: terms, outside: startingWith))
        }
    }
}
