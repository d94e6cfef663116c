/// The symmetric-delete neighbourhood of the term dictionary, for typo candidates.
///
/// For every term of 4–24 characters without digits it records the hash of each string made by deleting one
/// character, and for terms of 8+ characters also two. Two words within the typo budget always share such a
/// variant (a substitution or a transposition is one deletion on each side), so a query word's own variants,
/// looked up here and in the dictionary, find every candidate; `EditDistance.osa` then confirms each one, which
/// also absorbs hash collisions. Entries are (hash, term) pairs sorted by hash, in two parallel arrays.
struct DeletionIndex: Sendable {
    /// Words longer than this (in characters) are never matched fuzzily.
    static let maxLength = 24

    /// Sorted variant hashes.
    let hashes: [UInt32]
    /// The term each hash came from.
    let terms: [UInt32]

    /// How many (variant, term) entries there are.
    var count: Int { hashes.count }

    /// The entries `hashes` and `terms` (as an earlier index's were).
    init(hashes: [UInt32], terms: [UInt32]) {
        self.hashes = hashes
        self.terms = terms
    }

    /// Builds the neighbourhood of every term in `dictionary`.
    init(_ dictionary: TermDictionary) {
        var keys: [UInt64] = []
        var scalars: [UInt32] = []
        for term in 0..<dictionary.count {
            scalars = dictionary.withTerm(term) { SearchTokenizer.scalars($0) }
            let length = scalars.count
            let budget = SearchText.typoBudget(length: length)
            guard budget > 0, length <= DeletionIndex.maxLength, !DeletionIndex.hasDigit(scalars) else { continue }
            scalars.withUnsafeBufferPointer { word in
                for first in 0..<length {
                    keys.append(UInt64(DeletionIndex.hash(word, skipping: first)) << 32 | UInt64(term))
                    guard budget == 2 else { continue }
                    for second in (first + 1)..<length {
                        let hash = DeletionIndex.hash(word, skipping: first, second)
                        keys.append(UInt64(hash) << 32 | UInt64(term))
                    }
                }
            }
        }
        keys.sort()
        var hashes: [UInt32] = []
        var terms: [UInt32] = []
        hashes.reserveCapacity(keys.count)
        terms.reserveCapacity(keys.count)
        var previous: UInt64?
        for key in keys where key != previous {
            hashes.append(UInt32(truncatingIfNeeded: key >> 32))
            terms.append(UInt32(truncatingIfNeeded: key))
            previous = key
        }
        self.hashes = hashes
        self.terms = terms
    }

    /// Whether a word has an ASCII digit: numbers ("12", "7up", "b12") are never matched fuzzily, since a typo
    /// there names a different thing.
    static func hasDigit(_ word: [UInt32]) -> Bool {
        word.contains { $0 &- 48 < 10 }
    }

    /// Appends to `result` every term that has a deletion variant hashing to `hash`.
    func terms(withVariant hash: UInt32, into result: inout [UInt32]) {
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        while low < hashes.count && hashes[low] == hash {
            result.append(terms[low])
            low += 1
        }
    }

    /// FNV-1a over the scalars of `word`, leaving out the positions `skip` and `alsoSkip` (-1 for none).
    static func hash(_ word: UnsafeBufferPointer<UInt32>, skipping skip: Int = -1, _ alsoSkip: Int = -1) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<word.count where index != skip && index != alsoSkip {
            hash = (hash ^ UInt64(word[index])) &* 0x100_0000_01b3
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
