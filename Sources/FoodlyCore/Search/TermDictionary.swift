/// Every distinct indexed word, sorted by its UTF-8 bytes (which is Unicode scalar order), numbered by position.
/// Exact lookup and prefix ranges are binary searches; all words share one byte buffer.
struct TermDictionary: Sendable {
    /// All terms, back to back, in sorted order.
    let bytes: [UInt8]
    /// Where term `i` starts in `bytes`; one extra entry marks the end.
    let offsets: [UInt32]

    /// How many terms there are.
    var count: Int { offsets.count - 1 }

    /// Creates a dictionary from sorted, distinct terms.
    init(bytes: [UInt8], offsets: [UInt32]) {
        self.bytes = bytes
        self.offsets = offsets
    }

    /// Sorts the terms of `table`; `renumber[provisional]` is each provisional number's sorted number.
    static func sorting(_ table: TermTable) -> (dictionary: TermDictionary, renumber: [UInt32]) {
        let source = table.bytes
        let sourceOffsets = table.offsets
        var order = Array(0..<table.count)
        source.withUnsafeBufferPointer { all in
            order.sort { left, right in
                let leftTerm = UnsafeBufferPointer(
                    rebasing: all[Int(sourceOffsets[left])..<Int(sourceOffsets[left + 1])])
                let rightTerm = UnsafeBufferPointer(
                    rebasing: all[Int(sourceOffsets[right])..<Int(sourceOffsets[right + 1])])
                return compare(leftTerm, rightTerm) < 0
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(order.count + 1)
        var renumber = [UInt32](repeating: 0, count: order.count)
        for (sorted, provisional) in order.enumerated() {
            bytes.append(contentsOf: source[Int(sourceOffsets[provisional])..<Int(sourceOffsets[provisional + 1])])
            offsets.append(UInt32(bytes.count))
            renumber[provisional] = UInt32(sorted)
        }
        return (TermDictionary(bytes: bytes, offsets: offsets), renumber)
    }

    /// Calls `body` with the bytes of term `term`.
    func withTerm<Result>(_ term: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(offsets[term])..<Int(offsets[term + 1])]))
        }
    }

    /// The number of the term equal to `token`, if any.
    func find(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        let index = lowerBound(token, prefixOnly: false)
        guard index < count, withTerm(index, { TermDictionary.compare($0, token) == 0 }) else { return nil }
        return index
    }

    /// The numbers of all terms that start with `token` (including `token` itself if present).
    func prefixRange(_ token: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = lowerBound(token, prefixOnly: true)
        var low = start
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if withTerm(middle, { TermDictionary.compare($0, token, prefixOnly: true) <= 0 }) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return start..<low
    }

    /// The first term not below `token` (comparing only the first `token.count` bytes when `prefixOnly`).
    private func lowerBound(_ token: UnsafeBufferPointer<UInt8>, prefixOnly: Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if withTerm(middle, { TermDictionary.compare($0, token, prefixOnly: prefixOnly) < 0 }) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Byte-wise order: negative, zero or positive. With `prefixOnly`, `term` is first cut to `token`'s length.
    static func compare(
        _ term: UnsafeBufferPointer<UInt8>, _ token: UnsafeBufferPointer<UInt8>, prefixOnly: Bool = false
    ) -> Int {
        let termCount = prefixOnly ? min(term.count, token.count) : term.count
        let shared = min(termCount, token.count)
        var index = 0
        while index < shared {
            let left = term[index]
            let right = token[index]
            if left != right { return left < right ? -1 : 1 }
            index += 1
        }
        return termCount - token.count
    }
}
