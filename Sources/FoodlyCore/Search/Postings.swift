/// For every term and field, the ascending internal numbers of the documents containing it, all in one array
/// (compressed sparse rows): list `term * 2 + field` (field 0 is the name, 1 the secondary text) is
/// `documents[offsets[list]..<offsets[list + 1]]`. A document appears at most once per list.
struct Postings: Sendable {
    /// Start of every list, plus one end marker.
    let offsets: [UInt32]
    /// All lists, back to back.
    let documents: [UInt32]

    /// Index of the name field.
    static let name = 0
    /// Index of the secondary field.
    static let secondary = 1

    /// The lists `documents` starting at `offsets` (as an earlier index's were).
    init(offsets: [UInt32], documents: [UInt32]) {
        self.offsets = offsets
        self.documents = documents
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
        var counts = [UInt32](repeating: 0, count: listCount + 1)
        var lastDocument = [UInt32](repeating: .max, count: listCount)
        Postings.forEachEntry(documentCount, tokenTerms, fieldStarts) { list, document in
            if lastDocument[list] != document {
                lastDocument[list] = document
                counts[list] += 1
            }
        }
        var offsets = [UInt32](repeating: 0, count: listCount + 1)
        var total: UInt32 = 0
        for list in 0..<listCount {
            offsets[list] = total
            total += counts[list]
        }
        offsets[listCount] = total
        var cursor = offsets
        var documents = [UInt32](repeating: 0, count: Int(total))
        lastDocument = [UInt32](repeating: .max, count: listCount)
        Postings.forEachEntry(documentCount, tokenTerms, fieldStarts) { list, document in
            if lastDocument[list] != document {
                lastDocument[list] = document
                documents[Int(cursor[list])] = document
                cursor[list] += 1
            }
        }
        self.offsets = offsets
        self.documents = documents
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

    /// Where the documents of `term` in `field` lie in the buffer `withEntries` gives.
    func range(term: Int, field: Int) -> Range<Int> {
        let list = term * 2 + field
        return Int(offsets[list])..<Int(offsets[list + 1])
    }

    /// Calls `body` with all lists, back to back.
    func withEntries<Result>(_ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        documents.withUnsafeBufferPointer(body)
    }

    /// How many entries there are in all.
    var entryCount: Int { documents.count }
}
