/// For every term and field, the ascending internal numbers of the documents containing it, all in one array
/// (compressed sparse rows): list `term * 2 + field` (field 0 is the name, 1 the secondary text) is
/// `entries[offsets[list]..<offsets[list + 1]]`. A document appears at most once per list.
///
/// A list is kept in segments, one per window of 65,536 documents (`windowBits`; search evaluates window by window) it has
/// documents in: the window's number, its document count less one, then each document's place in the window, all
/// as `UInt16`: two bytes per entry instead of four, and a window's entries are found by stepping over the
/// segments before it.
struct Postings: Sendable {
    /// A document's window is its number shifted right by this; its place in the window, the bits below.
    static let windowBits = 16
    /// Start of every list, plus one end marker.
    let offsets: [UInt32]
    /// All lists, back to back, in segments.
    let entries: [UInt16]

    /// Index of the name field.
    static let name = 0
    /// Index of the secondary field.
    static let secondary = 1

    /// The lists `entries` starting at `offsets` (as an earlier index's were).
    init(offsets: [UInt32], entries: [UInt16]) {
        self.offsets = offsets
        self.entries = entries
    }

    /// Builds the lists from each document's term numbers.
    /// - Parameters:
    ///   - termCount: how many terms there are.
    ///   - tokenTerms: the term number of every token, document after document, name before secondary text.
    ///   - fieldStarts: where each document's name (`2 * doc`) and secondary text (`2 * doc + 1`) start in
    ///     `tokenTerms`, plus one end marker.
    init(termCount: Int, tokenTerms: [UInt32], fieldStarts: [UInt32]) {
        let listCount = termCount * 2
        let documentCount = (fieldStarts.count - 1) / 2
        // Per list: its size in entries (documents and segment heads), and the last document and window seen.
        var sizes = [UInt32](repeating: 0, count: listCount + 1)
        var lastDocument = [UInt32](repeating: .max, count: listCount)
        Postings.forEachEntry(documentCount, tokenTerms, fieldStarts) { list, document in
            let previous = lastDocument[list]
            guard previous != document else { return }
            if previous == .max || previous >> Postings.windowBits != document >> Postings.windowBits {
                sizes[list] += 2
            }
            lastDocument[list] = document
            sizes[list] += 1
        }
        var offsets = [UInt32](repeating: 0, count: listCount + 1)
        var total: UInt32 = 0
        for list in 0..<listCount {
            offsets[list] = total
            total += sizes[list]
        }
        offsets[listCount] = total
        var cursor = offsets
        var segmentHead = [UInt32](repeating: 0, count: listCount)
        var entries = [UInt16](repeating: 0, count: Int(total))
        lastDocument = [UInt32](repeating: .max, count: listCount)
        Postings.forEachEntry(documentCount, tokenTerms, fieldStarts) { list, document in
            let previous = lastDocument[list]
            guard previous != document else { return }
            if previous == .max || previous >> Postings.windowBits != document >> Postings.windowBits {
                segmentHead[list] = cursor[list]
                entries[Int(cursor[list])] = UInt16(document >> Postings.windowBits)
                entries[Int(cursor[list]) + 1] = UInt16.max  // one less than none: the first entry makes it 0
                cursor[list] += 2
            }
            entries[Int(segmentHead[list]) + 1] &+= 1
            entries[Int(cursor[list])] = UInt16(truncatingIfNeeded: document)
            lastDocument[list] = document
            cursor[list] += 1
        }
        self.offsets = offsets
        self.entries = entries
    }

    /// Calls `body(list, document)` for every token, in document order.
    private static func forEachEntry(
        _ documentCount: Int, _ tokenTerms: [UInt32], _ fieldStarts: [UInt32], _ body: (Int, UInt32) -> Void
    ) {
        for document in 0..<documentCount {
            for field in 0..<2 {
                let slot = 2 * document + field
                for index in Int(fieldStarts[slot])..<Int(fieldStarts[slot + 1]) {
                    body(Int(tokenTerms[index]) * 2 + field, UInt32(document))
                }
            }
        }
    }

    /// Where the segments of `term` in `field` lie in the buffer `withEntries` gives.
    func range(term: Int, field: Int) -> Range<Int> {
        let list = term * 2 + field
        return Int(offsets[list])..<Int(offsets[list + 1])
    }

    /// How many documents the segments in `range` hold.
    func documentCount(in range: Range<Int>) -> Int {
        var count = 0
        var head = range.lowerBound
        while head < range.upperBound {
            let size = Int(entries[head + 1]) + 1
            count += size
            head += 2 + size
        }
        return count
    }

    /// Calls `body` with all lists, back to back.
    func withEntries<Result>(_ body: (UnsafeBufferPointer<UInt16>) -> Result) -> Result {
        entries.withUnsafeBufferPointer(body)
    }

    /// Whether every list is well formed for `documentCount` documents: segments that end where the list ends, in
    /// ascending windows, their documents ascending and below `documentCount`.
    func fits(documentCount: Int) -> Bool {
        guard offsets.first == 0, Int(offsets[offsets.count - 1]) == entries.count else { return false }
        for list in 0..<offsets.count - 1 {
            let end = Int(offsets[list + 1])
            var head = Int(offsets[list])
            guard head <= end else { return false }
            var lastWindow = -1
            while head < end {
                guard head + 2 <= end else { return false }
                let window = Int(entries[head])
                let size = Int(entries[head + 1]) + 1
                guard window > lastWindow, head + 2 + size <= end else { return false }
                var previous = -1
                for place in entries[(head + 2)..<(head + 2 + size)] {
                    guard Int(place) > previous, (window << Postings.windowBits) + Int(place) < documentCount else {
                        return false
                    }
                    previous = Int(place)
                }
                lastWindow = window
                head += 2 + size
            }
        }
        return true
    }
}
