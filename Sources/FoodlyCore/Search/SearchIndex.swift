/// An immutable, in-memory full-text index over dishes and restaurants, built once and searched many times
/// (from any number of threads: it is a value made of flat arrays).
///
/// Query words match document words exactly, as a prefix ("avoc" → avocado) or within a typo budget
/// ("avocdo", "quinao", "brocoli"), after case and accent folding; a document must match every query word.
/// Hits are ranked by relevance points (exact over prefix over fuzzy, name over secondary text, summed over the
/// query words), then by popularity, then by the caller's distance, then by id. Query syntax does not exist:
/// quotes, `*`, `-`, `:`, `OR` and parentheses are plain text.
///
/// Layout (struct of arrays, no object per document): documents are renumbered internally in ranking order
/// (popularity descending, then id), so postings lists, which are ascending, are also in popularity order;
/// a sorted term dictionary gives exact and prefix lookups by binary search; a symmetric-delete neighbourhood of
/// the dictionary gives typo candidates. The catalog changing means building a new index off the request path
/// (in release builds about 0.5–1.5 s per million dishes of ~8 words, 3–4 s at ~13 words) and swapping it in;
/// availability and other per-request rules belong in the `filter` passed to `search`.
public struct SearchIndex: Sendable {
    /// The sorted vocabulary.
    let terms: TermDictionary
    /// Typo candidates over the vocabulary.
    let deletions: DeletionIndex
    /// Which documents hold which term, per field.
    let postings: Postings
    /// The caller's id of each internal document.
    let documentIDs: Runs<Int>
    /// The kind of each internal document (`SearchDocument.Kind.rawValue`).
    let kinds: [UInt8]
    /// The popularity of each internal document (NaN replaced by 0).
    let popularity: Runs<Double>

    /// An index of these parts.
    init(
        terms: TermDictionary, deletions: DeletionIndex, postings: Postings, documentIDs: Runs<Int>, kinds: [UInt8],
        popularity: Runs<Double>
    ) {
        self.terms = terms
        self.deletions = deletions
        self.postings = postings
        self.documentIDs = documentIDs
        self.kinds = kinds
        self.popularity = popularity
    }

    /// Indexes `documents`. Ids need not be distinct or dense, but hits report them back as given.
    public init(documents: [SearchDocument]) {
        let givenIDs = documents.map(\.id)
        let givenPopularity = documents.map { $0.popularity.isNaN ? 0 : $0.popularity }
        let order = documents.indices.sorted { left, right in
            if givenPopularity[left] != givenPopularity[right] { return givenPopularity[left] > givenPopularity[right] }
            return givenIDs[left] < givenIDs[right]
        }
        var table = TermTable()
        var tokenTerms: [UInt32] = []
        var fieldStarts: [UInt32] = []
        fieldStarts.reserveCapacity(order.count * 2 + 1)
        for index in order {
            fieldStarts.append(UInt32(tokenTerms.count))
            SearchTokenizer.forEachToken(in: documents[index].name) { tokenTerms.append(table.intern($0)) }
            fieldStarts.append(UInt32(tokenTerms.count))
            SearchTokenizer.forEachToken(in: documents[index].secondary) { tokenTerms.append(table.intern($0)) }
        }
        fieldStarts.append(UInt32(tokenTerms.count))
        precondition(tokenTerms.count < Int(UInt32.max), "Too many words for one search index.")
        let (dictionary, renumber) = TermDictionary.sorting(table)
        for index in tokenTerms.indices { tokenTerms[index] = renumber[Int(tokenTerms[index])] }
        terms = dictionary
        deletions = DeletionIndex(dictionary)
        postings = Postings(termCount: dictionary.count, tokenTerms: tokenTerms, fieldStarts: fieldStarts)
        documentIDs = Runs(order.map { givenIDs[$0] })
        kinds = order.map { documents[$0].kind.rawValue }
        popularity = Runs(order.map { givenPopularity[$0] })
    }

    /// How many documents are indexed.
    public var count: Int { kinds.count }

    /// How many distinct words are indexed.
    public var termCount: Int { terms.count }
}
