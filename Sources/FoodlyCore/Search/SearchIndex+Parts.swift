extension SearchIndex {
    /// The flat arrays an index is made of, so that it can be written to a file and read back without being built
    /// again (the catalog file of `foodly serve`).
    public struct Parts: Sendable, Equatable {
        /// The sorted vocabulary, back to back.
        public var termBytes: [UInt8]
        /// Where each term starts in `termBytes`, plus the end.
        public var termOffsets: [UInt32]
        /// The typo neighbourhood's variant hashes, sorted.
        public var deletionHashes: [UInt32]
        /// The term of each variant hash.
        public var deletionTerms: [UInt32]
        /// Where each term's postings list starts, per field, plus the end.
        public var postingOffsets: [UInt32]
        /// The postings lists, back to back, in segments (`Postings`).
        public var postingEntries: [UInt16]
        /// Where each run of ids that follow each other starts, in internal document order.
        public var documentIDStarts: [UInt32]
        /// Each run's first id.
        public var documentIDFirsts: [Int]
        /// The kind of each internal document.
        public var kinds: [UInt8]
        /// Where each run of equal popularity starts, in internal document order.
        public var popularityStarts: [UInt32]
        /// Each run's popularity.
        public var popularityValues: [Double]

        /// Creates parts from their arrays.
        public init(
            termBytes: [UInt8], termOffsets: [UInt32], deletionHashes: [UInt32], deletionTerms: [UInt32],
            postingOffsets: [UInt32], postingEntries: [UInt16], documentIDStarts: [UInt32],
            documentIDFirsts: [Int], kinds: [UInt8],
            popularityStarts: [UInt32], popularityValues: [Double]
        ) {
            self.termBytes = termBytes
            self.termOffsets = termOffsets
            self.deletionHashes = deletionHashes
            self.deletionTerms = deletionTerms
            self.postingOffsets = postingOffsets
            self.postingEntries = postingEntries
            self.documentIDStarts = documentIDStarts
            self.documentIDFirsts = documentIDFirsts
            self.kinds = kinds
            self.popularityStarts = popularityStarts
            self.popularityValues = popularityValues
        }

        /// Whether the arrays fit together: every offset, term and document number within its array, so that
        /// searching can never read outside them.
        var fitTogether: Bool {
            let termCount = termOffsets.count - 1
            let documentCount = kinds.count
            return termCount >= 0 && Parts.ascending(termOffsets, endingAt: termBytes.count)
                && deletionHashes.count == deletionTerms.count && deletionTerms.allSatisfy { Int($0) < termCount }
                && postingOffsets.count == 2 * termCount + 1
                && Postings(offsets: postingOffsets, entries: postingEntries).fits(documentCount: documentCount)
                && kinds.count == documentCount
                && Runs(starts: popularityStarts, firsts: popularityValues).fits(documentCount: documentCount)
                && Runs(starts: documentIDStarts, firsts: documentIDFirsts).fits(documentCount: documentCount)
                && kinds.allSatisfy { SearchDocument.Kind(rawValue: $0) != nil }
        }

        private static func ascending(_ offsets: [UInt32], endingAt end: Int) -> Bool {
            guard let first = offsets.first, first == 0, Int(offsets[offsets.count - 1]) == end else { return false }
            return zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
        }
    }

    /// This index's arrays.
    public var parts: Parts {
        Parts(
            termBytes: terms.bytes, termOffsets: terms.offsets, deletionHashes: deletions.hashes,
            deletionTerms: deletions.terms, postingOffsets: postings.offsets, postingEntries: postings.entries,
            documentIDStarts: documentIDs.starts, documentIDFirsts: documentIDs.firsts, kinds: kinds,
            popularityStarts: popularity.starts,
            popularityValues: popularity.firsts)
    }

    /// The index made of `parts` (as `parts` gave them); nil when they do not fit together.
    public init?(parts: Parts) {
        guard parts.fitTogether else { return nil }
        self.init(
            terms: TermDictionary(bytes: parts.termBytes, offsets: parts.termOffsets),
            deletions: DeletionIndex(hashes: parts.deletionHashes, terms: parts.deletionTerms),
            postings: Postings(offsets: parts.postingOffsets, entries: parts.postingEntries),
            documentIDs: Runs(starts: parts.documentIDStarts, firsts: parts.documentIDFirsts), kinds: parts.kinds,
            popularity: Runs(starts: parts.popularityStarts, firsts: parts.popularityValues))
    }
}
