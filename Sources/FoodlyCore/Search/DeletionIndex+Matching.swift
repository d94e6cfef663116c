extension DeletionIndex {
    /// Terms of `terms` (the dictionary this neighbourhood was built from) within the typo budget of `word` that are
    /// not in `excluded` (already matched exactly or by prefix), in term order. The budget is that of the shorter of
    /// the two words.
    func fuzzyMatches(_ word: UnsafeBufferPointer<UInt8>, in terms: TermDictionary, outside excluded: Range<Int>)
        -> [(term: Int, edits: Int)]
    {
        let query = SearchTokenizer.scalars(word)
        let budget = SearchText.typoBudget(length: query.count)
        guard budget > 0, query.count <= DeletionIndex.maxLength, !DeletionIndex.hasDigit(query) else { return [] }
        var candidates: [UInt32] = []
        query.withUnsafeBufferPointer { query in
            // The word itself may be a deletion variant of a longer term.
            self.terms(withVariant: DeletionIndex.hash(query), into: &candidates)
            for first in 0..<query.count {
                lookUpVariant(query, skipping: first, -1, in: terms, into: &candidates)
                guard budget == 2 else { continue }
                for second in (first + 1)..<query.count {
                    lookUpVariant(query, skipping: first, second, in: terms, into: &candidates)
                }
            }
        }
        candidates.sort()
        var result: [(term: Int, edits: Int)] = []
        var previous: UInt32?
        for candidate in candidates where candidate != previous {
            previous = candidate
            let term = Int(candidate)
            if excluded.contains(term) { continue }
            let termScalars = terms.withTerm(term) { SearchTokenizer.scalars($0) }
            let limit = SearchText.typoBudget(length: min(query.count, termScalars.count))
            let edits = query.withUnsafeBufferPointer { query in
                termScalars.withUnsafeBufferPointer { EditDistance.osa(query, $0, limit: limit) }
            }
            if let edits, edits > 0 { result.append((term, edits)) }
        }
        return result
    }

    /// Adds the terms that equal `query` without the given positions, or share a deletion variant with it.
    private func lookUpVariant(
        _ query: UnsafeBufferPointer<UInt32>, skipping first: Int, _ second: Int, in terms: TermDictionary,
        into candidates: inout [UInt32]
    ) {
        self.terms(withVariant: DeletionIndex.hash(query, skipping: first, second), into: &candidates)
        var bytes: [UInt8] = []
        for index in 0..<query.count where index != first && index != second {
            if let scalar = Unicode.Scalar(query[index]) { bytes.append(contentsOf: scalar.utf8) }
        }
        if let term = bytes.withUnsafeBufferPointer({ terms.find($0) }) { candidates.append(UInt32(term)) }
    }
}
